import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RateLimits } from '@esm/api/http/server';
import { TestClient } from '@esm/api/testing/test-client';
import type { CommandRequest } from '@esm/core/eventstore/command-bus';
import type { Clock } from '@esm/core/kernel/clock';
import type { DomainEvent } from '@esm/core/kernel/decider';
import type { PaymentGateway } from '@esm/core/payment/gateway';
import { loadConfig, type PlatformConfig } from '@esm/infra/platform/config';
import { trackPoolClients } from '@esm/infra/postgres/end-pool';
import { guardPool } from '@esm/infra/postgres/pool-errors';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import pg from 'pg';
import { TestClock } from 'pg-boss';
import { type Platform, startPlatform } from '../start-platform';

export interface TestPlatform {
  platform: Platform;
  url: string;
  config: PlatformConfig;
  /** Drives pg-boss's timers and the domain's clock together. */
  clock: TestClock;
  domainClock: Clock;
  pool: pg.Pool;
  /** A fresh HTTP client with its own cookie jar (one signed-in person). */
  client(): TestClient;
  /**
   * The position of the last event committed so far. Not the store's head, which stays below an
   * event while any transaction that could still take a lower position is in flight: the suite's
   * files share one PostgreSQL, so another file's transaction holds it back too.
   */
  lastCommittedPosition(): Promise<number>;
  /** Waits (bounded) until every read model shows every event committed so far. */
  waitForReadModels(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * A test reads right after it writes; on a loaded two-core CI machine the read models can take
 * longer than the product's 2 s bound, and a page answered early would read as a wrong result.
 */
export const TEST_READ_YOUR_WRITES_TIMEOUT_MS = '15000';

/**
 * The whole product on a fresh database, listening on a free port, for API and worker tests over
 * real HTTP. Time starts at `start` and moves only when the test moves it.
 */
export async function startTestPlatform(
  options: {
    /**
     * 'minimal' (the default) already has every demo account (client, provider, back-office
     * roles); 'demo' adds the demo marketplace, about 7 s of each start, for tests that need it.
     */
    seed?: 'demo' | 'minimal' | 'none';
    start?: string;
    env?: Record<string, string>;
    gateway?: PaymentGateway;
    /** Defaults to limits no test reaches; the rate-limit tests pass small ones. */
    rateLimits?: RateLimits;
    /** Turns the HTTP logger on, writing its JSON lines here (LOG_LEVEL from `env`, default warn). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestPlatform> {
  const db = await createTestDatabase('api');
  const pool = guardPool(new pg.Pool({ connectionString: db.url, max: 20 }));
  const endPool = trackPoolClients(pool);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esm-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    PORT: '0',
    SEED: options.seed ?? 'minimal',
    LOG_LEVEL: 'warn',
    READ_YOUR_WRITES_TIMEOUT_MS: TEST_READ_YOUR_WRITES_TIMEOUT_MS,
    ...options.env,
  });
  const clock = new TestClock(options.start ?? '2026-06-01T09:00:00.000Z');
  const domainClock: Clock = { now: () => new Date(clock.now()) };
  const platform = await startPlatform({
    config,
    database: { pool, url: db.url, close: async () => {} },
    clock: domainClock,
    bossClock: clock,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.gateway ? { gateway: options.gateway } : {}),
    rateLimits: options.rateLimits ?? { signIn: 1000, signUp: 1000, contact: 1000, checkout: 1000 },
  });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const address = platform.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    platform,
    url,
    config: { ...config, publicUrl: url },
    clock,
    domainClock,
    pool,
    client: () => new TestClient(url),
    ...waitsOnEverythingCommitted(platform, pool),
    async stop() {
      await platform.stop();
      await endPool();
      await db.drop();
    },
  };
}

/** A test platform's `lastCommittedPosition` and `waitForReadModels`. */
export function waitsOnEverythingCommitted(
  platform: Platform,
  pool: pg.Pool,
): Pick<TestPlatform, 'lastCommittedPosition' | 'waitForReadModels'> {
  const lastCommittedPosition = async () => {
    const { rows } = await pool.query<{ p: string }>(
      'SELECT COALESCE(max(global_position), 0) AS p FROM es.events',
    );
    return Number(rows[0]!.p);
  };
  return {
    lastCommittedPosition,
    waitForReadModels: async () => platform.context.commands.waitForReadModels(await lastCommittedPosition()),
  };
}

/**
 * A crash at a chosen append: every command the platform runs is first shown to `dies`, and one
 * it answers with a reason is refused with that reason instead of appended, as when the process
 * stops just before that append.
 */
export function crashCommandsWhen(t: TestPlatform, dies: (commandType: string) => string | undefined): void {
  const commands = t.platform.context.commands;
  const run = commands.run.bind(commands);
  commands.run = (<C, S, E extends DomainEvent>(request: CommandRequest<C, S, E>) => {
    const reason = dies((request.command as { type?: string }).type ?? '');
    return reason === undefined ? run(request) : Promise.reject(new Error(reason));
  }) as typeof commands.run;
}
