import { eventSchemaRegistry } from '@esm/core/event-catalogue';
import { eventStoreMigrations } from '@esm/infra/eventstore/postgres/migrations';
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import { migrate } from '@esm/infra/postgres/migrate';
import '@esm/infra/postgres/types';
import { allProjectors, readModelExtensionsMigration } from '@esm/projections/index';
import { catchUp } from '@esm/projections/runner/catch-up';
import { createReadModelSchema, readModelMigrations } from '@esm/projections/runner/read-model-schema';
import { rebuildBlueGreen } from '@esm/projections/runner/rebuild';
import { getPostgreSQLEventStore, postgreSQLEventStoreConsumer } from '@event-driven-io/emmett-postgresql';
import { generateMarketplace } from '../generate';
import { type BenchOptions, benchPool, type Cluster, withOwnPgTypes } from '../harness/context';
import { bulkLoad, bulkLoadEmmett, seedCategories } from '../harness/load-events';
import { progressBar, step } from '../harness/progress';
import { type BenchResult, result } from '../harness/results';
import { msSince } from '../harness/stats';

/**
 * Projection throughput over N events: our catch-up into a fresh read-model schema and our
 * blue-green rebuild (every read model, the real projectors), against Emmett's PostgreSQL
 * consumer reading the same events from its own database into a handler that only counts them,
 * and against a plain keyset SQL read of es.events (the floor: reading, no projecting).
 */
export async function projectionCase(cluster: Cluster, options: BenchOptions): Promise<BenchResult[]> {
  const url = await cluster.createDatabase('bench_projection');
  const pool = benchPool(url, 8);
  const emmettUrl = options.noPeers ? null : await cluster.createDatabase('bench_emmett');
  const emmettPool = emmettUrl ? benchPool(emmettUrl, 4) : null;
  const store = new PostgresEventStore({ pool, registry: eventSchemaRegistry() });
  try {
    await migrate(pool, [...eventStoreMigrations, ...readModelMigrations, readModelExtensionsMigration]);
    const categories = await seedCategories(store);
    const providers = Math.max(20, Math.round(options.events / 26));
    const events = generateMarketplace({ providers, services: options.events - providers, categories });
    await bulkLoad(pool, events, 'projection: events');
    if (emmettUrl && emmettPool) {
      // Emmett creates its schema on first use; one append does that, then the same events go in.
      await withOwnPgTypes(async () => {
        const emmettStore = getPostgreSQLEventStore(emmettUrl, { connectionOptions: { pool: emmettPool } });
        await emmettStore.appendToStream('bench-schema', [{ type: 'SchemaCreated', data: {} }]);
        await bulkLoadEmmett(emmettPool, events, 'projection: events (Emmett)');
        await emmettStore.close();
      });
      await emmettPool.query('ANALYZE');
    }
    await pool.query('ANALYZE');
    const head = await store.headPosition();
    const total = events.length + categories.length;
    const dataSize = `${total.toLocaleString('en-GB')} events`;

    step('projection: plain SQL read');
    const plain = await plainRead(pool);
    step('projection: catch-up');
    const schema = await createReadModelSchema(pool, allProjectors);
    const bar = progressBar('projection: catch-up', head);
    let t = process.hrtime.bigint();
    await catchUp({
      pool,
      store,
      schema,
      projectors: allProjectors,
      until: head,
      onProgress: (done) => bar.update(done),
    });
    bar.stop();
    const catchUpPerSecond = total / (msSince(t) / 1000);
    await pool.query(`DROP SCHEMA ${schema} CASCADE`);
    step('projection: blue-green rebuild');
    t = process.hrtime.bigint();
    await rebuildBlueGreen({ pool, store, projectors: allProjectors });
    const rebuildPerSecond = total / (msSince(t) / 1000);
    let emmett: number | null = null;
    if (emmettUrl) {
      step('projection: Emmett consumer');
      emmett = await withOwnPgTypes(() => emmettRead(emmettUrl));
    }
    const row = (name: string, value: number) =>
      result({
        case: `projection ${name}`,
        unit: 'events/s',
        value,
        baseline: 'plain SQL read of es.events',
        baselineValue: plain,
        p50: null,
        p95: null,
        p99: null,
        dataSize,
      });
    return [
      row('catch-up (every read model)', catchUpPerSecond),
      row('blue-green rebuild (every read model)', rebuildPerSecond),
      ...(emmett === null ? [] : [row('Emmett consumer (counting handler)', emmett)]),
    ];
  } finally {
    await store.close();
    await pool.end();
    await emmettPool?.end().catch(() => {});
  }
}

/** Every event, in pages of 2,000 by global position, parsed by pg: what any consumer must pay. */
async function plainRead(pool: import('pg').Pool): Promise<number> {
  const t = process.hrtime.bigint();
  let after = 0;
  let count = 0;
  for (;;) {
    const { rows } = await pool.query<{ global_position: string }>(
      `SELECT global_position, stream, version, type, data, actor, correlation_id, occurred_at
       FROM es.events WHERE global_position > $1 ORDER BY global_position LIMIT 2000`,
      [after],
    );
    if (rows.length === 0) break;
    count += rows.length;
    after = Number(rows.at(-1)!.global_position);
  }
  return count / (msSince(t) / 1000);
}

async function emmettRead(url: string): Promise<number> {
  let count = 0;
  const consumer = postgreSQLEventStoreConsumer({
    connectionString: url,
    stopWhen: { noMessagesLeft: true },
    pulling: { batchSize: 2000 },
  });
  consumer.reactor({
    processorId: 'bench-counter',
    startFrom: 'BEGINNING',
    eachMessage: async () => {
      count++;
    },
  });
  const t = process.hrtime.bigint();
  await consumer.start();
  const perSecond = count / (msSince(t) / 1000);
  await consumer.close();
  if (count === 0) throw new Error('the Emmett consumer read no events');
  return perSecond;
}
