import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@esm/infra/postgres/embedded';
import pg from 'pg';
import { step } from './progress';

export interface BenchOptions {
  quick: boolean;
  /** Services in the search database (the HTTP cases). */
  services: number;
  /** Events of the projection case. */
  events: number;
  /** Open chat rooms polled by the chat case. */
  rooms: number;
  /** Skip the peer libraries' runs (Emmett's consumer in the projection case), which are slow. */
  noPeers: boolean;
}

export function parseOptions(argv: readonly string[]): BenchOptions & { only: string | null } {
  const arg = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const quick = argv.includes('--quick');
  const num = (name: string, full: number, small: number) => {
    const given = arg(name);
    if (given === undefined) return quick ? small : full;
    const n = Number(given.replaceAll('_', ''));
    if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive whole number`);
    return n;
  };
  return {
    quick,
    only: arg('case') ?? null,
    services: num('services', 100_000, 1_000),
    events: num('events', 1_000_000, 2_000),
    rooms: num('rooms', 2_000, 100),
    noPeers: argv.includes('--no-peers'),
  };
}

/** The PostgreSQL server of the run: a throwaway embedded cluster, or DATABASE_URL's server. */
export interface Cluster {
  /** A fresh, empty database on the server; its connection string. */
  createDatabase(prefix: string): Promise<string>;
  /** Drops every database created so far: a finished case's data. */
  dropDatabases(): Promise<void>;
  /**
   * Waits for the server to be quiet before the next case: a checkpoint (the last case's dirty
   * pages written now, not during the next case), then until no autovacuum worker is running, at
   * most `maxMs`. On two cores, autovacuum reaching a million-event table the last case loaded
   * takes a core from whichever case runs beside it. Returns how long it waited.
   */
  settle(maxMs?: number): Promise<number>;
  settings(): Promise<string>;
  stop(): Promise<void>;
}

export async function openCluster(): Promise<Cluster> {
  let adminUrl: string;
  let stop = async () => {};
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'esm-bench-'));
    chmodSync(dir, 0o755);
    const handle = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: false });
    adminUrl = handle.adminUrl;
    stop = async () => {
      await handle.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const created: string[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const dropDatabases = async () => {
    for (const name of created.splice(0))
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return {
    dropDatabases,
    async createDatabase(prefix) {
      const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
      await admin((c) => c.query(`CREATE DATABASE ${name}`));
      created.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async settle(maxMs = 180_000) {
      const started = performance.now();
      await admin(async (c) => {
        await c.query('CHECKPOINT');
        for (;;) {
          const { rows } = await c.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'",
          );
          if (rows[0]!.n === 0 || performance.now() - started > maxMs) return;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      });
      return performance.now() - started;
    },
    settings: () =>
      admin(async (c) => {
        const { rows } = await c.query<{ v: string; f: string; s: string }>(
          "SELECT current_setting('server_version') AS v, current_setting('fsync') AS f, current_setting('synchronous_commit') AS s",
        );
        return `PostgreSQL ${rows[0]!.v}, fsync=${rows[0]!.f}, synchronous_commit=${rows[0]!.s}`;
      }),
    async stop() {
      // On a shared server (DATABASE_URL) the scratch databases go; an embedded cluster goes whole.
      if (process.env.DATABASE_URL) await dropDatabases().catch(() => {});
      await stop();
    },
  };
}

/** Before each case: the server quiet (see `Cluster.settle`), and a line when that took a while. */
export async function settleBeforeCase(cluster: Cluster): Promise<void> {
  const waited = await cluster.settle();
  if (waited >= 1000)
    step(`waited ${(waited / 1000).toFixed(1)} s for the server to be quiet (checkpoint, autovacuum)`);
}

/** A pool that survives the server stopping under its idle connections at the end of the run. */
export function benchPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {});
  return pool;
}

/**
 * Emmett's driver (dumbo) replaces pg's global type parsers when it opens a pool: bigint becomes
 * BigInt, json goes through its own parser. The product in the same process expects pg's (and
 * infra's) parsers, so every use of Emmett here runs between a snapshot and a restore of them.
 */
export async function withOwnPgTypes<T>(work: () => Promise<T>): Promise<T> {
  const oids = [20, 114, 3802];
  const saved = oids.map((oid) => [oid, pg.types.getTypeParser(oid, 'text')] as const);
  try {
    return await work();
  } finally {
    for (const [oid, parser] of saved) pg.types.setTypeParser(oid, 'text', parser);
  }
}
