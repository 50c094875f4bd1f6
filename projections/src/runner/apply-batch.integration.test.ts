import type { RecordedEvent } from '@esm/core/eventstore/port';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyBatch, ReadModelSwitchedError } from './apply-batch';
import { catchUp } from './catch-up';
import type { Projector } from './projector';
import { checkpointsOf, createReadModelSchema, switchActive } from './read-model-schema';
import { Gate } from './testing/gate';
import { openReadModelTestDb, type ReadModelTestDb } from './testing/read-model-db';
import { type TallyHooks, tallyProjectors, tallyRows } from './testing/tally-projectors';

let db: ReadModelTestDb;
let events: RecordedEvent[];
let head: number;
const hooks: TallyHooks = {};
const projectors = tallyProjectors(hooks);

beforeAll(async () => {
  db = await openReadModelTestDb();
  head = await db.appendCounts(40);
  events = await db.store.readAll({ fromPosition: 0, batch: 1000 });
});
afterAll(() => db.close());

/** What a clean replay of the whole log produces. */
async function cleanRows() {
  const schema = await createReadModelSchema(db.pool, tallyProjectors());
  await catchUp({ pool: db.pool, store: db.store, schema, projectors: tallyProjectors(), until: head });
  return tallyRows(db.pool, schema);
}

describe('applyBatch: rows and checkpoint in one transaction', () => {
  it('makes a projector’s rows visible only together with its checkpoint', async () => {
    const schema = await createReadModelSchema(db.pool, projectors);
    const gate = new Gate();
    hooks.beforeApply = async (projector, event) => {
      if (projector === 'tallies' && event.globalPosition === events[30]!.globalPosition) await gate.pass();
    };
    const applying = applyBatch({ pool: db.pool, schema, projectors, events });
    await gate.arrived;
    // Thirty events' rows are written inside the open transaction: none may be visible yet.
    const during = await db.pool.query(`SELECT count(*)::int AS n FROM ${schema}.tallies`);
    expect(during.rows[0].n).toBe(0);
    expect((await checkpointsOf(db.pool, schema)).get('tallies')).toBe(0);
    gate.open();
    const after = await applying;
    hooks.beforeApply = undefined;
    expect(after.get('tallies')).toBe(head);
    expect((await checkpointsOf(db.pool, schema)).get('tallies')).toBe(head);
    expect(await tallyRows(db.pool, schema)).toEqual(await cleanRows());
  });

  it('rolls back a failing projector’s part of the batch and keeps the others’ committed parts', async () => {
    const schema = await createReadModelSchema(db.pool, projectors);
    const failAt = events[25]!.globalPosition;
    hooks.beforeApply = (projector, event) => {
      if (projector === 'entries' && event.globalPosition === failAt) throw new Error('disk full');
    };
    await expect(applyBatch({ pool: db.pool, schema, projectors, events })).rejects.toThrow('disk full');
    hooks.beforeApply = undefined;
    const checkpoints = await checkpointsOf(db.pool, schema);
    expect(checkpoints.get('tallies')).toBe(head);
    expect(checkpoints.get('entries')).toBe(0);
    const entries = await db.pool.query(`SELECT count(*)::int AS n FROM ${schema}.entries`);
    expect(entries.rows[0].n).toBe(0);

    // Redelivery of the same batch (at-least-once) applies only what is missing.
    await applyBatch({ pool: db.pool, schema, projectors, events });
    expect(await tallyRows(db.pool, schema)).toEqual(await cleanRows());
  });

  it('skips events at or below the checkpoint, so a redelivered batch changes nothing', async () => {
    const schema = await createReadModelSchema(db.pool, projectors);
    await applyBatch({ pool: db.pool, schema, projectors, events: events.slice(0, 20) });
    await applyBatch({ pool: db.pool, schema, projectors, events: events.slice(10, 30) });
    await applyBatch({ pool: db.pool, schema, projectors, events });
    await applyBatch({ pool: db.pool, schema, projectors, events });
    expect(await tallyRows(db.pool, schema)).toEqual(await cleanRows());
  });

  it('stops each projector at its own stop position', async () => {
    const schema = await createReadModelSchema(db.pool, projectors);
    const stopAt = new Map([
      ['tallies', events[9]!.globalPosition],
      ['entries', events[19]!.globalPosition],
    ]);
    const after = await applyBatch({ pool: db.pool, schema, projectors, events, stopAt });
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(stopAt));
    const { rows } = await db.pool.query(`SELECT sum(events)::int AS n FROM ${schema}.tallies`);
    expect(rows[0].n).toBe(events.slice(0, 10).filter((e) => e.type === 'Counted').length);
  });

  it('refuses to write into a schema that is no longer the active one', async () => {
    const active = await createReadModelSchema(db.pool, projectors);
    const other = await createReadModelSchema(db.pool, projectors);
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await switchActive(client, active, projectors);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await expect(
      applyBatch({ pool: db.pool, schema: other, projectors, events, requireActive: true }),
    ).rejects.toBeInstanceOf(ReadModelSwitchedError);
    expect((await checkpointsOf(db.pool, other)).get('tallies')).toBe(0);
    await applyBatch({ pool: db.pool, schema: active, projectors, events, requireActive: true });
    expect((await checkpointsOf(db.pool, active)).get('tallies')).toBe(head);
  });
});

