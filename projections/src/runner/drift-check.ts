import type { EventStore } from '@esm/core/eventstore/port';
import type pg from 'pg';
import { catchUp, type ProgressReporter } from './catch-up';
import type { Projector } from './projector';
import {
  activeReadModel,
  checkpointsOf,
  createReadModelSchema,
  dropReadModelSchema,
  quoteIdent,
} from './read-model-schema';

export interface DriftRow {
  table: string;
  /** 'live' rows that a clean rebuild does not produce, 'rebuilt' rows the live model lacks. */
  side: 'live' | 'rebuilt';
  row: Record<string, unknown>;
}

/**
 * Rebuilds every read model into a scratch schema, up to exactly where the live run is, and
 * lists every row that differs from the live one (a rebuild must produce the
 * same rows). The live runner is paused, by the meta row lock, only for the final catch-up and
 * the comparison.
 */
export async function checkDrift(options: {
  pool: pg.Pool;
  store: EventStore;
  projectors: readonly Projector[];
  onProgress?: ProgressReporter;
}): Promise<{ differences: DriftRow[]; rowsCompared: number }> {
  const { pool, store, projectors } = options;
  const active = await activeReadModel(pool);
  if (!active) throw new Error('There is no live read model to check');
  const scratch = await createReadModelSchema(pool, projectors, 'rm_check');
  const client = await pool.connect();
  try {
    await catchUp({
      pool,
      store,
      schema: scratch,
      projectors,
      until: await checkpointsOf(pool, active.schema),
      onProgress: options.onProgress,
    });
    await client.query('BEGIN');
    await client.query('SELECT 1 FROM public.read_model_meta WHERE id = 1 FOR UPDATE');
    const live = await checkpointsOf(client, active.schema);
    await catchUp({ pool, store, schema: scratch, projectors, until: live, onProgress: options.onProgress });
    const differences: DriftRow[] = [];
    let rowsCompared = 0;
    for (const table of projectors.flatMap((p) => p.tables)) {
      const a = `${quoteIdent(active.schema)}.${quoteIdent(table)}`;
      const b = `${quoteIdent(scratch)}.${quoteIdent(table)}`;
      const count = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${a}`);
      rowsCompared += Number(count.rows[0]!.n);
      const onlyLive = await client.query(`SELECT * FROM ${a} EXCEPT ALL SELECT * FROM ${b} LIMIT 1000`);
      const onlyRebuilt = await client.query(`SELECT * FROM ${b} EXCEPT ALL SELECT * FROM ${a} LIMIT 1000`);
      for (const row of onlyLive.rows) differences.push({ table, side: 'live', row });
      for (const row of onlyRebuilt.rows) differences.push({ table, side: 'rebuilt', row });
    }
    await client.query('COMMIT');
    return { differences, rowsCompared };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
    await dropReadModelSchema(pool, scratch);
  }
}
