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
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
