import type { RecordedEvent, Subscription } from '@esm/core/eventstore/port';
import { eventually, Latch, testEvent } from '@esm/core/eventstore/testing';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PostgresEventStore } from './postgres-event-store';
import { openTestEventLog } from './testing/open-test-log';

/**
 * Proves the append lock is what keeps a position-checkpointing reader from skipping events:
 * one append is held open after it took its global position while a later append commits.
 * Without the lock the reader moves past the held position and never sees it; with the lock
 * the later append cannot even take a position until the held one has committed.
 */
describe('the append lock and the sequence-gap problem', () => {
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
  function storeHoldingSlowAppends(lock: boolean) {
    const holding = new Latch();
    const release = new Latch();
    const store = new PostgresEventStore({
      pool,
      unsafeDisableAppendLockForTests: !lock,
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

  const waitingForLock = async (locktype: string) => {
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_locks WHERE locktype = $1 AND NOT granted',
      [locktype],
    );
    return rows[0]!.n > 0;
  };

  it('WITHOUT the lock, a reader checkpointing on the position misses an event that commits late', async () => {
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

  it('WITH the lock, the later append waits, and the reader sees every event in order', async () => {
    const { store, holding, release } = storeHoldingSlowAppends(true);
    const seen = follow(store);

    const slow = store.append('slow-1', [testEvent('Slow', {})], { expectedVersion: 'no_stream' });
    await holding.promise;
    const fast = store.append('fast-1', [testEvent('Fast', {})], { expectedVersion: 'no_stream' });
    await eventually('the second append waits for the append lock', () => waitingForLock('advisory'));
    // Nothing is visible: the held append is uncommitted and the waiting one has no position yet.
    expect(await store.readAll()).toEqual([]);

    release.open();
    expect((await slow).globalPositions).toEqual([1]);
    expect((await fast).globalPositions).toEqual([2]);
    await store.append('sentinel-1', [testEvent('Sentinel', {})], { expectedVersion: 'no_stream' });
    await eventually('the reader delivers the sentinel', () => seen.includes(3));

    expect(seen).toEqual([1, 2, 3]);
  });
});
