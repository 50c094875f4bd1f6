import type pg from 'pg';

/**
 * Forward-only schema migrations. Each owner (event store, sessions, pg-boss's neighbours,
 * read-model bookkeeping) declares its own ordered list; ids are global and never reused.
 * An advisory lock lets several processes start at once without racing.
 */
export interface Migration {
  id: string;
  sql: string;
}

const MIGRATION_LOCK = 74_210_001;

export async function migrate(pool: pg.Pool, migrations: readonly Migration[]): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS public.schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ id: string }>('SELECT id FROM public.schema_migrations');
    const done = new Set(rows.map((r) => r.id));
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO public.schema_migrations (id) VALUES ($1)', [m.id]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${m.id} failed: ${(error as Error).message}`);
      }
      applied.push(m.id);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  return applied;
}
