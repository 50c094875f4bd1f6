import type pg from 'pg';
import type { Projector } from '../runner/projector';
import { quoteIdent } from '../runner/read-model-schema';

/**
 * Every row of every read-model table behind the `rm` views, as JSON text in a stable order, for
 * tests that compare two databases built from the same events.
 */
export async function dumpReadModels(
  pool: pg.Pool,
  projectors: readonly Projector[],
): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of projectors.flatMap((p) => p.tables).sort()) {
    const { rows } = await pool.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM rm.${quoteIdent(table)} t`,
    );
    dump[table] = rows.map((r) => r.row).sort();
  }
  return dump;
}
