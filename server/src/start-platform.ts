import { Credentials } from '@esm/api/auth/credentials';
import { Auth } from '@esm/api/auth/current-user';
import type { ApiContext } from '@esm/api/http/context';
import { type App, createServer, defaultRateLimits, type RateLimits } from '@esm/api/http/server';
import { connectGatewayWebhooks } from '@esm/api/payments/gateway-webhooks';
import { registerRoutes } from '@esm/api/routes';
import { registerStaticSite } from '@esm/api/web/static-site';
import { allEventDefinitions, eventSchemaRegistry } from '@esm/core/event-catalogue';
import { CommandBus } from '@esm/core/eventstore/command-bus';
import type { EventStore } from '@esm/core/eventstore/port';
import { type Clock, systemClock } from '@esm/core/kernel/clock';
import type { PaymentGateway } from '@esm/core/payment/gateway';
import { PersonalDataProtectingStore } from '@esm/core/personal-data/protecting-store';
import type { Geocoder } from '@esm/core/postcode/geocoder';
import { offlineGeocoder } from '@esm/core/postcode/offline-geocoder';
import { createEventStore } from '@esm/infra/eventstore/create-event-store';
import { createPaymentGateway } from '@esm/infra/payment/create-gateway';
import { PostgresPersonalDataVault } from '@esm/infra/personal-data/postgres-vault';
import type { PlatformConfig } from '@esm/infra/platform/config';
import { type Database, openDatabase } from '@esm/infra/platform/database';
import { loadScaleConfig, type ScaleConfig } from '@esm/infra/platform/scale-config';
import { allProjectors } from '@esm/projections/index';
import { ProjectionLeadership } from '@esm/projections/runner/leadership';
import { checkReadiness, runnerState } from '@esm/projections/runner/readiness';
import { ensureReadModels } from '@esm/projections/runner/rebuild';
import { ProjectionRunner } from '@esm/projections/runner/runner';
import { ProjectionProgress } from '@esm/projections/runner/wait-for-projections';
import { startWorkers, type Workers } from '@esm/workers/start-workers';
import type { Clock as BossClock } from 'pg-boss';
import { migrateAll } from './migrations';
import { seedIfEmpty } from './seed/seed';

export interface PlatformOptions {
  config: PlatformConfig;
  /** An already open database (tests); otherwise DATABASE_URL or the embedded one. */
  database?: Database;
  /** The domain's clock; tests pass a manual one. */
  clock?: Clock;
  /** pg-boss's clock; tests pass pg-boss's TestClock to drive timed jobs. */
  bossClock?: BossClock;
  geocoder?: Geocoder;
  rateLimits?: RateLimits;
  logger?: boolean;
  /** Where the HTTP logger's JSON lines go (default stdout); the security tests read them. */
  logStream?: NodeJS.WritableStream;
  log?: (line: string) => void;
  /** Settings for running in pieces (readiness's projection lag); default: from the environment. */
  scale?: ScaleConfig;
  /** Default: Stripe when STRIPE_SECRET_KEY is set, else the simulated gateway; tests may pass a RecordingGateway. */
  gateway?: PaymentGateway;
}

export interface Platform {
  app: App;
  context: ApiContext;
  database: Database;
  store: EventStore;
  runner: ProjectionRunner;
  workers: Workers;
  stop(): Promise<void>;
}

/** Wires every part of the product into one process (the embedded default). */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const { config } = options;
  const log = options.log ?? (() => {});
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openDatabase(config, log));
  const { pool } = database;
  await migrateAll(pool);

  const scale = options.scale ?? loadScaleConfig();
  const rawStore = await createEventStore(scale, {
    pool,
    clock,
    registry: eventSchemaRegistry(),
    eventTypes: Object.keys(allEventDefinitions),
  }).catch(async (error: unknown) => {
    if (!options.database) await database.close().catch(() => {});
    throw error;
  });
  const vault = new PostgresPersonalDataVault(pool, config.personalDataMasterKey);
  const store = new PersonalDataProtectingStore(rawStore, vault, allEventDefinitions);

  const rebuilt = await ensureReadModels({ pool, store, projectors: allProjectors });
  if (rebuilt.rebuilt) log(`read models built into ${rebuilt.schema}`);
  const runner = new ProjectionRunner({
    pool,
    store,
    projectors: allProjectors,
    log: (message, error) => console.error(message, error),
  });
  // The same lock as `npm run start:projections`, so that one of those beside us never doubles the work.
  const leadership = new ProjectionLeadership({ connection: pool.options, runner });
  await leadership.start();
  const progress = new ProjectionProgress(pool, runner, allProjectors, config.readYourWritesTimeoutMs);
  const commands = new CommandBus(store, clock, (position, scope) => progress.waitFor(position, { scope }));

  const gateway =
    options.gateway ??
    createPaymentGateway(config, pool, clock, (message, error) => console.error(message, error));

  const workers = await startWorkers({
    pool,
    connectionString: database.url,
    store,
    vault,
    commands,
    clock,
    config,
    gateway,
    ...(options.bossClock ? { bossClock: options.bossClock } : {}),
  });

  const context: ApiContext = {
    config,
    pool,
    clock,
    commands,
    store,
    auth: new Auth(pool),
    credentials: new Credentials(pool),
    geocoder: options.geocoder ?? offlineGeocoder,
    rateLimits: options.rateLimits ?? defaultRateLimits,
    gateway,
  };
  const maxLag = scale.readyMaxProjectionLag;
  const app = await createServer({
    config,
    pool,
    readiness: () =>
      checkReadiness({ pool, store, maxLag, runner: () => runnerState(leadership.isLeader, runner) }),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  registerRoutes(app, context);
  connectGatewayWebhooks(gateway, app);
  await registerStaticSite(app);
  await app.ready();

  await seedIfEmpty({ store, context, seed: config.seed, log });

  return {
    app,
    context,
    database,
    store,
    runner,
    workers,
    async stop() {
      await app.close();
      await workers.stop();
      await leadership.stop();
      await store.close();
      if (!options.database) await database.close();
    },
  };
}
