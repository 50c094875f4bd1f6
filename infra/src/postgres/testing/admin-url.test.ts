import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAdminUrl } from './admin-url';

afterEach(() => vi.unstubAllEnvs());

describe('the cluster a test file uses', () => {
  it("is its worker's own: files running at once never share a cluster", () => {
    vi.stubEnv('TEST_PG_ADMIN_URLS', 'postgres://a/postgres postgres://b/postgres');
    vi.stubEnv('VITEST_POOL_ID', '1');
    expect(testAdminUrl()).toBe('postgres://a/postgres');
    vi.stubEnv('VITEST_POOL_ID', '2');
    expect(testAdminUrl()).toBe('postgres://b/postgres');
    // More workers than clusters (a different --maxWorkers on the command line) share round robin.
    vi.stubEnv('VITEST_POOL_ID', '3');
    expect(testAdminUrl()).toBe('postgres://a/postgres');
  });

  it('is the one server named when there is no cluster per worker', () => {
    vi.stubEnv('TEST_PG_ADMIN_URLS', '');
    vi.stubEnv('TEST_PG_ADMIN_URL', 'postgres://one/postgres');
    vi.stubEnv('VITEST_POOL_ID', '2');
    expect(testAdminUrl()).toBe('postgres://one/postgres');
  });
});
