import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@esm/core/eventstore/port';
import { eventStoreMigrations } from '@esm/infra/eventstore/postgres/migrations';
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import { migrate } from '@esm/infra/postgres/migrate';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import type pg from 'pg';
import { type BenchOptions, benchPool, type Cluster, withOwnPgTypes } from '../harness/context';
import { step } from '../harness/progress';
import { type BenchResult, result } from '../harness/results';
import { closedLoop, percentiles } from '../harness/stats';

/**
 * Appends: our PostgresEventStore against Emmett's PostgreSQL event store and against a bare
 * multi-row INSERT of the same rows into a copy of es.events without its constraints, version
 * check or position function (the floor). Each contender gets its own fresh database on the same
 * server, a warm-up, then the same number of appends from the same number of clients.
 */
interface Shape {
  name: string;
  clients: number;
  eventsPerAppend: number;
  appends: number;
}

type Appender = (stream: string, i: number, events: NewEvent[]) => Promise<void>;

interface Contender {
  name: string;
  open(url: string, poolSize: number): Promise<{ append: Appender; close(): Promise<void> }>;
}

const ours: Contender = {
  name: 'PostgresEventStore',
  async open(url, poolSize) {
    const pool = benchPool(url, poolSize);
    await migrate(pool, eventStoreMigrations);
    const store = new PostgresEventStore({ pool });
    return {
      append: async (stream, _i, events) => {
        await store.append(stream, events, { expectedVersion: 'any' });
      },
      async close() {
        await store.close();
        await pool.end();
      },
    };
  },
};

const emmett: Contender = {
  name: 'Emmett PostgreSQL',
  async open(url, poolSize) {
    const pool = benchPool(url, poolSize);
    const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
    return {
      append: async (stream, _i, events) => {
        await store.appendToStream(
          stream,
          events.map((e) => ({
            type: e.type,
            data: e.data as Record<string, unknown>,
            metadata: e.metadata,
          })),
        );
      },
      async close() {
        await store.close();
        await pool.end();
      },
    };
  },
};

const bare: Contender = {
  name: 'bare INSERT',
  async open(url, poolSize) {
    const pool = benchPool(url, poolSize);
    await migrate(pool, eventStoreMigrations);
    await pool.query('CREATE TABLE bare_events (LIKE es.events INCLUDING DEFAULTS)');
    return {
      append: (stream, i, events) => bareInsert(pool, stream, i, events),
      close: () => pool.end(),
    };
  },
};

/** The same rows in one multi-row INSERT per append: no version check, no lock, no function. */
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

const event = (a: number, i: number, n: number): NewEvent => ({
  type: 'Measured',
  data: { a, i, n, note: 'a benchmark event of ordinary size' },
  metadata: { actor: { kind: 'system', name: 'bench' }, correlationId: `bench-${a}-${i}` },
});

async function measure(cluster: Cluster, contender: Contender, shape: Shape) {
  const url = await cluster.createDatabase('bench_append');
  const subject = await contender.open(url, shape.clients + 2);
  try {
    const batch = (a: number, i: number) =>
      Array.from({ length: shape.eventsPerAppend }, (_, n) => event(a, i, n));
    // Warm-up on other streams: schema creation on first use, prepared plans, pool connections.
    await closedLoop({
      clients: shape.clients,
      total: Math.max(shape.clients * 4, Math.ceil(shape.appends / 10)),
      work: (a, i) => subject.append(`warm-${a}`, i, batch(a, i)),
    });
    const perClient = new Array<number>(shape.clients).fill(0);
    const run = await closedLoop({
      clients: shape.clients,
      total: shape.appends,
      work: (a) => {
        const i = perClient[a]!++;
        return subject.append(`measure-${a}`, i, batch(a, i));
      },
    });
    return { eventsPerSecond: run.perSecond * shape.eventsPerAppend, ...percentiles(run.latencies) };
  } finally {
    await subject.close();
  }
}

export async function appendCase(cluster: Cluster, options: BenchOptions): Promise<BenchResult[]> {
  const shapes: Shape[] = [
    { name: '16 clients × 1 event', clients: 16, eventsPerAppend: 1, appends: options.quick ? 400 : 4000 },
    { name: '1 writer × 100 events', clients: 1, eventsPerAppend: 100, appends: options.quick ? 20 : 200 },
  ];
  const results: BenchResult[] = [];
  for (const shape of shapes) {
    step(`append: ${shape.name}`);
    const floor = await measure(cluster, bare, shape);
    for (const contender of [ours, emmett]) {
      const m =
        contender === emmett
          ? await withOwnPgTypes(() => measure(cluster, contender, shape))
          : await measure(cluster, contender, shape);
      results.push(
        result({
          case: `append ${shape.name}: ${contender.name}`,
          unit: 'events/s',
          value: m.eventsPerSecond,
          baseline: bare.name,
          baselineValue: floor.eventsPerSecond,
          p50: m.p50,
          p95: m.p95,
          p99: m.p99,
          dataSize: `${(shape.appends * shape.eventsPerAppend).toLocaleString('en-GB')} events`,
        }),
      );
    }
  }
  return results;
}
