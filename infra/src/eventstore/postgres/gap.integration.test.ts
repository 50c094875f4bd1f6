import type { RecordedEvent, Subscription } from '@esm/core/eventstore/port';
import { eventually, Latch, testEvent } from '@esm/core/eventstore/testing';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PostgresEventStore } from './postgres-event-store';
import { openTestEventLog } from './testing/open-test-log';

/**
 * Proves the transaction-id bound is what keeps a position-checkpointing reader from skipping
 * events: one append is held open after it took its global position while a later append
 * commits. Reading past in-flight appends, the reader moves past the held position and never
 * sees it; with the bound, the later append commits at once but is delivered only after the
 * held one, in position order.
 */
describe('the sequence-gap problem and the transaction-id bound', () => {
  let db: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;
  let subscription: Subscription | null;
  const stores: PostgresEventStore[] = [];

  beforeEach(async () => {
    db = await openTestEventLog();
    pool = new pg.Pool({ connectionString: db.url, max: 6 });
    pool.on('error', () => {});
    subscription = null;
  });
  afterEach(async () => {
    await subscription?.stop();
    await Promise.all(stores.splice(0).map((s) => s.close()));
    await pool.end();
    await db.drop();
  });

  /** A store whose appends to `slow-1` stop just before COMMIT until `release` opens. */
  function storeHoldingSlowAppends(bounded: boolean) {
    const holding = new Latch();
    const release = new Latch();
    const store = new PostgresEventStore({
      pool,
      pollIntervalMs: 50,
      unsafeReadPastInFlightAppendsForTests: !bounded,
      testHooks: {
        beforeCommit: async ({ stream }) => {
          if (stream !== 'slow-1') return;
          holding.open();
          await release.promise;
        },
      },
    });
    stores.push(store);
    return { store, holding, release };
  }

  function follow(store: PostgresEventStore): number[] {
    const seen: number[] = [];
    subscription = store.subscribeAll({
      fromPosition: 0,
      onEvents: async (events: RecordedEvent[]) => void seen.push(...events.map((e) => e.globalPosition)),
    });
    return seen;
  }

  it('reading past in-flight appends, a reader checkpointing on the position misses an event that commits late', async () => {
    const { store, holding, release } = storeHoldingSlowAppends(false);
    const seen = follow(store);

    const slow = store.append('slow-1', [testEvent('Slow', {})], { expectedVersion: 'no_stream' });
    await holding.promise; // position 1 is taken, not yet committed
    const fast = await store.append('fast-1', [testEvent('Fast', {})], { expectedVersion: 'no_stream' });
    expect(fast.globalPositions).toEqual([2]);
    await eventually('the reader delivers position 2 and checkpoints there', () => seen.includes(2));

    release.open();
    expect((await slow).globalPositions).toEqual([1]);
    await store.append('sentinel-1', [testEvent('Sentinel', {})], { expectedVersion: 'no_stream' });
    await eventually('the reader delivers the sentinel', () => seen.includes(3));

    expect((await store.readAll()).map((e) => e.globalPosition)).toEqual([1, 2, 3]);
    expect(seen).toEqual([2, 3]); // position 1 is in the log, and the reader never saw it
  });

  it('with the bound, the later append commits at once, and the reader sees every event in order', async () => {
    const { store, holding, release } = storeHoldingSlowAppends(true);
    const seen = follow(store);

    const slow = store.append('slow-1', [testEvent('Slow', {})], { expectedVersion: 'no_stream' });
    await holding.promise;
    // Not serialised: the second append commits while the first is still open.
    const fast = await store.append('fast-1', [testEvent('Fast', {})], { expectedVersion: 'no_stream' });
    expect(fast.globalPositions).toEqual([2]);
    // Committed, yet not in the feed: position 1 below it may still commit.
    expect(await store.readAll()).toEqual([]);
    expect(await store.headPosition()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200)); // several polls of the subscriber
    expect(seen).toEqual([]);

    release.open();
    expect((await slow).globalPositions).toEqual([1]);
    await store.append('sentinel-1', [testEvent('Sentinel', {})], { expectedVersion: 'no_stream' });
    await eventually('the reader delivers the sentinel', () => seen.includes(3));

    expect(seen).toEqual([1, 2, 3]);
  });

  it('an event held back by an unrelated transaction reaches the reader soon after that transaction ends, with no later append to wake it', async () => {
    // Polling once a minute: only the held-back re-read can deliver within the test's time.
    const store = new PostgresEventStore({ pool, pollIntervalMs: 60_000 });
    stores.push(store);
    const seen = follow(store);
    await eventually('the subscriber is listening', async () => {
      const { rowCount } = await pool.query(
        "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
      return rowCount === 1;
    });
    // Any writing transaction elsewhere in the cluster (a job, a timer, a session).
    const other = await pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      const appended = await store.append('late-1', [testEvent('Late', {})], {
        expectedVersion: 'no_stream',
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen).toEqual([]);
      await other.query('COMMIT');
      await eventually('the reader delivers the event', () => seen.length > 0, 2_000);
      expect(seen).toEqual(appended.globalPositions);
    } finally {
      other.release();
    }
  });
});
