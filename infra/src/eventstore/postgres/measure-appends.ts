import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NewEvent } from '@esm/core/eventstore/port';
import { testEvent } from '@esm/core/eventstore/testing';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../postgres/embedded';
import { migrate } from '../../postgres/migrate';
import { eventStoreMigrations } from './migrations';
import { PostgresEventStore } from './postgres-event-store';

/**
 * Measures append throughput of the Postgres adapter on a throwaway embedded cluster (or on
 * DATABASE_URL's server, in a scratch database). Run: npx tsx infra/src/eventstore/postgres/measure-appends.ts
 * `npm run bench:appends` runs it. Each shape runs twice in the same run: through the store, and
 * as a bare multi-row INSERT of the same rows (the baseline); docs/event-store.md has the figures.
 */
const APPENDS_PER_RUN = 2000;

interface Scenario {
  name: string;
  appenders: number;
  eventsPerAppend: number;
  /** The baseline: the same rows by a bare INSERT (no version check, no positions, no function). */
  bare: boolean;
}

const shapes = [
  { appenders: 1, eventsPerAppend: 1 },
  { appenders: 1, eventsPerAppend: 10 },
  { appenders: 16, eventsPerAppend: 1 },
  { appenders: 16, eventsPerAppend: 10 },
];
const scenarios: Scenario[] = shapes.flatMap((shape) => [
  { ...shape, bare: false, name: `${shape.appenders} appenders × ${shape.eventsPerAppend} events: store` },
  {
    ...shape,
    bare: true,
    name: `${shape.appenders} appenders × ${shape.eventsPerAppend} events: bare INSERT`,
  },
]);

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
    console.log(
      `${'scenario'.padEnd(46)} ${'appends/s'.padStart(9)} ${'events/s'.padStart(9)} ${'p50 ms'.padStart(7)}`,
    );
    const results = new Map<string, number>();
    for (const scenario of scenarios) results.set(scenario.name, await run(adminUrl, scenario));
    for (const shape of shapes) {
      const key = `${shape.appenders} appenders × ${shape.eventsPerAppend} events`;
      const ratio = results.get(`${key}: store`)! / results.get(`${key}: bare INSERT`)!;
      console.log(`${key}: store / bare INSERT = ${ratio.toFixed(2)}×`);
    }
  } finally {
    await stop();
  }
}

/** Runs one scenario; answers events per second. */
async function run(adminUrl: string, scenario: Scenario): Promise<number> {
  const url = await scratchDatabase(adminUrl);
  const pool = new pg.Pool({ connectionString: url, max: scenario.appenders + 2 });
  // Stopping the cluster kills idle connections; that must not crash the script.
  pool.on('error', () => {});
  await migrate(pool, eventStoreMigrations);
  await pool.query('CREATE TABLE bare_events (LIKE es.events INCLUDING DEFAULTS)');
  const store = new PostgresEventStore({ pool });
  const perAppender = Math.ceil(APPENDS_PER_RUN / scenario.appenders);
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: scenario.appenders }, async (_, a) => {
      for (let i = 0; i < perAppender; i++) {
        const events = Array.from({ length: scenario.eventsPerAppend }, (_, n) =>
          testEvent('Measured', { a, i, n }),
        );
        const t = process.hrtime.bigint();
        if (scenario.bare) await bareInsert(pool, `measure-${a}`, i, events);
        else await store.append(`measure-${a}`, events, { expectedVersion: 'any' });
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const appends = perAppender * scenario.appenders;
  const eventsPerSecond = (appends * scenario.eventsPerAppend) / seconds;
  latencies.sort((x, y) => x - y);
  console.log(
    `${scenario.name.padEnd(46)} ${String(Math.round(appends / seconds)).padStart(9)} ` +
      `${String(Math.round(eventsPerSecond)).padStart(9)} ${latencies[Math.floor(latencies.length / 2)]!.toFixed(1).padStart(7)}`,
  );
  await store.close();
  await pool.end();
  return eventsPerSecond;
}

/** The same rows, in one multi-row INSERT per append, into a copy of the table without its constraints. */
async function bareInsert(pool: pg.Pool, stream: string, i: number, events: NewEvent[]): Promise<void> {
  const values: unknown[] = [];
  const rows = events.map((e, n) => {
    values.push(
      randomUUID(),
      stream,
      i * events.length + n,
      e.type,
      JSON.stringify(e.data),
      JSON.stringify(e.metadata.actor),
      e.metadata.correlationId,
    );
    const k = values.length;
    return `($${k - 6}::uuid, $${k - 5}, $${k - 4}, $${k - 3}, 1, now(), $${k - 2}::jsonb, $${k - 1}::jsonb, $${k}, nextval('es.events_global_position_seq'))`;
  });
  await pool.query(
    `INSERT INTO bare_events (event_id, stream, version, type, schema_version, occurred_at, data, actor, correlation_id, global_position)
     VALUES ${rows.join(', ')}`,
    values,
  );
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
