import type { Actor } from '@esm/core/eventstore/port';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projector } from './projector';
import { ensureReadModels } from './rebuild';
import { ProjectionRunner } from './runner';
import { openReadModelTestDb, type ReadModelTestDb } from './testing/read-model-db';
import { ProjectionProgress } from './wait-for-projections';

/**
 * Read-your-writes across processes (an API process beside the projections process): the
 * requests waiting at once share one poll of the checkpoints, however many they are.
 */
const system: Actor = { kind: 'system', name: 'test' };

let db: ReadModelTestDb;
let runner: ProjectionRunner;
let open: () => void = () => {};
const gate = { wait: Promise.resolve() };

/** One read model that holds its transaction until the test opens the gate. */
const held: Projector = {
  name: 'held',
  version: 1,
  tables: ['held_rows'],
  ddl: 'CREATE TABLE held_rows (position bigint PRIMARY KEY);',
  handles: ['HeldThing'],
  async apply(event, client) {
    await gate.wait;
    await client.query('INSERT INTO held_rows (position) VALUES ($1)', [event.globalPosition]);
  },
};

beforeAll(async () => {
  db = await openReadModelTestDb();
  gate.wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  await ensureReadModels({ pool: db.pool, store: db.store, projectors: [held] });
  runner = new ProjectionRunner({ pool: db.pool, store: db.store, projectors: [held] });
  await runner.start();
});
afterAll(async () => {
  open();
  await runner?.stop();
  await db?.close();
});

/** The pool as the waiting process sees it, counting the statements it is sent. */
function countedPool(): { pool: pg.Pool; statements: () => number } {
  let statements = 0;
  const pool = {
    query: (...args: Parameters<pg.Pool['query']>) => {
      statements++;
      return (db.pool.query as (...a: unknown[]) => unknown)(...args);
    },
  } as unknown as pg.Pool;
  return { pool, statements: () => statements };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('requests waiting in another process than the runner', () => {
  it('share one poll: twenty waiting requests read the checkpoints as often as one', async () => {
    const appended = await db.store.append(
      'held-1',
      [{ type: 'HeldThing', data: {}, metadata: { actor: system, correlationId: 'c-1' } }],
      { expectedVersion: 'any' },
    );
    const position = appended.globalPositions.at(-1)!;
    const { pool, statements } = countedPool();
    const remote = new ProjectionProgress(pool, undefined, [held]);
    const started = Date.now();
    let answered = 0;
    const waits = Array.from({ length: 20 }, () =>
      remote.waitFor(position, { timeoutMs: 10_000 }).then((reached) => {
        answered++;
        return reached;
      }),
    );
    // Twenty requests whose read model is held: none is answered while it is.
    await sleep(400);
    expect(answered).toBe(0);

    open();
    expect(await Promise.all(waits)).toEqual(Array(20).fill(true));
    // One poll every 25 ms at most, each reading the active schema and then its checkpoints: a
    // poll per request would be twenty times as many.
    const polls = (Date.now() - started) / 25 + 2;
    expect(statements()).toBeLessThanOrEqual(2 * polls);
  });

  it('times out a request alone, and answers one that starts waiting while a poll is on its way', async () => {
    gate.wait = new Promise<void>((resolve) => {
      open = resolve;
    });
    const appended = await db.store.append(
      'held-2',
      [{ type: 'HeldThing', data: {}, metadata: { actor: system, correlationId: 'c-2' } }],
      { expectedVersion: 'any' },
    );
    const position = appended.globalPositions.at(-1)!;
    const remote = new ProjectionProgress(db.pool, undefined, [held]);
    const patient = remote.waitFor(position, { timeoutMs: 10_000 });
    expect(await remote.waitFor(position, { timeoutMs: 100 })).toBe(false);
    // Joins the polling already under way, a few milliseconds apart.
    const late = Array.from({ length: 5 }, (_, i) =>
      sleep(i * 7).then(() => remote.waitFor(position, { timeoutMs: 10_000 })),
    );
    await sleep(100);
    open();
    expect(await patient).toBe(true);
    expect(await Promise.all(late)).toEqual(Array(5).fill(true));
    // Already there: a request with a millisecond to wait still looks once, as one polling alone did.
    expect(await remote.waitFor(position, { timeoutMs: 1 })).toBe(true);
  });

  it('tells every waiting request when the database does not answer, then polls again', async () => {
    let failing = true;
    const pool = {
      query: (...args: unknown[]) =>
        failing
          ? Promise.reject(new Error('Connection terminated unexpectedly'))
          : (db.pool.query as (...a: unknown[]) => unknown)(...args),
    } as unknown as pg.Pool;
    const remote = new ProjectionProgress(pool, undefined, [held]);
    const head = Number((await db.pool.query('SELECT max(global_position) AS p FROM es.events')).rows[0].p);
    const results = await Promise.allSettled([
      remote.waitFor(head, { timeoutMs: 1000 }),
      remote.waitFor(head, { timeoutMs: 1000 }),
    ]);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.value))).toEqual([
      'Error: Connection terminated unexpectedly',
      'Error: Connection terminated unexpectedly',
    ]);
    failing = false;
    expect(await remote.waitFor(head, { timeoutMs: 5000 })).toBe(true);
  });
});
