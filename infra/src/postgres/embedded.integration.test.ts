import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing/test-database';

describe('test database on the suite cluster', () => {
  const dbs: Array<{ drop(): Promise<void> }> = [];
  afterAll(async () => {
    for (const d of dbs) await d.drop();
  });

  it('is a real PostgreSQL with a fresh database per call', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    dbs.push(a, b);
    expect(a.url).not.toBe(b.url);
    const client = new pg.Client({ connectionString: a.url });
    await client.connect();
    const { rows } = await client.query<{ v: string }>('SELECT current_setting($$server_version_num$$) AS v');
    await client.end();
    expect(Number.parseInt(rows[0]!.v, 10)).toBeGreaterThanOrEqual(150000);
  });
});
