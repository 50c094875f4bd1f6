import type { Migration } from '@esm/infra/postgres/migrate';
import type pg from 'pg';
import type { DriftRow } from '../runner/drift-check';

/**
 * Each drift check's result, kept so the back office can show the latest one: the check itself
 * is an operator's command (`npm run projections:check`), and its printout is gone once the
 * terminal is. Outside the read-model schemas, because a rebuild must not wipe it.
 */
export const driftRecordMigrations: Migration[] = [
  {
    id: '0220_projection_drift_checks',
    sql: `CREATE TABLE public.projection_drift_checks (
        id bigserial PRIMARY KEY,
        checked_at timestamptz NOT NULL,
        rows_compared bigint NOT NULL,
        differences int NOT NULL,
        -- table name → rows that differ
        tables jsonb NOT NULL
      );`,
  },
];

/** Records one run of the drift check. */
export async function recordDriftCheck(
  pool: pg.Pool,
  result: { differences: DriftRow[]; rowsCompared: number },
  at: Date,
): Promise<void> {
  const tables: Record<string, number> = {};
  for (const d of result.differences) tables[d.table] = (tables[d.table] ?? 0) + 1;
  await pool.query(
    `INSERT INTO public.projection_drift_checks (checked_at, rows_compared, differences, tables)
     VALUES ($1, $2, $3, $4)`,
    [at, result.rowsCompared, result.differences.length, JSON.stringify(tables)],
  );
}
