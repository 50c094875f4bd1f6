import { allEventDefinitions, eventSchemaRegistry } from '@esm/core/event-catalogue';
import { CommandBus } from '@esm/core/eventstore/command-bus';
import type { EventStore } from '@esm/core/eventstore/port';
import { type Clock, systemClock } from '@esm/core/kernel/clock';
import type { PaymentGateway } from '@esm/core/payment/gateway';
import { PersonalDataProtectingStore } from '@esm/core/personal-data/protecting-store';
import { createEventStore } from '@esm/infra/eventstore/create-event-store';
import { createPaymentGateway } from '@esm/infra/payment/create-gateway';
import { PostgresPersonalDataVault } from '@esm/infra/personal-data/postgres-vault';
import type { PlatformConfig } from '@esm/infra/platform/config';
import { type Database, openDatabase } from '@esm/infra/platform/database';
import { loadScaleConfig, type ScaleConfig } from '@esm/infra/platform/scale-config';
import { allProjectors } from '@esm/projections/index';
import { ProjectionProgress } from '@esm/projections/runner/wait-for-projections';
import type pg from 'pg';
import { migrateAll } from '../migrations';

/** What every separately started process opens: the database, the event store, the command bus. */
export interface SharedParts {
  config: PlatformConfig;
  scale: ScaleConfig;
  log: (line: string) => void;
  clock: Clock;
  database: Database;
  pool: pg.Pool;
  /** The store with personal data protection, as every use case sees it. */
  store: EventStore;
  vault: PostgresPersonalDataVault;
  /** Read-your-writes polls the checkpoints: the runner may live in another process. */
  commands: CommandBus;
  gateway: PaymentGateway;
  close(): Promise<void>;
}

export async function openSharedParts(options: {
  config: PlatformConfig;
  scale?: ScaleConfig;
  log: (line: string) => void;
  clock?: Clock;
  database?: Database;
}): Promise<SharedParts> {
  const { config, log } = options;
  const scale = options.scale ?? loadScaleConfig();
  const clock = options.clock ?? systemClock;
  // Several processes share one embedded cluster: the first starts it, the others join it.
  const database = options.database ?? (await openDatabase(config, log, 20, { reuseRunning: true }));
  const { pool } = database;
  // Every process migrates; the migrations runner's advisory lock makes that safe.
  await migrateAll(pool);
  const rawStore = await createEventStore(scale, {
    pool,
    clock,
    registry: eventSchemaRegistry(),
    eventTypes: Object.keys(allEventDefinitions),
  }).catch(async (error: unknown) => {
    // An embedded cluster this process started must not outlive the failed start.
    if (!options.database) await database.close().catch(() => {});
    throw error;
  });
  const vault = new PostgresPersonalDataVault(pool, config.personalDataMasterKey);
  const store = new PersonalDataProtectingStore(rawStore, vault, allEventDefinitions);
  const progress = new ProjectionProgress(pool, undefined, allProjectors, config.readYourWritesTimeoutMs);
  const commands = new CommandBus(store, clock, (position, scope) => progress.waitFor(position, { scope }));
  const gateway = createPaymentGateway(config, pool, clock, (message, error) =>
    console.error(message, error),
  );
  return {
    config,
    scale,
    log,
    clock,
    database,
    pool,
    store,
    vault,
    commands,
    gateway,
    async close() {
      await store.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * Runs `work` while holding a session-level advisory lock on a connection of its own, so that
 * processes starting together do one-off work (building read models, seeding) one at a time.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => {});
    }
  } finally {
    client.release();
  }
}
