import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eventSchemaRegistry } from '@esm/core/event-catalogue';
import { offlineGeocoder } from '@esm/core/postcode/offline-geocoder';
import { eventStoreMigrations } from '@esm/infra/eventstore/postgres/migrations';
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import { startEmbeddedPostgres } from '@esm/infra/postgres/embedded';
import '@esm/infra/postgres/types';
import { searchQuery } from '@esm/contract/services';
import { migrate } from '@esm/infra/postgres/migrate';
import { guardPool } from '@esm/infra/postgres/pool-errors';
import { allProjectors, readModelExtensionsMigration } from '@esm/projections/index';
import {
  createReadModelSchema,
  readModelMigrations,
  switchActive,
} from '@esm/projections/runner/read-model-schema';
import { catchUp } from '@esm/projections/runner/rebuild';
import pg from 'pg';
import { searchServices } from '../api/src/services/search';
import { type BenchEvent, generateMarketplace } from './generate';

/**
 * `npm run bench`: search at marketplace scale ("fast at 100,000 services"). Loads
 * synthetic events, projects them into the real read model, then times the search shapes the
 * site uses. Numbers are wall-clock on this machine; see docs/search.md for recorded results.
 */
const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const SERVICES = arg('services', 100_000);
const PROVIDERS = arg('providers', Math.max(50, Math.round(SERVICES / 25)));
const RUNS = arg('runs', 30);

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'esm-bench-'));
  chmodSync(dir, 0o755);
  const server = process.env.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: false });
  const url = process.env.DATABASE_URL ?? server!.urlFor('postgres');
  const pool = guardPool(new pg.Pool({ connectionString: url, max: 8 }));
  pool.on('error', () => {}); // idle clients see the server stop at the end
  try {
    await migrate(pool, [...eventStoreMigrations, ...readModelMigrations, readModelExtensionsMigration]);
    const store = new PostgresEventStore({ pool, registry: eventSchemaRegistry() });
    const categories = await seedCategories(store);
    const events = generateMarketplace({ providers: PROVIDERS, services: SERVICES, categories });
    let t = performance.now();
    await bulkAppend(pool, events);
    const loadSeconds = (performance.now() - t) / 1000;

    const schema = await createReadModelSchema(pool, allProjectors);
    t = performance.now();
    await catchUp({
      pool,
      store,
      schema,
      projectors: allProjectors,
      until: await store.headPosition(),
      batchSize: 2000,
    });
    const projectSeconds = (performance.now() - t) / 1000;
    const client = await pool.connect();
    await client.query('BEGIN');
    await switchActive(client, schema, allProjectors);
    await client.query('COMMIT');
    client.release();
    await pool.query('ANALYZE');

    console.log(`\n${SERVICES.toLocaleString()} services from ${PROVIDERS.toLocaleString()} providers`);
    console.log(
      `load events: ${loadSeconds.toFixed(1)} s; project into the read model: ${projectSeconds.toFixed(1)} s (${Math.round(events.length / projectSeconds)} events/s)\n`,
    );

    const now = new Date('2026-06-01T12:00:00Z');
    const shapes: Array<[string, Record<string, string>]> = [
      ['all services, first page (home, /services)', {}],
      ['category slug', { category: 'sound-hire' }],
      ['free text', { q: 'wedding lighting' }],
      ['venue postcode (each service’s reach)', { postcode: 'M1 1AE' }],
      ['postcode + date', { postcode: 'EH1 1YZ', date: '2026-07-04' }],
      ['postcode, sorted by distance', { postcode: 'BS1 4DJ', sort: 'distance' }],
      ['category + postcode + text', { category: 'dj-services', postcode: 'LS1 4DY', q: 'disco' }],
      ['price low to high', { sort: 'price_asc' }],
      ['page 200', { page: '200' }],
    ];
    console.log('| search | p50 ms | p95 ms | results |');
    console.log('|---|---:|---:|---:|');
    for (const [label, params] of shapes) {
      const query = searchQuery.parse(params);
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        total = (await searchServices(pool, offlineGeocoder, query, now)).total;
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
      console.log(`| ${label} | ${p(0.5)} | ${p(0.95)} | ${total.toLocaleString()} |`);
    }
    await store.close();
  } finally {
    await pool.end();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function seedCategories(store: PostgresEventStore) {
  const slugs = [
    'stage-hire',
    'sound-hire',
    'lighting-hire',
    'food-services',
    'furniture-hire',
    'bar-hire',
    'wedding-planning',
    'marquee-hire',
    'dj-services',
    'silent-disco',
    'drone-services',
    'photography-services',
    'projections',
    'face-painter',
    'venues',
  ];
  const categories = slugs.map((slug) => ({ id: crypto.randomUUID(), slug }));
  for (const c of categories) {
    await store.append(
      `category-${c.id}`,
      [
        {
          type: 'CategoryCreated',
          data: {
            categoryId: c.id,
            name: c.slug,
            slug: c.slug,
            icon: 'fas fa-star',
            description: c.slug,
            imageUrl: '/x.svg',
          },
          metadata: { actor: { kind: 'system', name: 'bench' }, correlationId: 'bench' },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
  }
  return categories;
}

/** Bench-only bulk load: one INSERT per thousand single-event streams instead of one append each. */
async function bulkAppend(pool: pg.Pool, events: BenchEvent[]) {
  for (let i = 0; i < events.length; i += 1000) {
    const batch = events.slice(i, i + 1000).map((e) => ({ ...e, eventId: crypto.randomUUID() }));
    await pool.query(
      `INSERT INTO es.events (event_id, stream, version, type, schema_version, occurred_at, data, actor, correlation_id)
       SELECT (e->>'eventId')::uuid, e->>'stream', 0, e->>'type', 1, now(), e->'data', '{"kind":"system","name":"bench"}', 'bench'
       FROM jsonb_array_elements($1::jsonb) AS e`,
      [JSON.stringify(batch)],
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
