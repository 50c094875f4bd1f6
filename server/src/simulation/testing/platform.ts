import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addBankDetails } from '@esm/api/bank-details/testing';
import { providerWithService } from '@esm/api/checkout/testing/checkout-fixtures';
import { TestClient, type TestResponse } from '@esm/api/testing/test-client';
import type { Clock } from '@esm/core/kernel/clock';
import type { PaymentGateway } from '@esm/core/payment/gateway';
import { loadConfig, type PlatformConfig } from '@esm/infra/platform/config';
import { trackPoolClients } from '@esm/infra/postgres/end-pool';
import { guardPool } from '@esm/infra/postgres/pool-errors';
import { testAdminUrl } from '@esm/infra/postgres/testing/admin-url';
import pg from 'pg';
import { TestClock } from 'pg-boss';
import { startPlatform } from '../../start-platform';
import {
  TEST_READ_YOUR_WRITES_TIMEOUT_MS,
  type TestPlatform,
  waitsOnEverythingCommitted,
} from '../../testing/test-platform';
import { CLIENTS, SERVICES } from './steps';

export const SIMULATION_START = '2026-06-01T09:00:00.000Z';

/** A signed-in person of the cast: their session cookie, sent with every request of theirs. */
export class Actor {
  constructor(
    private readonly client: TestClient,
    private readonly session: Record<string, string>,
  ) {}
  get<T = unknown>(url: string): Promise<TestResponse<T>> {
    return this.client.get<T>(url, this.session);
  }
  post<T = unknown>(url: string, body: unknown = {}): Promise<TestResponse<T>> {
    return this.client.post<T>(url, body, this.session);
  }
}

interface CastMember {
  userId: string;
  session: Record<string, string>;
}
export interface CastProvider extends CastMember {
  providerId: string;
  serviceId: string;
}
export interface Cast {
  clients: CastMember[];
  providers: CastProvider[];
}

export interface SimulationPlatform {
  t: TestPlatform;
  cast: Cast;
}

/**
 * The platform with the cast (clients; providers with a listed service and bank details) already
 * signed up, made once per process into a template database: every run then starts on its own
 * fresh copy of it, in a fraction of the time migrations, seed and sign-ups take.
 */
let template: Promise<{ name: string; dataDir: string; cast: Cast }> | null = null;

function adminUrl(): string {
  const url = testAdminUrl();
  if (!url) throw new Error('No test cluster: run through vitest or npm run simulate');
  return url;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A database is copied only when no session is on it; a closed client's server process may take a
 * moment to leave, so the template waits for its last sessions (ending any that linger).
 */
async function untilUnused(name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await admin((c) =>
      c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name]),
    );
    if (rows.length === 0) return;
    if (Date.now() > deadline) throw new Error(`database ${name} is still in use by ${rows.length} sessions`);
    await admin((c) =>
      c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function makeTemplate(): Promise<{ name: string; dataDir: string; cast: Cast }> {
  const name = `simtpl_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esm-sim-'));
  const { t } = await open(name, dataDir, undefined, null);
  const cast: Cast = { clients: [], providers: [] };
  for (let i = 0; i < SERVICES; i++) {
    const provider = await providerWithService(t, { firstName: `Provider${i}` });
    await addBankDetails(provider.client);
    cast.providers.push({
      userId: provider.userId,
      providerId: provider.providerId,
      serviceId: provider.serviceId,
      session: provider.client.sessionHeaders(),
    });
  }
  for (let i = 0; i < CLIENTS; i++) {
    const client = t.client();
    const user = await client.signUp({ firstName: `Client${i}`, lastName: 'Sim' });
    cast.clients.push({ userId: user.id, session: client.sessionHeaders() });
  }
  await t.waitForReadModels();
  await t.stop();
  await untilUnused(name);
  return { name, dataDir, cast };
}

/**
 * A fresh copy of the template for one run. The gateway may be built from the run's own pool (a
 * variant with a fix removed needs that); pg-boss's clock is never ticked, so no worker polls on
 * its own: the simulation runs due timers itself.
 */
export async function startSimulationPlatform(
  gatewayOf?: (pool: pg.Pool, clock: Clock, config: PlatformConfig) => PaymentGateway,
): Promise<SimulationPlatform> {
  template ??= makeTemplate();
  const { name: source, dataDir, cast } = await template;
  const name = `sim_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  const { t } = await open(name, dataDir, gatewayOf, async () => {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return { t, cast };
}

async function open(
  name: string,
  dataDir: string,
  gatewayOf: ((pool: pg.Pool, clock: Clock, config: PlatformConfig) => PaymentGateway) | undefined,
  drop: (() => Promise<void>) | null,
): Promise<{ t: TestPlatform }> {
  const url = databaseUrl(name);
  const pool = guardPool(new pg.Pool({ connectionString: url, max: 20 }));
  const endPool = trackPoolClients(pool);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    PORT: '0',
    SEED: 'minimal',
    LOG_LEVEL: 'warn',
    READ_YOUR_WRITES_TIMEOUT_MS: TEST_READ_YOUR_WRITES_TIMEOUT_MS,
  });
  const clock = new TestClock(SIMULATION_START);
  const domainClock: Clock = { now: () => new Date(clock.now()) };
  const gateway = gatewayOf?.(pool, domainClock, config);
  const platform = await startPlatform({
    config,
    database: { pool, url, close: async () => {} },
    clock: domainClock,
    bossClock: clock,
    logger: false,
    ...(gateway ? { gateway } : {}),
    rateLimits: { signIn: 100_000, signUp: 100_000, contact: 100_000, checkout: 100_000 },
  });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const address = platform.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  const t: TestPlatform = {
    platform,
    url: base,
    config: { ...config, publicUrl: base },
    clock,
    domainClock,
    pool,
    client: () => new TestClient(base),
    ...waitsOnEverythingCommitted(platform, pool),
    // Nothing runs in pg-boss's workers (its clock never ticks), so there is nothing to let finish:
    // a graceful stop would only wait out its timeout on every run.
    async stop() {
      await platform.app.close();
      await platform.workers.processManagers.stop();
      await platform.workers.boss.stop({ graceful: false, timeout: 1 });
      await platform.runner.stop();
      await platform.store.close();
      await endPool();
      await drop?.();
    },
  };
  return { t };
}
