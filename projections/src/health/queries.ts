import type pg from 'pg';
import type { Projector } from '../runner/projector';
import { activeReadModel, checkpointsOf } from '../runner/read-model-schema';

export interface LatestDriftCheck {
  checkedAt: Date;
  rowsCompared: number;
  differences: number;
  /** Table → rows that differ. */
  tables: Record<string, number>;
}

export interface ReadModelHealth {
  /** The schema the `rm` views point at; null before the first build. */
  activeSchema: string | null;
  checkpoints: Map<string, number>;
  /** Read-model schemas being built next to the live one (a blue-green rebuild in progress). */
  rebuilding: string[];
  latestDriftCheck: LatestDriftCheck | null;
}

/** Where the read models are: checkpoints of the live schema, a rebuild under way, the last drift check. */
export async function readModelHealth(pool: pg.Pool): Promise<ReadModelHealth> {
  const active = await activeReadModel(pool);
  const checkpoints = active ? await checkpointsOf(pool, active.schema) : new Map<string, number>();
  const { rows: schemas } = await pool.query<{ schema_name: string }>(
    `SELECT schema_name FROM information_schema.schemata WHERE schema_name ~ '^rm_[0-9]+$' ORDER BY schema_name`,
  );
  const rebuilding = schemas.map((s) => s.schema_name).filter((s) => s !== active?.schema);
  const { rows } = await pool.query<{
    checked_at: Date;
    rows_compared: string;
    differences: number;
    tables: Record<string, number>;
  }>(
    `SELECT checked_at, rows_compared, differences, tables FROM public.projection_drift_checks
      ORDER BY checked_at DESC, id DESC LIMIT 1`,
  );
  const last = rows[0];
  return {
    activeSchema: active?.schema ?? null,
    checkpoints,
    rebuilding,
    latestDriftCheck: last
      ? {
          checkedAt: last.checked_at,
          rowsCompared: Number(last.rows_compared),
          differences: last.differences,
          tables: last.tables,
        }
      : null,
  };
}

/** What the back office lists of each projector: its name, version and tables. */
export const projectorFacts = (projectors: readonly Projector[]) =>
  projectors.map((p) => ({ name: p.name, version: p.version, tables: [...p.tables] }));
