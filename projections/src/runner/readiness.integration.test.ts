import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUp } from './catch-up';
import { checkReadiness } from './readiness';
import { ensureReadModels } from './rebuild';
import { eventually } from './testing/gate';
import { openReadModelTestDb, type ReadModelTestDb } from './testing/read-model-db';
import { tallyProjectors } from './testing/tally-projectors';

let db: ReadModelTestDb;
beforeAll(async () => {
  db = await openReadModelTestDb();
});
afterAll(() => db.close());

describe('readiness', () => {
  it('is not ready before any read model exists', async () => {
    const readiness = await checkReadiness({ pool: db.pool, store: db.store, maxLag: 10 });
    expect(readiness).toMatchObject({
      ready: false,
      checks: { database: { ok: true }, eventStore: { ok: true, head: 0 }, projections: { ok: false } },
    });
  });

  it('reports each projection’s lag behind the head, and is unready past the threshold', async () => {
    const projectors = tallyProjectors();
    const { schema } = await ensureReadModels({ pool: db.pool, store: db.store, projectors });
    const head = await db.appendCounts(30);
    // The head shows the appends once no older transaction in the cluster is still in flight.
    await eventually(async () => (await db.store.headPosition()) === head, 'the head at the last append');
    const behind = await checkReadiness({ pool: db.pool, store: db.store, maxLag: 10 });
    expect(behind).toEqual({
      ready: false,
      checks: {
        database: { ok: true },
        eventStore: { ok: true, head },
        projections: { ok: false, maxLag: 10, lag: { tallies: head, entries: head } },
      },
    });
    // Within the threshold the same lag is fine.
    expect((await checkReadiness({ pool: db.pool, store: db.store, maxLag: head })).ready).toBe(true);

    await catchUp({ pool: db.pool, store: db.store, schema, projectors, until: head - 5 });
    const caughtUp = await checkReadiness({ pool: db.pool, store: db.store, maxLag: 10 });
    expect(caughtUp.ready).toBe(true);
    expect(caughtUp.checks.projections.lag).toEqual({ tallies: 5, entries: 5 });
  });

  it('reports a runner that is retrying as unready, and a stand-by as ready', async () => {
    const check = (state: 'retrying' | 'standing by') =>
      checkReadiness({ pool: db.pool, store: db.store, maxLag: 1000, runner: () => state });
    expect(await check('retrying')).toMatchObject({
      ready: false,
      checks: { projections: { runner: 'retrying' } },
    });
    expect(await check('standing by')).toMatchObject({ ready: true });
  });

  it('is unready when the database does not answer, without waiting longer than its bound', async () => {
    const pool = { query: () => new Promise(() => {}) } as unknown as typeof db.pool;
    const started = Date.now();
    const readiness = await checkReadiness({ pool, store: db.store, maxLag: 10, timeoutMs: 200 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(readiness.ready).toBe(false);
    expect(readiness.checks.database).toEqual({ ok: false, error: 'no answer within 200 ms' });
  });
});
