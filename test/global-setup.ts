import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../infra/src/postgres/embedded';
import { FILES_AT_ONCE } from './files-at-once';

/**
 * Starts a throwaway PostgreSQL cluster per test worker for the whole run, unless DATABASE_URL
 * names an existing server. Test files create their own databases on their worker's cluster
 * (createTestDatabase). Each project names this setup; the first to run starts the clusters and
 * the others find them in TEST_PG_ADMIN_URLS.
 */
export default async function setup() {
  if (process.env.TEST_PG_ADMIN_URLS || process.env.TEST_PG_ADMIN_URL) return async () => {};
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    process.env.TEST_PG_ADMIN_URL = url.toString();
    return async () => {};
  }
  // Under /tmp (world-traversable) because a cluster runs as the `postgres` user when we are root.
  const dir = mkdtempSync(path.join(tmpdir(), 'esm-test-pg-'));
  chmodSync(dir, 0o755);
  const handles: EmbeddedPostgresHandle[] = [];
  // One after the other: each picks a free port, and two picking at once could pick the same.
  for (let i = 1; i <= FILES_AT_ONCE; i++)
    handles.push(await startEmbeddedPostgres({ dataDir: path.join(dir, `data-${i}`), persistent: false }));
  process.env.TEST_PG_ADMIN_URLS = handles.map((h) => h.adminUrl).join(' ');
  return async () => {
    await Promise.all(handles.map((h) => h.stop()));
    delete process.env.TEST_PG_ADMIN_URLS;
    rmSync(dir, { recursive: true, force: true });
  };
}
