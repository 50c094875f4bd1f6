import { allEventDefinitions, eventSchemaRegistry } from '@esm/core/event-catalogue';
import type { EventStore } from '@esm/core/eventstore/port';
import { systemClock } from '@esm/core/kernel/clock';
import { PersonalDataProtectingStore } from '@esm/core/personal-data/protecting-store';
import { createEventStore } from '@esm/infra/eventstore/create-event-store';
import { PostgresPersonalDataVault } from '@esm/infra/personal-data/postgres-vault';
import { loadConfig } from '@esm/infra/platform/config';
import { type Database, openDatabase } from '@esm/infra/platform/database';
import { loadScaleConfig } from '@esm/infra/platform/scale-config';
import type pg from 'pg';

export interface CliPlatform {
  pool: pg.Pool;
  store: EventStore;
  close(): Promise<void>;
}

/**
 * What the projections CLIs need: the platform's database (DATABASE_URL, or the embedded cluster
 * under DATA_DIR — joined when `npm start` already runs it) and the event store exactly as the
 * live runner reads it, personal fields decrypted, so rebuilt rows equal live rows.
 */
export async function openCliPlatform(log: (line: string) => void): Promise<CliPlatform> {
  const config = loadConfig();
  const database: Database = await openDatabase(config, log, 8, { reuseRunning: true });
  const { pool } = database;
  const { rows } = await pool.query<{ t: string | null }>(
    "SELECT to_regclass('public.read_model_meta')::text AS t",
  );
  if (!rows[0]?.t) {
    await database.close();
    throw new Error('This database has no read models yet: run `npm start` once to create them.');
  }
  // EVENT_STORE picks the log (PostgreSQL or EventStoreDB), as for the processes themselves.
  const raw = await createEventStore(loadScaleConfig(), {
    pool,
    clock: systemClock,
    registry: eventSchemaRegistry(),
    eventTypes: Object.keys(allEventDefinitions),
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const vault = new PostgresPersonalDataVault(pool, config.personalDataMasterKey);
  const store = new PersonalDataProtectingStore(raw, vault, allEventDefinitions);
  return {
    pool,
    store,
    async close() {
      await store.close();
      await database.close();
    },
  };
}
