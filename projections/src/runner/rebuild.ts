import type { EventStore } from '@esm/core/eventstore/port';
import type pg from 'pg';
import { catchUp, type ProgressReporter } from './catch-up';
import type { Projector } from './projector';
import {
  activeReadModel,
  createReadModelSchema,
  createSearchIndexes,
  definitionHash,
  dropReadModelSchema,
  switchActive,
  vacuumReadModel,
} from './read-model-schema';

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
