import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUp } from './catch-up';
import { checkDrift } from './drift-check';
import { activeReadModel, createReadModelSchema } from './read-model-schema';
import { ensureReadModels, rebuildBlueGreen } from './rebuild';
import { ProjectionRunner } from './runner';
import { eventually } from './testing/gate';
import { openReadModelTestDb, type ReadModelTestDb } from './testing/read-model-db';
import { tallyProjectors, tallyRows } from './testing/tally-projectors';
import { ProjectionProgress } from './wait-for-projections';

let db: ReadModelTestDb;
beforeAll(async () => {
  db = await openReadModelTestDb();
});
afterAll(() => db.close());

async function cleanRows(until: number) {
  const projectors = tallyProjectors();
  const schema = await createReadModelSchema(db.pool, projectors, 'rm_clean');
  await catchUp({ pool: db.pool, store: db.store, schema, projectors, until });
  return tallyRows(db.pool, schema);
}

describe('blue-green rebuild while the live runner runs', () => {
  it('switches to the new schema with no event lost or applied twice', async () => {
    const projectors = tallyProjectors();
    await ensureReadModels({ pool: db.pool, store: db.store, projectors });
    await db.appendCounts(400);
    const runner = new ProjectionRunner({ pool: db.pool, store: db.store, projectors, batchSize: 25 });
    await runner.start();
    try {
      // Appends keep coming before, during and after the switch.
      let writing = true;
      const writer = (async () => {
        while (writing) await db.appendCounts(5);
      })();
      const before = (await activeReadModel(db.pool))!.schema;
      const progress: number[] = [];
      const schema = await rebuildBlueGreen({
        pool: db.pool,
        store: db.store,
        projectors,
        onProgress: (done) => progress.push(done),
      });
      await db.appendCounts(50);
      writing = false;
      await writer;
      // Every append has committed; the feed shows the last of them once no older transaction
      // (the live runner's batch, say) is still open.
      const { rows } = await db.pool.query<{ last: string }>(
        'SELECT max(global_position) AS last FROM es.events',
      );
      const head = Number(rows[0]!.last);
      await eventually(
        async () => (await db.store.headPosition()) === head,
        'every committed event to be readable',
      );

      expect(schema).not.toBe(before);
      expect((await activeReadModel(db.pool))!.schema).toBe(schema);
      expect(progress.length).toBeGreaterThan(1);
      // The old schema is gone; the live runner moved over to the new one and caught up.
      const old = await db.pool.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [before]);
      expect(old.rowCount).toBe(0);
      await eventually(() => runner.currentPosition >= head, 'the live runner to catch up on the new schema');
      expect(await tallyRows(db.pool, schema)).toEqual(await cleanRows(head));
      // The views the site reads point at the new schema.
      const viaView = await db.pool.query('SELECT count(*)::int AS n FROM rm.entries');
      const direct = await db.pool.query(`SELECT count(*)::int AS n FROM ${schema}.entries`);
      expect(viaView.rows[0].n).toBe(direct.rows[0].n);
    } finally {
      await runner.stop();
    }
  });
});

describe('drift check', () => {
  it('finds 0 differences on a faithful read model, and every altered, deleted or added row', async () => {
    const projectors = tallyProjectors();
    const clean = await checkDrift({ pool: db.pool, store: db.store, projectors });
    expect(clean.differences).toEqual([]);
    expect(clean.rowsCompared).toBeGreaterThan(0);

    const { schema } = (await activeReadModel(db.pool))!;
    await db.pool.query(`UPDATE ${schema}.tallies SET total = total + 1 WHERE stream = 'counter-3'`);
    await db.pool.query(
      `DELETE FROM ${schema}.entries WHERE ctid = (SELECT ctid FROM ${schema}.entries WHERE stream = 'counter-5' LIMIT 1)`,
    );
    await db.pool.query(`INSERT INTO ${schema}.entries (stream, amount, doc) VALUES ('forged', 9, '{}')`);
    const drift = await checkDrift({ pool: db.pool, store: db.store, projectors });
    const summary = drift.differences.map((d) => `${d.table}:${d.side}:${String(d.row.stream)}`).sort();
    expect(summary).toEqual([
      'entries:live:forged',
      'entries:rebuilt:counter-5',
      'tallies:live:counter-3',
      'tallies:rebuilt:counter-3',
    ]);
    // The scratch schema is dropped afterwards.
    const scratch = await db.pool.query("SELECT 1 FROM pg_namespace WHERE nspname LIKE 'rm_check_%'");
    expect(scratch.rowCount).toBe(0);
  });
});

describe('read-your-writes wait', () => {
  it('answers once the runner has passed the position, and gives up (bounded) when it cannot', async () => {
    const projectors = tallyProjectors();
    await rebuildBlueGreen({ pool: db.pool, store: db.store, projectors });
    const runner = new ProjectionRunner({ pool: db.pool, store: db.store, projectors });
    await runner.start();
    const local = new ProjectionProgress(db.pool, runner);
    const remote = new ProjectionProgress(db.pool);
    const { schema } = (await activeReadModel(db.pool))!;
    try {
      const head = await db.appendCounts(1, { streams: 1 });
      expect(await local.waitFor(head, { timeoutMs: 5000 })).toBe(true);
      // Waiting returned only after the row was there: read-your-writes.
      const row = await db.pool.query(
        `SELECT 1 FROM ${schema}.entries WHERE (doc->>'position')::bigint = $1`,
        [head],
      );
      expect(row.rowCount).toBe(1);
      const next = await db.appendCounts(1, { streams: 1 });
      expect(await remote.waitFor(next, { timeoutMs: 5000 })).toBe(true);
      expect(await remote.lowestCheckpoint()).toBeGreaterThanOrEqual(next);
    } finally {
      await runner.stop();
    }
    // With the runner stopped, nothing passes the new event: the wait ends at its bound.
    const stuck = await db.appendCounts(1, { streams: 1 });
    const started = Date.now();
    expect(await local.waitFor(stuck, { timeoutMs: 300 })).toBe(false);
    expect(await remote.waitFor(stuck, { timeoutMs: 300 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
