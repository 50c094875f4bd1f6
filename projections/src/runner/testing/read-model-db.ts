import { eventStoreMigrations } from '@esm/infra/eventstore/postgres/migrations';
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import { migrate } from '@esm/infra/postgres/migrate';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import pg from 'pg';
import { readModelMigrations } from '../read-model-schema';

/** A fresh database with the event log and the read-model bookkeeping, for one test file. */
export interface ReadModelTestDb {
  url: string;
  pool: pg.Pool;
  store: PostgresEventStore;
  /** Appends `count` events spread over `streams` counter streams; returns the head position. */
  appendCounts(count: number, options?: { streams?: number; offset?: number }): Promise<number>;
  close(): Promise<void>;
}

export async function openReadModelTestDb(): Promise<ReadModelTestDb> {
  const db = await createTestDatabase('rm');
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  pool.on('error', () => {});
  await migrate(pool, [...eventStoreMigrations, ...readModelMigrations]);
  // A short poll keeps the feed prompt in the rare case a NOTIFY is missed.
  const store = new PostgresEventStore({ pool, pollIntervalMs: 50 });
  let appended = 0;
  return {
    url: db.url,
    pool,
    store,
    async appendCounts(count, options = {}) {
      const streams = options.streams ?? 10;
      let head = 0;
      for (let i = 0; i < count; i++) {
        const n = appended++;
        // Every fifth event is of a type the projectors ignore, so checkpoints move past unhandled events.
        const type = n % 5 === 4 ? 'Ignored' : 'Counted';
        const result = await store.append(
          `counter-${n % streams}`,
          [{ type, data: { amount: (n % 7) + 1 }, metadata: { actor: system, correlationId: `c-${n}` } }],
          { expectedVersion: 'any' },
        );
        head = result.globalPositions[0]!;
      }
      return head;
    },
    async close() {
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
}

const system = { kind: 'system', name: 'test' } as const;
