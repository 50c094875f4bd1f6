import { randomUUID } from 'node:crypto';
import { InvalidAppendError } from '@esm/core/eventstore/append-plan';
import { type AppendResult, WrongExpectedVersionError } from '@esm/core/eventstore/port';
import { testEvent, testMetadata } from '@esm/core/eventstore/testing';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PostgresEventStore } from './postgres-event-store';
import { openTestEventLog } from './testing/open-test-log';

/**
 * Group commit. With one append slot, the first of several appends started together goes alone
 * and the rest queue behind it, so they are sent as one es.append_batch statement: that makes the
 * batch deterministic without any timing.
 */
describe('PostgresEventStore group commit', () => {
  let db: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeEach(async () => {
    db = await openTestEventLog();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => {});
    store = new PostgresEventStore({ pool, appendSlots: 1 });
  });
  afterEach(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  /** An answer without its events; the tests that read the stream compare those. */
  const answer = (result: AppendResult | null | undefined) => {
    const { events: _events, ...rest } = result!;
    return rest;
  };

  async function transactionsOf(streams: string[]): Promise<Map<string, string>> {
    const { rows } = await pool.query<{ stream: string; transaction_id: string }>(
      'SELECT stream, transaction_id::text FROM es.events WHERE stream = ANY($1)',
      [streams],
    );
    return new Map(rows.map((r) => [r.stream, r.transaction_id]));
  }

  it('commits appends queued behind a busy slot in one transaction, each with its own answer', async () => {
    const streams = Array.from({ length: 10 }, (_, i) => `many-${i}`);
    const results = await Promise.all(
      streams.map((s) =>
        store.append(s, [testEvent('A', {}), testEvent('B', {})], { expectedVersion: 'no_stream' }),
      ),
    );
    expect(results.flatMap((r) => r.globalPositions)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results.every((r) => r.nextVersion === 1 && !r.duplicate)).toBe(true);
    const txs = await transactionsOf(streams);
    expect(new Set(txs.values()).size).toBe(2); // the first alone, the nine queued together
    expect(txs.get('many-0')).not.toBe(txs.get('many-1'));
    // The feed shows every one of them, in position order.
    expect((await store.readAll()).map((e) => e.globalPosition)).toEqual(
      results.flatMap((r) => r.globalPositions),
    );
  });

  it('lets exactly one of two appends with the same expected version in one batch win', async () => {
    const results = await Promise.allSettled([
      store.append('other-1', [testEvent('First', {})], { expectedVersion: 'no_stream' }),
      store.append('race-1', [testEvent('Winner', {})], { expectedVersion: 'no_stream' }),
      store.append('race-1', [testEvent('Loser', {})], { expectedVersion: 'no_stream' }),
      store.append('bystander-1', [testEvent('Bystander', {})], { expectedVersion: 'no_stream' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const loser = results[2] as PromiseRejectedResult;
    expect(loser.reason).toBeInstanceOf(WrongExpectedVersionError);
    expect(loser.reason).toMatchObject({ expected: 'no_stream', actual: 0 });
    expect((await store.readStream('race-1')).map((e) => e.type)).toEqual(['Winner']);
    const txs = await transactionsOf(['race-1', 'bystander-1']);
    expect(txs.get('race-1')).toBe(txs.get('bystander-1'));
  });

  it('checks a later append in a batch against the earlier one on the same stream', async () => {
    const [, first, second] = await Promise.all([
      store.append('other-1', [testEvent('First', {})], { expectedVersion: 'no_stream' }),
      store.append('chain-1', [testEvent('One', {})], { expectedVersion: 'no_stream' }),
      store.append('chain-1', [testEvent('Two', {})], { expectedVersion: 0 }),
    ]);
    expect(first.nextVersion).toBe(0);
    expect(second.nextVersion).toBe(1);
    expect((await store.readStream('chain-1')).map((e) => e.type)).toEqual(['One', 'Two']);
  });

  it('writes one idempotency key used twice in one batch once and gives both callers its positions', async () => {
    const keyed = () => [testEvent('Paid', {}, { metadata: testMetadata({ idempotencyKey: 'pay-1' }) })];
    const [, first, again] = await Promise.all([
      store.append('other-1', [testEvent('First', {})], { expectedVersion: 'no_stream' }),
      store.append('pay-1', keyed(), { expectedVersion: 'any' }),
      store.append('pay-1', keyed(), { expectedVersion: 'any' }),
    ]);
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ ...first, duplicate: true, events: [] });
    expect(await store.readStream('pay-1')).toHaveLength(1);
  });

  it('decides three appends to one stream in one batch against the versions taken before them', async () => {
    const results = await Promise.allSettled([
      store.append('other-1', [testEvent('First', {})], { expectedVersion: 'no_stream' }),
      store.append('three-1', [testEvent('One', {}), testEvent('Two', {})], { expectedVersion: 'no_stream' }),
      store.append('three-1', [testEvent('Stale', {})], { expectedVersion: 0 }),
      store.append('elsewhere-1', [testEvent('Between', {})], { expectedVersion: 'no_stream' }),
      store.append('three-1', [testEvent('Three', {})], { expectedVersion: 1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ expected: 0, actual: 1 });
    const [, first, , between, third] = results.map((r) => (r.status === 'fulfilled' ? r.value : null));
    // Positions follow the order of the batch; the conflict takes none.
    expect(answer(first)).toEqual({ nextVersion: 1, globalPositions: [2, 3], duplicate: false });
    expect(answer(between)).toEqual({ nextVersion: 0, globalPositions: [4], duplicate: false });
    expect(answer(third)).toEqual({ nextVersion: 2, globalPositions: [5], duplicate: false });
    const stored = await store.readStream('three-1');
    expect(stored.map((e) => [e.type, e.version, e.globalPosition])).toEqual([
      ['One', 0, 2],
      ['Two', 1, 3],
      ['Three', 2, 5],
    ]);
    // Each caller's answer carries its own events, as a read returns them.
    expect([...first!.events, ...third!.events]).toEqual(stored);
    expect(between!.events).toEqual(await store.readStream('elsewhere-1'));
    const txs = await transactionsOf(['three-1', 'elsewhere-1']);
    expect(txs.get('three-1')).toBe(txs.get('elsewhere-1'));
  });

  it('records a key in a batch only for the append that wrote it, not for a conflict before it', async () => {
    const keyed = () => [testEvent('Paid', {}, { metadata: testMetadata({ idempotencyKey: 'pay-2' }) })];
    const results = await Promise.allSettled([
      store.append('other-1', [testEvent('First', {})], { expectedVersion: 'no_stream' }),
      store.append('pay-2', keyed(), { expectedVersion: 4 }),
      store.append('pay-2', keyed(), { expectedVersion: 'no_stream' }),
      store.append('pay-2', keyed(), { expectedVersion: 'no_stream' }),
      // The same key on another stream is another key.
      store.append('pay-2b', keyed(), { expectedVersion: 'no_stream' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ expected: 4, actual: 'no_stream' });
    const [, , written, again, other] = results.map((r) => (r.status === 'fulfilled' ? r.value : null));
    expect(answer(written)).toEqual({ nextVersion: 0, globalPositions: [2], duplicate: false });
    // Answered as a duplicate before its (now stale) expected version is looked at, as alone.
    expect(again).toEqual({ ...written, duplicate: true, events: [] });
    expect(answer(other)).toEqual({ nextVersion: 0, globalPositions: [3], duplicate: false });
    expect(await store.readStream('pay-2')).toHaveLength(1);
  });

  it('answers a key recorded before the batch as a duplicate and checks the next append against it', async () => {
    const keyed = () => [testEvent('Paid', {}, { metadata: testMetadata({ idempotencyKey: 'pay-3' }) })];
    const before = await store.append('pay-3', keyed(), { expectedVersion: 'no_stream' });
    const [, repeat, next] = await Promise.all([
      store.append('other-1', [testEvent('First', {})], { expectedVersion: 'no_stream' }),
      store.append('pay-3', keyed(), { expectedVersion: 'no_stream' }),
      store.append('pay-3', [testEvent('Next', {})], { expectedVersion: 0 }),
    ]);
    expect(repeat).toEqual({ ...before, duplicate: true, events: [] });
    expect(answer(next)).toEqual({ nextVersion: 1, globalPositions: [3], duplicate: false });
  });

  it('moves no version and records no key for an append without events in a batch', async () => {
    const key = { metadata: testMetadata({ idempotencyKey: 'empty-key' }) };
    const [, empty, first, keyed] = await Promise.all([
      store.append('other-1', [testEvent('First', {})], { expectedVersion: 'no_stream' }),
      store.append('empty-1', [], { expectedVersion: 'no_stream' }),
      store.append('empty-1', [testEvent('One', {})], { expectedVersion: 'no_stream' }),
      store.append('empty-1', [testEvent('Two', {}, key)], { expectedVersion: 0 }),
    ]);
    expect(answer(empty)).toEqual({ nextVersion: -1, globalPositions: [], duplicate: false });
    expect(answer(first)).toEqual({ nextVersion: 0, globalPositions: [2], duplicate: false });
    expect(answer(keyed)).toEqual({ nextVersion: 1, globalPositions: [3], duplicate: false });
  });

  it('commits the rest of a batch when one append in it fails in the database', async () => {
    const reused = randomUUID();
    await store.append('taken-1', [testEvent('Taken', {}, { eventId: reused })], {
      expectedVersion: 'no_stream',
    });
    const results = await Promise.allSettled([
      store.append('other-1', [testEvent('First', {})], { expectedVersion: 'no_stream' }),
      store.append('good-1', [testEvent('Good', {})], { expectedVersion: 'no_stream' }),
      store.append('bad-1', [testEvent('Bad', {}, { eventId: reused })], { expectedVersion: 'no_stream' }),
      store.append('good-2', [testEvent('Good', {})], { expectedVersion: 'no_stream' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(InvalidAppendError);
    expect(await store.readStream('bad-1')).toEqual([]);
    expect(await store.readStream('good-1')).toHaveLength(1);
    expect(await store.readStream('good-2')).toHaveLength(1);
    // The failed batch left no session holding the position lock.
    const { rows } = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 74210002",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('still runs the beforeCommit hook for every append, each in its own transaction', async () => {
    const seen: Array<{ stream: string; globalPositions: number[] }> = [];
    const hooked = new PostgresEventStore({
      pool,
      appendSlots: 1,
      testHooks: { beforeCommit: async (append) => void seen.push(append) },
    });
    try {
      await Promise.all(
        ['h-1', 'h-2', 'h-3'].map((s) =>
          hooked.append(s, [testEvent('H', {})], { expectedVersion: 'no_stream' }),
        ),
      );
    } finally {
      await hooked.close();
    }
    expect(seen.map((s) => s.stream).sort()).toEqual(['h-1', 'h-2', 'h-3']);
    expect(new Set((await transactionsOf(['h-1', 'h-2', 'h-3'])).values()).size).toBe(3);
  });
  it("tries an 'any' append again when another writer takes its version first", async () => {
    // A holds its append open after inserting version 0; B, expecting any version, also computes
    // version 0 and waits on A's row. When A commits, B meets the unique (stream, version) net.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let inserted!: () => void;
    const insertedByA = new Promise<void>((r) => {
      inserted = r;
    });
    const a = new PostgresEventStore({
      pool,
      testHooks: {
        beforeCommit: async () => {
          inserted();
          await held;
        },
      },
    });
    try {
      const first = a.append('raced', [testEvent('A', {})], { expectedVersion: 'any' });
      await insertedByA;
      const second = store.append('raced', [testEvent('B', {})], { expectedVersion: 'any' });
      for (;;) {
        const { rows } = await pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%append_events%'",
        );
        if (rows[0]!.n > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      release();
      expect((await first).nextVersion).toBe(0);
      expect((await second).nextVersion).toBe(1);
    } finally {
      release();
      await a.close();
    }
    expect((await store.readStream('raced')).map((e) => e.type)).toEqual(['A', 'B']);
  });
});
