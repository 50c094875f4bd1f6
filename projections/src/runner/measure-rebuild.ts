import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eventSchemaRegistry } from '@esm/core/event-catalogue';
import { eventStoreMigrations } from '@esm/infra/eventstore/postgres/migrations';
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import { startEmbeddedPostgres } from '@esm/infra/postgres/embedded';
import { migrate } from '@esm/infra/postgres/migrate';
import '@esm/infra/postgres/types';
import pg from 'pg';
import { progressBar } from '../cli/progress-bar';
import { allProjectors, readModelExtensionsMigration } from '../index';
import { catchUp } from './catch-up';
import { bulkInsertEvents, generateMarketplaceEvents } from './marketplace-events';
import { checkpointsOf, createReadModelSchema, readModelMigrations, switchActive } from './read-model-schema';
import { rebuildBlueGreen } from './rebuild';
import { ProjectionRunner } from './runner';

/**
 * Measures replay throughput on a throwaway embedded cluster (or DATABASE_URL's server, in a
 * scratch database): generates a marketplace log (default 1,000,000 events), loads it by bulk
 * INSERT, then times (a) a blue-green rebuild of every projector and (b) the live runner catching
 * up from position 0. docs/projections.md has the figures.
 *
 *   npx tsx projections/src/runner/measure-rebuild.ts [--events=1000000] [--per-projector=100000]
 *
 * --per-projector=N also replays the first N events into each projector on its own, to show
 * which projectors dominate.
 */
const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '1000000' },
    'per-projector': { type: 'string', default: '0' },
  },
});
const EVENTS = Number(values.events);
const PER_PROJECTOR = Number(values['per-projector']);

async function main() {
  const { url, stop } = await database();
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  pool.on('error', () => {}); // idle clients see the server stop at the end
  try {
    await migrate(pool, [...eventStoreMigrations, ...readModelMigrations, readModelExtensionsMigration]);
    const store = new PostgresEventStore({ pool, registry: eventSchemaRegistry() });
    let t = performance.now();
    const events = generateMarketplaceEvents({ count: EVENTS });
    const mix = new Map<string, number>();
    for (const e of events) mix.set(e.event.type, (mix.get(e.event.type) ?? 0) + 1);
    console.log(`generated ${events.length.toLocaleString()} events in ${seconds(t)} s`);
    console.log(
      [...mix.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([type, n]) => `${type} ${n}`)
        .join(', '),
    );
    t = performance.now();
    await bulkInsertEvents(pool, events);
    console.log(`loaded by bulk INSERT in ${seconds(t)} s`);
    const head = await store.headPosition();

    if (PER_PROJECTOR > 0) {
      const until = Math.min(head, PER_PROJECTOR);
      console.log(`\nper projector, first ${until.toLocaleString()} events:`);
      for (const projector of allProjectors) {
        const schema = await createReadModelSchema(pool, [projector], 'rm_measure');
        t = performance.now();
        await catchUp({ pool, store, schema, projectors: [projector], until });
        const s = (performance.now() - t) / 1000;
        console.log(
          `  ${projector.name.padEnd(24)} ${s.toFixed(2).padStart(7)} s ${projector.applyBatch ? 'batch' : ''}`,
        );
        await pool.query(`DROP SCHEMA ${schema} CASCADE`);
      }
    }

    // (a) blue-green rebuild of every projector into a fresh schema (the first one becomes active).
    const bar = progressBar('rebuild');
    t = performance.now();
    const rebuilt = await rebuildBlueGreen({
      pool,
      store,
      projectors: allProjectors,
      onProgress: bar.onProgress,
    });
    bar.stop();
    const rebuildSeconds = (performance.now() - t) / 1000;
    console.log(
      `(a) rebuild into ${rebuilt}: ${rebuildSeconds.toFixed(1)} s, ${Math.round(events.length / rebuildSeconds)} events/s`,
    );

    // (b) the live runner from position 0: a fresh, empty schema made active, then followed.
    const fresh = await createReadModelSchema(pool, allProjectors);
    const client = await pool.connect();
    await client.query('BEGIN');
    await switchActive(client, fresh, allProjectors);
    await client.query('COMMIT');
    client.release();
    const runner = new ProjectionRunner({ pool, store, projectors: allProjectors });
    t = performance.now();
    await runner.start();
    await new Promise<void>((resolve) => {
      const check = (position: number) => {
        if (position >= head) {
          runner.off('progress', check);
          resolve();
        }
      };
      runner.on('progress', check);
      check(runner.currentPosition);
    });
    const runnerSeconds = (performance.now() - t) / 1000;
    await runner.stop();
    const checkpoints = await checkpointsOf(pool, fresh);
    console.log(
      `(b) live runner from 0: ${runnerSeconds.toFixed(1)} s, ${Math.round(events.length / runnerSeconds)} events/s` +
        ` (lowest checkpoint ${Math.min(...checkpoints.values())} of ${head})`,
    );
    await store.close();
  } finally {
    await pool.end();
    await stop();
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function database(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `rm_measure_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async stop() {
        await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'rm-measure-'));
  chmodSync(dir, 0o755);
  const handle = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: false });
  return {
    url: handle.urlFor('postgres'),
    async stop() {
      await handle.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
