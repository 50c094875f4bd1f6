import pg from 'pg';
import { migrate } from '../../../postgres/migrate';
import { createTestDatabase } from '../../../postgres/testing/test-database';
import { eventStoreMigrations } from '../migrations';

/** A fresh database with the event-store schema, for one test. */
export async function openTestEventLog(): Promise<{ url: string; drop(): Promise<void> }> {
  const db = await createTestDatabase('es');
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  try {
    await migrate(pool, eventStoreMigrations);
  } finally {
    await pool.end();
  }
  return db;
}
