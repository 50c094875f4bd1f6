import type { Actor } from '@esm/core/eventstore/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projector } from './projector';
import { ensureReadModels } from './rebuild';
import { ProjectionRunner } from './runner';
import { openReadModelTestDb, type ReadModelTestDb } from './testing/read-model-db';
import { ProjectionProgress } from './wait-for-projections';

const system: Actor = { kind: 'system', name: 'test' };

/** A read model per event type; the `slow` one holds its transaction until the test opens the gate. */
function gatedProjectors(gate: { wait: Promise<void> }): Projector[] {
  const projector = (name: string, type: string, before?: () => Promise<void>): Projector => ({
    name,
    version: 1,
    tables: [`${name}_rows`],
    ddl: `CREATE TABLE ${name}_rows (position bigint PRIMARY KEY);`,
    handles: [type],
    async apply(event, db) {
      await before?.();
      await db.query(`INSERT INTO ${name}_rows (position) VALUES ($1)`, [event.globalPosition]);
    },
  });
  return [projector('fast', 'FastThing', undefined), projector('slow', 'SlowThing', () => gate.wait)];
}

let db: ReadModelTestDb;
let open: () => void;
const gate = { wait: Promise.resolve() };
let projectors: Projector[];
beforeAll(async () => {
  db = await openReadModelTestDb();
  gate.wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  projectors = gatedProjectors(gate);
  await ensureReadModels({ pool: db.pool, store: db.store, projectors });
});
afterAll(async () => {
  open();
  await db?.close();
});

const append = async (type: string) => {
  const result = await db.store.append(
    `thing-${type}`,
    [{ type, data: {}, metadata: { actor: system, correlationId: `c-${type}` } }],
    { expectedVersion: 'any' },
  );
  return result.globalPositions.at(-1)!;
};

const rowsOf = async (name: string) =>
  (await db.pool.query(`SELECT position FROM rm.${name}_rows`)).rows.map((r) => Number(r.position));

describe('read-your-writes scoped to the read models a write changes', () => {
  it('answers once the read models handling the events show them, not when unrelated ones catch up', async () => {
    // Someone else's write that a slow read model is stuck on, then ours, read in one batch.
    await append('SlowThing');
    const ours = await append('FastThing');
    const runner = new ProjectionRunner({ pool: db.pool, store: db.store, projectors });
    await runner.start();
    const local = new ProjectionProgress(db.pool, runner, projectors);
    const remote = new ProjectionProgress(db.pool, undefined, projectors);
    try {
      expect(await local.waitFor(ours, { timeoutMs: 5000, scope: { eventTypes: ['FastThing'] } })).toBe(true);
      // It answered because our read model shows the write, not before.
      expect(await rowsOf('fast')).toContain(ours);
      expect(await rowsOf('slow')).toEqual([]);
      expect(await remote.waitFor(ours, { timeoutMs: 5000, scope: { eventTypes: ['FastThing'] } })).toBe(
        true,
      );

      // Without a scope (and for a scope the slow read model handles) the wait still covers it.
      expect(await local.waitFor(ours, { timeoutMs: 300 })).toBe(false);
      expect(await remote.waitFor(ours, { timeoutMs: 300 })).toBe(false);
      expect(await local.waitFor(ours, { timeoutMs: 300, scope: { eventTypes: ['SlowThing'] } })).toBe(false);

      // Events no read model handles have nothing to wait for.
      expect(await local.waitFor(ours + 1000, { timeoutMs: 300, scope: { eventTypes: ['Unseen'] } })).toBe(
        true,
      );

      open();
      expect(await local.waitFor(ours, { timeoutMs: 5000 })).toBe(true);
      expect(await rowsOf('slow')).toHaveLength(1);
      expect(await remote.waitFor(ours, { timeoutMs: 5000 })).toBe(true);
    } finally {
      open();
      await runner.stop();
    }
  });
});
