import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared, queryPrepared } from './prepared';
import { createTestDatabase } from './testing/test-database';

describe('prepared statements', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('prepared');
    // One connection, so every call below meets the statement that connection prepared.
    pool = new pg.Pool({ connectionString: db.url, max: 1 });
    await pool.query(`
      CREATE SCHEMA v1; CREATE SCHEMA v2; CREATE SCHEMA live;
      CREATE TABLE v1.things (id int PRIMARY KEY, label text);
      CREATE TABLE v2.things (id int PRIMARY KEY, label text, size int);
      INSERT INTO v1.things SELECT g, 'old ' || g FROM generate_series(1, 1000) g;
      INSERT INTO v2.things SELECT g, 'new ' || g, g FROM generate_series(1, 1000) g;
      CREATE VIEW live.things AS SELECT * FROM v1.things;`);
  });

  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('names a text by its hash: equal texts share one statement, different texts do not', () => {
    const a = prepared('SELECT label FROM live.things WHERE id = $1');
    expect(prepared('SELECT label FROM live.things WHERE id = $1')).toBe(a);
    expect(prepared('SELECT label FROM live.things WHERE id = $2').name).not.toBe(a.name);
  });

  it('is parsed once per connection and, its plan not depending on the values, planned once', async () => {
    const byId = prepared('SELECT label FROM live.things WHERE id = $1');
    for (let id = 1; id <= 12; id++) {
      const { rows } = await queryPrepared<{ label: string }>(pool, byId, [id]);
      expect(rows).toEqual([{ label: `old ${id}` }]);
    }
    const { rows } = await pool.query<{ generic_plans: number; custom_plans: number }>(
      'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1',
      [byId.name],
    );
    // Five plans with the values, then the one generic plan for every later run.
    expect(rows).toEqual([{ generic_plans: 7, custom_plans: 5 }]);
  });

  it('follows a view switched to another schema, as a blue-green rebuild does', async () => {
    const all = prepared('SELECT label FROM live.things WHERE id = $1');
    await pool.query('CREATE OR REPLACE VIEW live.things AS SELECT * FROM v2.things');
    const { rows } = await queryPrepared<{ label: string }>(pool, all, [3]);
    expect(rows).toEqual([{ label: 'new 3' }]);
    await pool.query('DROP VIEW live.things; CREATE VIEW live.things AS SELECT * FROM v1.things');
  });

  it('answers when a rebuild changed the columns its statement returns', async () => {
    const star = prepared('SELECT * FROM live.things WHERE id = $1');
    expect((await queryPrepared(pool, star, [4])).rows).toEqual([{ id: 4, label: 'old 4' }]);
    // The view now returns one more column: the prepared plan's result type is stale.
    await pool.query('DROP VIEW live.things; CREATE VIEW live.things AS SELECT * FROM v2.things');
    await expect(pool.query({ ...star, values: [4] })).rejects.toThrow(/must not change result type/);
    await pool.query('DROP VIEW live.things; CREATE VIEW live.things AS SELECT * FROM v1.things');
    await pool.query({ ...star, values: [4] }); // prepared again on the fresh connection
    await pool.query('DROP VIEW live.things; CREATE VIEW live.things AS SELECT * FROM v2.things');
    expect((await queryPrepared(pool, star, [4])).rows).toEqual([{ id: 4, label: 'new 4', size: 4 }]);
    expect((await queryPrepared(pool, star, [5])).rows).toEqual([{ id: 5, label: 'new 5', size: 5 }]);
  });

  it('passes any other error through unchanged', async () => {
    await expect(queryPrepared(pool, prepared('SELECT 1 / $1::int'), [0])).rejects.toThrow(
      /division by zero/,
    );
  });
});
