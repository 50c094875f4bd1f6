/**
 * The PostgreSQL server a test file creates its databases on.
 *
 * The suite starts one cluster per worker (test/global-setup.ts) and lists them in
 * TEST_PG_ADMIN_URLS; a file takes its worker's (VITEST_POOL_ID, 1 … n). Files that run at the
 * same time are therefore on different clusters: the event feed's head waits for every older
 * transaction in its cluster, and one file's long transaction must not hold back another file's
 * feed. TEST_PG_ADMIN_URL names a single server instead (DATABASE_URL runs, `npm run simulate`).
 */
export function testAdminUrl(): string | undefined {
  const perWorker = process.env.TEST_PG_ADMIN_URLS?.split(/\s+/).filter(Boolean) ?? [];
  if (perWorker.length > 0) {
    const worker = Number(process.env.VITEST_POOL_ID ?? '1');
    const index = Number.isSafeInteger(worker) && worker > 0 ? (worker - 1) % perWorker.length : 0;
    return perWorker[index];
  }
  return process.env.TEST_PG_ADMIN_URL;
}
