import type { EventStore } from '@esm/core/eventstore/port';
import type pg from 'pg';
import { applyBatch } from './apply-batch';
import type { Projector } from './projector';
import {
  activeReadModel,
  checkpointsOf,
  createReadModelSchema,
  createSearchIndexes,
  definitionHash,
  dropReadModelSchema,
  switchActive,
  vacuumReadModel,
} from './read-model-schema';

export type ProgressReporter = (done: number, total: number) => void;

/**
 * Events read per query when replaying. Large, so a replay spends its time applying rather than
 * waiting on round trips, and batchable projectors get long runs to apply set-based; one batch
 * of ordinary marketplace events is a few tens of MB in memory.
 */
export const REPLAY_BATCH = 10_000;

/**
 * Replays the log into `schema` until every projector has reached `until` (or, per projector,
 * its own stop position).
 */
export async function catchUp(options: {
  pool: pg.Pool;
  store: EventStore;
  schema: string;
  projectors: readonly Projector[];
  until: number | ReadonlyMap<string, number>;
  batchSize?: number;
  onProgress?: ProgressReporter;
  /** Projectors applied at the same time, each on its own connection (see applyBatch). */
  concurrency?: number;
}): Promise<void> {
  const { pool, store, schema, projectors } = options;
  const batch = options.batchSize ?? REPLAY_BATCH;
  const stopAt =
    typeof options.until === 'number'
      ? new Map(projectors.map((p) => [p.name, options.until as number]))
      : options.until;
  const target = Math.max(0, ...stopAt.values());
  const checkpoints = await checkpointsOf(pool, schema);
  let from = Math.min(...projectors.map((p) => checkpoints.get(p.name) ?? 0));
  options.onProgress?.(Math.min(from, target), target);
  // The next batch is read while this one is applied: reading and applying use different
  // connections, and the store only ever answers up to its gap-safe position.
  let reading = from < target ? store.readAll({ fromPosition: from, batch }) : null;
  while (reading) {
    const events = await reading;
    if (events.length === 0) break;
    const last = events[events.length - 1]!.globalPosition;
    reading = last < target ? store.readAll({ fromPosition: last, batch }) : null;
    try {
      await applyBatch({ pool, schema, projectors, events, stopAt, concurrency: options.concurrency });
    } catch (error) {
      await reading?.catch(() => {});
      throw error;
    }
    from = last;
    options.onProgress?.(Math.min(from, target), target);
  }
  // Positions between the last event and `until` may be gaps (aborted appends): nothing to apply.
}

/**
 * Makes sure an up-to-date read model is active: creates the first one on a fresh database, and
 * runs a blue-green rebuild when the projectors' definitions changed since the active one was built.
 */
export async function ensureReadModels(options: {
  pool: pg.Pool;
  store: EventStore;
  projectors: readonly Projector[];
  onProgress?: ProgressReporter;
}): Promise<{ schema: string; rebuilt: boolean }> {
  const active = await activeReadModel(options.pool);
  if (active && active.definitionHash === definitionHash(options.projectors)) {
    return { schema: active.schema, rebuilt: false };
  }
  const schema = await rebuildBlueGreen(options);
  return { schema, rebuilt: true };
}

/**
 * Blue-green rebuild: replay into a new schema while the live one keeps serving (and the live
 * runner keeps updating it), then, holding the meta row lock so the live runner pauses, catch up
 * the last events and switch the `rm` views. The old schema is dropped afterwards.
 */
export async function rebuildBlueGreen(options: {
  pool: pg.Pool;
  store: EventStore;
  projectors: readonly Projector[];
  onProgress?: ProgressReporter;
  keepOld?: boolean;
  batchSize?: number;
  concurrency?: number;
}): Promise<string> {
  const { pool, store, projectors } = options;
  const schema = await createReadModelSchema(pool, projectors, 'rm', { withoutSearchIndexes: true });
  try {
    await catchUp({
      pool,
      store,
      schema,
      projectors,
      until: await store.headPosition(),
      onProgress: options.onProgress,
      batchSize: options.batchSize,
      concurrency: options.concurrency,
    });
    // Before the lock: the live runner keeps going meanwhile, and the schema is complete before
    // anyone reads it.
    await createSearchIndexes(pool, schema, projectors);
    await vacuumReadModel(pool, schema, projectors);
    const client = await pool.connect();
    let previous: string | null = null;
    try {
      await client.query('BEGIN');
      await client.query('SELECT 1 FROM public.read_model_meta WHERE id = 1 FOR UPDATE');
      await catchUp({
        pool,
        store,
        schema,
        projectors,
        until: await store.headPosition(),
        onProgress: options.onProgress,
        batchSize: options.batchSize,
        concurrency: options.concurrency,
      });
      previous = await switchActive(client, schema, projectors);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    if (previous && previous !== schema && !options.keepOld) await dropReadModelSchema(pool, previous);
    return schema;
  } catch (error) {
    await dropReadModelSchema(pool, schema).catch(() => {});
    throw error;
  }
}
