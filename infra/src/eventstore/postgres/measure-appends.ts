import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testEvent } from '@esm/core/eventstore/testing';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../postgres/embedded';
import { migrate } from '../../postgres/migrate';
import { eventStoreMigrations } from './migrations';
import { PostgresEventStore } from './postgres-event-store';

/**
 * Measures append throughput of the Postgres adapter on a throwaway embedded cluster (or on
 * DATABASE_URL's server, in a scratch database). Run: npx tsx infra/src/eventstore/postgres/measure-appends.ts
 * The numbers in docs/event-store.md come from this script.
 */
const APPENDS_PER_RUN = 2000;

interface Scenario {
  name: string;
  appenders: number;
  eventsPerAppend: number;
  lock: boolean;
}

const scenarios: Scenario[] = [
  { name: '1 appender, 1 event per append', appenders: 1, eventsPerAppend: 1, lock: true },
  { name: '1 appender, 10 events per append', appenders: 1, eventsPerAppend: 10, lock: true },
  { name: '16 appenders, 1 event per append', appenders: 16, eventsPerAppend: 1, lock: true },
  { name: '16 appenders, 10 events per append', appenders: 16, eventsPerAppend: 10, lock: true },
  { name: '1 appender, 1 event per append (no lock, unsafe)', appenders: 1, eventsPerAppend: 1, lock: false },
  {
    name: '16 appenders, 1 event per append (no lock, unsafe)',
    appenders: 16,
    eventsPerAppend: 1,
    lock: false,
  },
];

async function main() {
  const { adminUrl, stop } = await cluster();
  try {
    const settings = new pg.Client({ connectionString: adminUrl });
    await settings.connect();
    const { rows } = await settings.query<{ fsync: string; synchronous_commit: string }>(
      "SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit",
    );
    await settings.end();
    console.log(`PostgreSQL fsync=${rows[0]!.fsync} synchronous_commit=${rows[0]!.synchronous_commit}`);
    for (const scenario of scenarios) await run(adminUrl, scenario);
  } finally {
    await stop();
  }
}

async function run(adminUrl: string, scenario: Scenario) {
  const url = await scratchDatabase(adminUrl);
  const pool = new pg.Pool({ connectionString: url, max: scenario.appenders + 2 });
  // Stopping the cluster kills idle connections; that must not crash the script.
  pool.on('error', () => {});
  await migrate(pool, eventStoreMigrations);
  const store = new PostgresEventStore({ pool, unsafeDisableAppendLockForTests: !scenario.lock });
  const perAppender = Math.ceil(APPENDS_PER_RUN / scenario.appenders);
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: scenario.appenders }, async (_, a) => {
      for (let i = 0; i < perAppender; i++) {
        const events = Array.from({ length: scenario.eventsPerAppend }, (_, n) =>
          testEvent('Measured', { a, i, n }),
        );
        await store.append(`measure-${a}`, events, { expectedVersion: 'any' });
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const appends = perAppender * scenario.appenders;
  console.log(
    `${scenario.name.padEnd(52)} ${String(Math.round(appends / seconds)).padStart(6)} appends/s ` +
      `${String(Math.round((appends * scenario.eventsPerAppend) / seconds)).padStart(7)} events/s`,
  );
  await store.close();
  await pool.end();
}

async function cluster(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    return { adminUrl: url.toString(), stop: async () => {} };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'es-measure-'));
  chmodSync(dir, 0o755);
  const handle = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: false });
  return {
    adminUrl: handle.adminUrl,
    async stop() {
      await handle.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function scratchDatabase(adminUrl: string): Promise<string> {
  const name = `es_measure_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

await main();
