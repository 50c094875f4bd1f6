import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { embeddedUrl, runningCluster, runningClusterPort, startEmbeddedPostgres } from '../postgres/embedded';
import { trackPoolClients } from '../postgres/end-pool';
import { guardPool } from '../postgres/pool-errors';
import '../postgres/types';
import type { PlatformConfig } from './config';
import { choosePgPort, isPortFree } from './pg-port';

export interface Database {
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

const DATABASE_NAME = 'marketplace';

/**
 * Connects to DATABASE_URL, or starts the project's own PostgreSQL under $DATA_DIR/postgres and
 * creates the marketplace database on first run.
 */
export async function openDatabase(
  config: Pick<PlatformConfig, 'databaseUrl' | 'dataDir' | 'pgPort' | 'embeddedPostgresPassword'>,
  log: (line: string) => void = () => {},
  poolSize = 20,
  options: { reuseRunning?: boolean } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const pool = guardPool(new pg.Pool({ connectionString: config.databaseUrl, max: poolSize }));
    return { pool, url: config.databaseUrl, close: () => pool.end() };
  }
  if (options.reuseRunning) {
    // A CLI: join the cluster `npm start` runs. When it runs but cannot be reached, stop here:
    // starting our own would mean shutting that one down.
    const databaseDir = path.join(config.dataDir, 'postgres');
    if (runningCluster(databaseDir)) {
      const running = await connectToRunning(databaseDir, config.embeddedPostgresPassword, poolSize);
      log(`using the PostgreSQL already running on port ${new URL(running.url).port}`);
      return running;
    }
  }
  // When we run as root the cluster runs as the `postgres` user, which must be able to reach it.
  mkdirSync(config.dataDir, { recursive: true });
  chmodSync(config.dataDir, 0o755);
  const embedded = await startEmbeddedOnChosenPort(config, {
    password: config.embeddedPostgresPassword,
    log: (line) => {
      if (line.startsWith('embedded PostgreSQL:')) log(line);
    },
  });
  log(
    `embedded PostgreSQL running on port ${embedded.port} (data in ${path.join(config.dataDir, 'postgres')})`,
  );
  const admin = new pg.Client({ connectionString: embedded.adminUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  await admin.end();
  const url = embedded.urlFor(DATABASE_NAME);
  const pool = guardPool(new pg.Pool({ connectionString: url, max: poolSize }));
  const endPool = trackPoolClients(pool);
  return {
    pool,
    url,
    async close() {
      await endPool();
      await embedded.stop();
    },
  };
}

/**
 * Starts the embedded cluster on PG_PORT as given, else this data directory's port from before,
 * 5433, or any free port. Two `npm start`s at the same moment can both find a port free; the one
 * that loses is started once more on another port.
 */
async function startEmbeddedOnChosenPort(
  config: Pick<PlatformConfig, 'dataDir' | 'pgPort'>,
  options: { password: string; log: (line: string) => void },
) {
  const dataDir = path.join(config.dataDir, 'postgres');
  const ownPort = runningClusterPort(dataDir);
  const port = await choosePgPort({ dataDir: config.dataDir, requested: config.pgPort, ownPort });
  try {
    return await startEmbeddedPostgres({ dataDir, port, persistent: true, ...options });
  } catch (error) {
    if (config.pgPort !== undefined || (await isPortFree(port))) throw error;
    const other = await choosePgPort({ dataDir: config.dataDir, avoid: port });
    return startEmbeddedPostgres({ dataDir, port: other, persistent: true, ...options });
  }
}

/**
 * Joins the embedded cluster another process (a running `npm start`) owns, without owning it:
 * closing only ends our pool.
 */
async function connectToRunning(databaseDir: string, password: string, poolSize: number): Promise<Database> {
  const port = runningCluster(databaseDir)?.port;
  if (port === undefined) throw new Error(`No PostgreSQL is running on ${databaseDir}`);
  const url = embeddedUrl(port, DATABASE_NAME, password);
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.query('SELECT 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL is running on ${databaseDir} (port ${port}) but does not answer (${(error as Error).message}); it was left running`,
    );
  } finally {
    await probe.end().catch(() => {});
  }
  const pool = guardPool(new pg.Pool({ connectionString: url, max: poolSize }));
  return { pool, url, close: () => pool.end() };
}
