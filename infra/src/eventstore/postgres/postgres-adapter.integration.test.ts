import { WrongExpectedVersionError } from '@esm/core/eventstore/port';
import { eventually, Latch, testEvent } from '@esm/core/eventstore/testing';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PostgresEventStore } from './postgres-event-store';
import { openTestEventLog } from './testing/open-test-log';

/** What only the Postgres adapter has: sessions, notifications, pool ownership, table guards. */
describe('PostgresEventStore', () => {
  let db: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;
  const stores: PostgresEventStore[] = [];
  const open = (options: Omit<ConstructorParameters<typeof PostgresEventStore>[0], 'pool'> = {}) => {
    const store = new PostgresEventStore({ pool, ...options });
    stores.push(store);
    return store;
  };
  const sessions = async (query: string) => {
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = $1',
      [query],
    );
    return rows[0]!.n;
  };

  beforeEach(async () => {
    db = await openTestEventLog();
    pool = new pg.Pool({ connectionString: db.url, max: 6 });
    pool.on('error', () => {});
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
    await pool.end();
    await db.drop();
  });

  it('cuts off an append session stuck inside its transaction, so the feed moves on', async () => {
    const holding = new Latch();
    const release = new Latch();
    const store = open({
      idleInTransactionTimeoutMs: 300,
      testHooks: {
        beforeCommit: async ({ stream }) => {
          if (stream !== 'stuck-1') return;
          holding.open();
          await release.promise;
        },
      },
    });
    const stuck = store.append('stuck-1', [testEvent('Stuck', {})], { expectedVersion: 'no_stream' });
    await holding.promise; // it took its position and sits idle in its transaction
    // Appends never wait for one another...
    const next = await store.append('next-1', [testEvent('Next', {})], { expectedVersion: 'no_stream' });
    expect(next.duplicate).toBe(false);
    // ...but the feed shows next-1 only once the older stuck transaction is over, which the
    // server sees to after 300 ms idle.
    await eventually('the stuck session is ended and the feed shows next-1', async () => {
      return (await store.readAll()).length === 1;
    });
    release.open();
    await expect(stuck).rejects.toThrow();
    expect(await store.readStream('stuck-1')).toEqual([]);
    expect((await store.readAll()).map((e) => e.stream)).toEqual(['next-1']);
  });

  it('refuses the second of two racing appends to one stream by the unique (stream, version) index', async () => {
    const holding = new Latch();
    const release = new Latch();
    let held = false;
    const store = open({
      testHooks: {
        beforeCommit: async () => {
          if (held) return;
          held = true;
          holding.open();
          await release.promise;
        },
      },
    });
    const first = store.append('race-1', [testEvent('First', {})], { expectedVersion: 'no_stream' });
    await holding.promise;
    // Sees no stream (the first is uncommitted), inserts version 0, and waits on the unique index.
    const second = store.append('race-1', [testEvent('Second', {})], { expectedVersion: 'no_stream' });
    await eventually('the second insert waits on the first transaction', async () => {
      const { rows } = await pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'transactionid' AND NOT granted",
      );
      return rows[0]!.n > 0;
    });
    release.open();
    expect((await first).nextVersion).toBe(0);
    await expect(second).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(second).rejects.toMatchObject({ expected: 'no_stream', actual: 0 });
    expect((await store.readStream('race-1')).map((e) => e.type)).toEqual(['First']);
  });

  it('wakes subscribers by NOTIFY, without waiting for the poll', async () => {
    const store = open({ pollIntervalMs: 600_000 });
    const seen: string[] = [];
    const sub = store.subscribeAll({
      fromPosition: 0,
      onEvents: async (e) => void seen.push(...e.map((x) => x.type)),
    });
    await eventually('the store listens', async () => (await sessions('LISTEN es_events')) === 1);
    await store.append('live-1', [testEvent('Live', {})], { expectedVersion: 'no_stream' });
    await eventually('the notified subscriber delivers', () => seen.includes('Live'), 5_000);
    await sub.stop();
  });

  it('keeps delivering after its LISTEN connection is killed', async () => {
    const store = open({ pollIntervalMs: 100 });
    const seen: string[] = [];
    const sub = store.subscribeAll({
      fromPosition: 0,
      onEvents: async (e) => void seen.push(...e.map((x) => x.type)),
    });
    await eventually('the store listens', async () => (await sessions('LISTEN es_events')) === 1);
    await pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN es_events'",
    );
    await store.append('after-1', [testEvent('AfterKill', {})], { expectedVersion: 'no_stream' });
    await eventually('the subscriber still delivers', () => seen.includes('AfterKill'), 5_000);
    await eventually('the store listens again', async () => (await sessions('LISTEN es_events')) === 1);
    await sub.stop();
  });

  it('uses one LISTEN connection for all its subscriptions and leaves a borrowed pool open on close', async () => {
    const store = open();
    const subs = [1, 2, 3].map(() => store.subscribeAll({ fromPosition: 0, onEvents: async () => {} }));
    await eventually('the store listens', async () => (await sessions('LISTEN es_events')) === 1);
    expect(await sessions('LISTEN es_events')).toBe(1);
    await store.close();
    await eventually('the LISTEN connection is gone', async () => (await sessions('LISTEN es_events')) === 0);
    expect((await pool.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    await Promise.all(subs.map((s) => s.stop()));
    await expect(store.readAll()).rejects.toThrow(/closed/);
  });

  it('ends the pool it created itself on close', async () => {
    const url = new URL(db.url);
    url.searchParams.set('application_name', 'owned_pool_test');
    const store = PostgresEventStore.connect({ connectionString: url.toString(), poolSize: 3 });
    await Promise.all(
      [1, 2, 3].map((n) => store.append(`own-${n}`, [testEvent('E', n)], { expectedVersion: 'any' })),
    );
    const ownSessions = async () => {
      const { rows } = await pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'owned_pool_test'",
      );
      return rows[0]!.n;
    };
    expect(await ownSessions()).toBeGreaterThan(0);
    await store.close();
    await eventually('the store pool connections are closed', async () => (await ownSessions()) === 0);
  });

  it('refuses to edit or delete a stored event', async () => {
    const store = open();
    await store.append('booking-1', [testEvent('A', { a: 1 })], { expectedVersion: 'no_stream' });
    await expect(pool.query(`UPDATE es.events SET data = '{"a": 2}'`)).rejects.toThrow(/append-only/);
    await expect(pool.query('DELETE FROM es.events')).rejects.toThrow(/append-only/);
    expect((await store.readStream('booking-1')).map((e) => e.data)).toEqual([{ a: 1 }]);
  });
});
