import type { EventStore } from '@esm/core/eventstore/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATCH_UP_LOOKAHEAD, catchUp } from './catch-up';
import type { Projector } from './projector';
import { checkpointsOf, createReadModelSchema } from './read-model-schema';
import { eventually, Gate } from './testing/gate';
import { openReadModelTestDb, type ReadModelTestDb } from './testing/read-model-db';
import { type TallyHooks, tallyProjectors, tallyRows } from './testing/tally-projectors';

/**
 * Catching up (a rebuild's replay, the drift check) runs each projector along the log on its own:
 * a projector with a long batch must not hold the others back, every projector still applies the
 * batches in log order, each with its checkpoint, and the end is exactly a clean replay.
 */
let db: ReadModelTestDb;
let head: number;
const BATCH = 10;

beforeAll(async () => {
  db = await openReadModelTestDb();
  head = await db.appendCounts(60, { streams: 4 });
});
afterAll(() => db.close());

/** What a clean replay of the whole log produces, batch by batch with nothing held. */
async function cleanRows() {
  const schema = await createReadModelSchema(db.pool, tallyProjectors());
  await catchUp({
    pool: db.pool,
    store: db.store,
    schema,
    projectors: tallyProjectors(),
    until: head,
    batchSize: BATCH,
  });
  return tallyRows(db.pool, schema);
}

/** The store, counting the batches read from it. */
function countingReads(store: EventStore) {
  const counter = { reads: 0, store: store as EventStore };
  counter.store = new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'readAll')
        return (options: Parameters<EventStore['readAll']>[0]) => {
          counter.reads += 1;
          return target.readAll(options);
        };
      return Reflect.get(target, key, receiver);
    },
  });
  return counter;
}

describe('catching up, each projector on its own', () => {
  it('lets the others go on while one projector holds a batch, and ends as a clean replay', async () => {
    const hooks: TallyHooks = {};
    const projectors = tallyProjectors(hooks);
    const schema = await createReadModelSchema(db.pool, projectors);
    const gate = new Gate();
    const log = await db.store.readAll({ fromPosition: 0, batch: 2 * BATCH + 1 });
    const firstOfSecondBatch = log[BATCH]!;
    const firstOfThirdBatch = log[2 * BATCH]!;
    hooks.beforeApply = async (projector, event) => {
      if (projector === 'entries' && event.globalPosition === firstOfSecondBatch.globalPosition)
        await gate.pass();
    };
    const counter = countingReads(db.store);
    const catching = catchUp({
      pool: db.pool,
      store: counter.store,
      schema,
      projectors,
      until: head,
      batchSize: BATCH,
    });
    await gate.arrived;
    // entries is stuck in its second batch; tallies goes on, as far as the reader may run ahead.
    await eventually(
      async () =>
        ((await checkpointsOf(db.pool, schema)).get('tallies') ?? 0) >= firstOfThirdBatch.globalPosition,
      'tallies past the batch entries is stuck in',
    );
    expect((await checkpointsOf(db.pool, schema)).get('entries')).toBeLessThan(
      firstOfSecondBatch.globalPosition,
    );
    // The reader stays a few batches ahead of the slowest projector, never the whole log.
    await new Promise((r) => setTimeout(r, 100));
    expect(counter.reads).toBeLessThanOrEqual(2 + CATCH_UP_LOOKAHEAD + 1);
    gate.open();
    await catching;
    const checkpoints = await checkpointsOf(db.pool, schema);
    expect([...checkpoints.values()]).toEqual([head, head]);
    expect(await tallyRows(db.pool, schema)).toEqual(await cleanRows());
  });

  it('fails when a projector fails, with every transaction settled, and resumes from the checkpoints', async () => {
    const hooks: TallyHooks = {};
    const projectors = tallyProjectors(hooks);
    const schema = await createReadModelSchema(db.pool, projectors);
    // The 34th event is a Counted one (every fifth is of a type the projectors ignore).
    const failing = (await db.store.readAll({ fromPosition: 0, batch: 34 }))[33]!;
    hooks.beforeApply = (projector, event) => {
      if (projector === 'tallies' && event.globalPosition === failing.globalPosition) throw new Error('boom');
    };
    await expect(
      catchUp({ pool: db.pool, store: db.store, schema, projectors, until: head, batchSize: BATCH }),
    ).rejects.toThrow('boom');
    // Nothing of the failed batch is kept: tallies stops at the batch before it.
    expect((await checkpointsOf(db.pool, schema)).get('tallies')).toBeLessThan(failing.globalPosition);
    const open = await db.pool.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state LIKE 'idle in transaction%' AND datname = current_database()",
    );
    expect(open.rows[0].n).toBe(0);
    hooks.beforeApply = undefined;
    await catchUp({ pool: db.pool, store: db.store, schema, projectors, until: head, batchSize: BATCH });
    expect(await tallyRows(db.pool, schema)).toEqual(await cleanRows());
  });

  it('stops each projector at its own position, and moves one that handles nothing there too', async () => {
    const idle: Projector = {
      name: 'idle',
      version: 1,
      tables: ['idle_rows'],
      ddl: 'CREATE TABLE idle_rows (n int);',
      handles: ['NeverAppended'],
      async apply() {},
    };
    const projectors = [...tallyProjectors(), idle];
    const schema = await createReadModelSchema(db.pool, projectors);
    const stopAt = new Map([
      ['tallies', head - 17],
      ['entries', head - 3],
      ['idle', head - 5],
    ]);
    await catchUp({ pool: db.pool, store: db.store, schema, projectors, until: stopAt, batchSize: BATCH });
    const checkpoints = await checkpointsOf(db.pool, schema);
    expect(Object.fromEntries(checkpoints)).toEqual({
      tallies: head - 17,
      entries: head - 3,
      idle: head - 5,
    });
  });
});
