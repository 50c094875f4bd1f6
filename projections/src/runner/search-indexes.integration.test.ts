import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projector } from './projector';
import { activeReadModel } from './read-model-schema';
import { ensureReadModels, rebuildBlueGreen } from './rebuild';
import { openReadModelTestDb, type ReadModelTestDb } from './testing/read-model-db';

/**
 * A rebuild builds its deferred indexes on two connections at once, after the replay, then vacuums
 * and analyses the new schema before it serves. Whatever
 * builds, the new schema gets all of them; when one fails, the rebuild fails, drops its schema,
 * leaves no transaction open and the active read model serving.
 */
let db: ReadModelTestDb;
beforeAll(async () => {
  db = await openReadModelTestDb();
  await db.appendCounts(200);
});
afterAll(() => db.close());

function pointsProjector(version: number, extraIndex = ''): Projector {
  return {
    name: 'points',
    version,
    tables: ['points'],
    ddl: `CREATE TABLE points (position bigint PRIMARY KEY, amount int NOT NULL, at point NOT NULL, label text NOT NULL);
      CREATE INDEX points_at_idx ON points USING gist (at);
      CREATE INDEX points_label_idx ON points USING gin (to_tsvector('simple', label));
      CREATE INDEX points_amount_idx ON points (amount, position);
      CREATE INDEX points_label_amount_idx ON points (label, amount);${extraIndex}`,
    queryIndexes: ['points_amount_idx', 'points_label_amount_idx'],
    handles: ['Counted'],
    async apply(event, db) {
      const amount = (event.data as { amount: number }).amount;
      await db.query(
        'INSERT INTO points (position, amount, at, label) VALUES ($1, $2, point($2::int, $1::bigint), $3)',
        [event.globalPosition, amount, `amount ${amount}`],
      );
    },
  };
}

const indexesOf = async (schema: string) =>
  (
    await db.pool.query<{ indexname: string }>(
      'SELECT indexname FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname',
      [schema],
    )
  ).rows.map((row) => row.indexname);

describe('the deferred index builds of a rebuild', () => {
  it('leave the new schema with every index its projectors declare', async () => {
    const { schema } = await ensureReadModels({
      pool: db.pool,
      store: db.store,
      projectors: [pointsProjector(1)],
    });
    const rebuilt = await rebuildBlueGreen({
      pool: db.pool,
      store: db.store,
      projectors: [pointsProjector(2)],
    });
    expect(rebuilt).not.toBe(schema);
    expect(await indexesOf(rebuilt)).toEqual([
      '_checkpoints_pkey',
      'points_amount_idx',
      'points_at_idx',
      'points_label_amount_idx',
      'points_label_idx',
      'points_pkey',
    ]);
    // Vacuumed and analysed before it serves, not whenever autovacuum comes by.
    const unvacuumed = async () =>
      (
        await db.pool.query<{ relname: string }>(
          `SELECT relname FROM pg_stat_user_tables
            WHERE schemaname = $1 AND (last_vacuum IS NULL OR last_analyze IS NULL) ORDER BY relname`,
          [rebuilt],
        )
      ).rows.map((row) => row.relname);
    for (let i = 0; i < 20 && (await unvacuumed()).length > 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await unvacuumed()).toEqual([]);
  });

  it('when one build fails, fail the rebuild, drop its schema and leave the active one serving', async () => {
    const before = (await activeReadModel(db.pool))!.schema;
    // A GIN index on a plain integer has no operator class: PostgreSQL refuses it at build time.
    const broken = pointsProjector(3, '\n      CREATE INDEX points_broken_idx ON points USING gin (amount);');
    await expect(rebuildBlueGreen({ pool: db.pool, store: db.store, projectors: [broken] })).rejects.toThrow(
      /operator class/,
    );
    expect((await activeReadModel(db.pool))!.schema).toBe(before);
    const { rows } = await db.pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_namespace WHERE nspname LIKE 'rm\\_%' AND nspname <> $1",
      [before],
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const open = await db.pool.query(
      "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'",
    );
    expect(open.rowCount).toBe(0);
  });
});
