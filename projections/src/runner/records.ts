import type { ProjectionDb } from './projector';

/**
 * Sends many rows in one parameter: `sql` reads them with
 * `jsonb_to_recordset($1::jsonb) AS v(<column> <type>, …)`, typed by the column list, so a batch
 * handler writes a whole run in one statement instead of one round trip per event. Rows carry an
 * `ord` (their place in the run) for statements whose result depends on order.
 * Nothing is sent for no rows.
 */
export async function withRecords(
  db: ProjectionDb,
  sql: string,
  rows: readonly Record<string, unknown>[],
  extra: unknown[] = [],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(sql, [JSON.stringify(rows), ...extra]);
}

const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether every value is a uuid exactly as PostgreSQL prints it, so comparing strings in memory
 * agrees with comparing uuid columns in SQL. Handlers that fold by id check this first and fall
 * back to per-event apply otherwise (where PostgreSQL does the parsing, or the refusing).
 */
export function allCanonicalUuids(values: Iterable<unknown>): boolean {
  for (const v of values) if (typeof v !== 'string' || !CANONICAL_UUID.test(v)) return false;
  return true;
}

/** The ISO form jsonb_to_recordset reads back as the same timestamptz the Date would bind as. */
export const iso = (d: Date): string => d.toISOString();

/**
 * Inserts rows in one statement, in the order given, with `conflict` (default: skip rows whose
 * key exists). In order, so of two rows with the same key the first wins, exactly as two
 * INSERT … ON CONFLICT DO NOTHING one after the other. `columns` maps each column to its SQL type;
 * table and column names come from code, never from events.
 */
export async function insertRows(
  db: ProjectionDb,
  table: string,
  columns: Readonly<Record<string, string>>,
  rows: readonly Record<string, unknown>[],
  conflict = 'ON CONFLICT DO NOTHING',
): Promise<void> {
  const names = Object.keys(columns);
  const types = names.map((n) => `${n} ${columns[n]}`).join(', ');
  await withRecords(
    db,
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS v(ord int, ${types})
     ORDER BY ord ${conflict}`,
    rows.map((row, ord) => ({ ord, ...row })),
  );
}
