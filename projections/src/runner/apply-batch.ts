import type { RecordedEvent } from '@esm/core/eventstore/port';
import type pg from 'pg';
import type { Projector } from './projector';
import { quoteIdent } from './read-model-schema';

export class ReadModelSwitchedError extends Error {
  constructor(readonly expected: string) {
    super(`The active read model is no longer ${expected}`);
  }
}

/** Where one batch of events goes: a read-model schema, and how far each projector may go. */
export interface BatchTarget {
  pool: pg.Pool;
  schema: string;
  events: readonly RecordedEvent[];
  /** Live runners check the schema is still the active one, under the meta row's share lock. */
  requireActive?: boolean;
  /** Per projector: never apply beyond this position (drift check stops where the live run is). */
  stopAt?: ReadonlyMap<string, number>;
}

/**
 * Applies a batch of events to every projector of one read-model schema. Each projector gets
 * its own transaction holding its rows and its checkpoint, so a crash anywhere leaves every
 * projector either fully before or fully after its part of the batch. Projectors run
 * concurrently, each on its own connection, at most `concurrency` at a time; a batchable
 * projector gets all its handled events of the batch in one `applyBatch` call.
 * Returns each projector's checkpoint afterwards.
 */
export async function applyBatch(
  options: BatchTarget & {
    projectors: readonly Projector[];
    /** Projectors applied at the same time, each on its own connection (default: see defaultConcurrency). */
    concurrency?: number;
    /** Called as each projector's transaction commits, before the rest of the batch is done. */
    onApplied?: (projector: string, position: number) => void;
  },
): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  // Most projectors handle none of a typical batch's events; they only move their checkpoints,
  // and do so together in one transaction rather than one transaction each.
  const idle = options.projectors.filter((projector) => !handlesAny(options, projector));
  const jobs: Array<() => Promise<void>> = options.projectors
    .filter((projector) => !idle.includes(projector))
    .map((projector) => async () => {
      const position = await applyToProjector(options, projector);
      result.set(projector.name, position);
      options.onApplied?.(projector.name, position);
    });
  if (idle.length > 0) {
    jobs.push(async () => {
      for (const [name, position] of await moveIdleCheckpoints(options, idle)) {
        result.set(name, position);
        options.onApplied?.(name, position);
      }
    });
  }
  const limit = Math.max(1, Math.min(options.concurrency ?? defaultConcurrency(options.pool), jobs.length));
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < jobs.length && errors.length === 0) {
      const job = jobs[next++]!;
      try {
        await job();
      } catch (error) {
        errors.push(error);
      }
    }
  };
  // Every worker finishes (commits or rolls back) before this returns, so no transaction is left
  // running behind a caller that retries.
  await Promise.all(Array.from({ length: limit }, worker));
  if (errors.length > 0) throw errors[0];
  return result;
}

/**
 * Leaves two of the pool's connections to everyone else (requests, the rebuild's lock holder)
 * and uses at most four: the database, not the runner, is what one more connection would load.
 */
export function defaultConcurrency(pool: pg.Pool): number {
  return Math.max(1, Math.min(4, (pool.options.max ?? 10) - 2));
}

const handledSets = new WeakMap<Projector, ReadonlySet<string>>();
function handledTypes(projector: Projector): ReadonlySet<string> {
  let set = handledSets.get(projector);
  if (!set) {
    set = new Set(projector.handles);
    handledSets.set(projector, set);
  }
  return set;
}

const stopOf = (options: BatchTarget, projector: Projector) =>
  options.stopAt?.get(projector.name) ?? Number.POSITIVE_INFINITY;

/** Whether the projector handles any of the batch's events within its stop position. */
export function handlesAny(options: BatchTarget, projector: Projector): boolean {
  const stop = stopOf(options, projector);
  const types = handledTypes(projector);
  return options.events.some((event) => event.globalPosition <= stop && types.has(event.type));
}

/** The batch's last position within the projector's stop position (0 when there is none). */
export function batchEndFor(options: BatchTarget, projector: Projector): number {
  const stop = stopOf(options, projector);
  let end = 0;
  for (const event of options.events) if (event.globalPosition <= stop) end = event.globalPosition;
  return end;
}

/**
 * What `applyToProjector` would do for projectors that handle none of the batch's events: move
 * each checkpoint to the batch's last position within its limit, never backwards.
 */
function moveIdleCheckpoints(options: BatchTarget, idle: readonly Projector[]): Promise<Map<string, number>> {
  return moveCheckpoints(
    options,
    new Map(idle.map((projector) => [projector.name, batchEndFor(options, projector)])),
  );
}

/** Moves each named checkpoint to its target, never backwards, in one transaction; the positions after. */
export async function moveCheckpoints(
  options: Pick<BatchTarget, 'pool' | 'schema' | 'requireActive'>,
  targets: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const { pool, schema } = options;
  const names = [...targets.keys()];
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (options.requireActive) await requireActiveSchema(client, schema);
    const { rows } = await client.query<{ projector: string; position: string }>(
      `UPDATE ${quoteIdent(schema)}._checkpoints AS c
          SET position = GREATEST(c.position, t.target)
         FROM unnest($1::text[], $2::bigint[]) AS t(projector, target)
        WHERE c.projector = t.projector
      RETURNING c.projector, c.position`,
      [names, [...targets.values()]],
    );
    const moved = new Map(rows.map((row) => [row.projector, Number(row.position)]));
    const missing = names.find((name) => !moved.has(name));
    if (missing) throw new Error(`Projector ${missing} has no checkpoint in ${schema}`);
    await client.query('COMMIT');
    return moved;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function requireActiveSchema(client: pg.PoolClient, schema: string) {
  const { rows } = await client.query<{ active_schema: string }>(
    'SELECT active_schema FROM public.read_model_meta WHERE id = 1 FOR SHARE',
  );
  if (rows[0]?.active_schema !== schema) throw new ReadModelSwitchedError(schema);
}

/**
 * One projector's part of a batch in its own transaction: its rows and its checkpoint, or nothing.
 * Events at or below its checkpoint are skipped, so a batch delivered again changes nothing.
 * Returns its checkpoint afterwards.
 */
export async function applyToProjector(options: BatchTarget, projector: Projector): Promise<number> {
  const { pool, schema, events } = options;
  const limit = stopOf(options, projector);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (options.requireActive) await requireActiveSchema(client, schema);
    await client.query(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
    const { rows } = await client.query<{ position: string }>(
      'SELECT position FROM _checkpoints WHERE projector = $1 FOR UPDATE',
      [projector.name],
    );
    if (!rows[0]) throw new Error(`Projector ${projector.name} has no checkpoint in ${schema}`);
    let position = Number(rows[0].position);
    const start = position;
    const handled: RecordedEvent[] = [];
    for (const event of events) {
      if (event.globalPosition <= position) continue;
      if (event.globalPosition > limit) break;
      if (handledTypes(projector).has(event.type)) {
        if (projector.applyBatch) handled.push(event);
        else await projector.apply(event, client);
      }
      position = event.globalPosition;
    }
    if (handled.length > 0) await projector.applyBatch!(handled, client);
    if (position !== start) {
      await client.query('UPDATE _checkpoints SET position = $2 WHERE projector = $1', [
        projector.name,
        position,
      ]);
    }
    await client.query('COMMIT');
    return position;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
