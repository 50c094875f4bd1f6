import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../infra/src/postgres/embedded';

/**
 * Starts one throwaway PostgreSQL cluster for the whole test run, unless DATABASE_URL names
 * an existing server. Test files create their own databases on it (createTestDatabase).
 */
export default async function setup() {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    process.env.TEST_PG_ADMIN_URL = url.toString();
    return async () => {};
  }
  // Under /tmp (world-traversable) because the cluster runs as the `postgres` user when we are root.
  const dir = mkdtempSync(path.join(tmpdir(), 'esm-test-pg-'));
  chmodSync(dir, 0o755);
  const handle = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: false });
  process.env.TEST_PG_ADMIN_URL = handle.adminUrl;
  return async () => {
    await handle.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
