import type { EventStore } from '@esm/core/eventstore/port';
import type pg from 'pg';
import { applyBatch } from './apply-batch';
import type { Projector } from './projector';
import {
  activeReadModel,
  checkpointsOf,
  createReadModelSchema,
  definitionHash,
  dropReadModelSchema,
  switchActive,
} from './read-model-schema';

export type ProgressReporter = (done: number, total: number) => void;

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
}): Promise<void> {
  const { pool, store, schema, projectors } = options;
  const stopAt =
    typeof options.until === 'number'
      ? new Map(projectors.map((p) => [p.name, options.until as number]))
      : options.until;
  const target = Math.max(0, ...stopAt.values());
  const checkpoints = await checkpointsOf(pool, schema);
  let from = Math.min(...projectors.map((p) => checkpoints.get(p.name) ?? 0));
  options.onProgress?.(Math.min(from, target), target);
  while (from < target) {
    const events = await store.readAll({ fromPosition: from, batch: options.batchSize ?? 1000 });
    if (events.length === 0) break;
    await applyBatch({ pool, schema, projectors, events, stopAt });
    from = events[events.length - 1]!.globalPosition;
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
}): Promise<string> {
  const { pool, store, projectors } = options;
  const schema = await createReadModelSchema(pool, projectors);
  try {
    await catchUp({
      pool,
      store,
      schema,
      projectors,
      until: await store.headPosition(),
      onProgress: options.onProgress,
    });
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