/** A projector for an event type the log never holds: every batch is idle for it. */
const bystander = (name: string): Projector => ({
  name,
  version: 1,
  ddl: `CREATE TABLE ${name} (id text PRIMARY KEY)`,
  tables: [name],
  handles: ['NeverRecorded'],
  async apply() {
    throw new Error(`${name} was given an event it does not handle`);
  },
});

describe('applyBatch: projectors with nothing in the batch', () => {
  const withBystanders = [...projectors, bystander('quiet_one'), bystander('quiet_two')];

  it('move their checkpoints together in one transaction, to where the others end', async () => {
    const schema = await createReadModelSchema(db.pool, withBystanders);
    const connect = vi.spyOn(db.pool, 'connect');
    try {
      const after = await applyBatch({ pool: db.pool, schema, projectors: withBystanders, events });
      // One connection for each of the two busy projectors, one for both idle ones.
      expect(connect).toHaveBeenCalledTimes(3);
      expect(after.get('quiet_one')).toBe(head);
    } finally {
      connect.mockRestore();
    }
    const checkpoints = await checkpointsOf(db.pool, schema);
    expect([checkpoints.get('quiet_one'), checkpoints.get('quiet_two')]).toEqual([head, head]);
    expect(await tallyRows(db.pool, schema)).toEqual(await cleanRows());
  });

  it('never move a checkpoint backwards or past its own stop position', async () => {
    const schema = await createReadModelSchema(db.pool, withBystanders);
    await applyBatch({ pool: db.pool, schema, projectors: withBystanders, events });
    const stop = events[9]!.globalPosition;
    const after = await applyBatch({
      pool: db.pool,
      schema,
      projectors: withBystanders,
      events: events.slice(0, 20),
      stopAt: new Map([['quiet_two', stop]]),
    });
    expect([after.get('quiet_one'), after.get('quiet_two')]).toEqual([head, head]);

    const fresh = await createReadModelSchema(db.pool, withBystanders);
    const stopped = await applyBatch({
      pool: db.pool,
      schema: fresh,
      projectors: withBystanders,
      events,
      stopAt: new Map([['quiet_two', stop]]),
    });
    expect([stopped.get('quiet_one'), stopped.get('quiet_two')]).toEqual([head, stop]);
  });

  it('stay where they were when the schema is no longer the active one', async () => {
    const active = await createReadModelSchema(db.pool, withBystanders);
    const other = await createReadModelSchema(db.pool, withBystanders);
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await switchActive(client, active, withBystanders);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await expect(
      applyBatch({ pool: db.pool, schema: other, projectors: withBystanders, events, requireActive: true }),
    ).rejects.toBeInstanceOf(ReadModelSwitchedError);
    expect((await checkpointsOf(db.pool, other)).get('quiet_one')).toBe(0);
  });
});
