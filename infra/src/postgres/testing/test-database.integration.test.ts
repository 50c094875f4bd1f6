import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, SESSIONS_LEAVE_WITHIN_MS } from './test-database';

const exists = async (url: string) => {
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
};

describe('dropping a test database', () => {
  it('lets a session that is closing leave, rather than terminating it', async () => {
    // The moment after pool.end() resolved and before the server has acted on the goodbye,
    // stretched out: a forced drop in it used to reach the test's ended pool as an uncaught
    // "terminating connection due to administrator command".
    const db = await createTestDatabase('drop');
    const closing = new pg.Client({ connectionString: db.url });
    const errors: unknown[] = [];
    closing.on('error', (error) => errors.push(error));
    await closing.connect();
    const dropped = db.drop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await closing.end();
    await dropped;
    expect(errors).toEqual([]);
    expect(await exists(db.url)).toBe(false);
  });

  it('still drops a database whose connection is never closed, once the wait is over', async () => {
    const db = await createTestDatabase('drop');
    const leaked = new pg.Client({ connectionString: db.url });
    leaked.on('error', () => {});
    await leaked.connect();
    const started = Date.now();
    await db.drop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(SESSIONS_LEAVE_WITHIN_MS);
    expect(await exists(db.url)).toBe(false);
    await leaked.end().catch(() => {});
  });
});
