import { randomBytes } from 'node:crypto';
import pg from 'pg';
import '../types';
import { testAdminUrl } from './admin-url';

/**
 * Each test file gets its own fresh database on its worker's cluster (started by
 * test/global-setup.ts, or the server DATABASE_URL names), so files run in parallel
 * without seeing each other's rows.
 */
export async function createTestDatabase(prefix = 'test'): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = testAdminUrl();
  if (!adminUrl) throw new Error('No test cluster: run tests through vitest (test/global-setup.ts)');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await sessionsLeave(c, name);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** How long a drop waits for the database's sessions to end before it terminates them. */
export const SESSIONS_LEAVE_WITHIN_MS = 2000;

/**
 * Waits until nobody is connected to the database, or SESSIONS_LEAVE_WITHIN_MS has passed.
 * `pool.end()` resolves once it has asked each connection to close, not once the server has
 * acted on it. A forced drop in that moment terminates those sessions, and each one's
 * "terminating connection" reaches a pool whose test has finished with it: an uncaught error in
 * whichever test file happens to be running. Sessions that never close (a leak) are still
 * terminated by the drop, after the wait.
 */
async function sessionsLeave(admin: pg.Client, database: string): Promise<void> {
  const until = Date.now() + SESSIONS_LEAVE_WITHIN_MS;
  for (;;) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]!.n === 0 || Date.now() >= until) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
