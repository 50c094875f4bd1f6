import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@esm/infra/platform/config';
import { embeddedUrl, freePort, runningClusterPort } from '@esm/infra/postgres/embedded';
import type { MemoryReader } from './observe';

const root = path.resolve(import.meta.dirname, '../../../..');

/** The database `npm start` creates in its embedded PostgreSQL (infra/src/platform/database.ts). */
const DATABASE_NAME = 'marketplace';

export interface StartedProduct {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  databaseUrl: string | null;
  memory: MemoryReader;
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it — the web apps built if needed, then server/src/main.ts —
 * on a fresh DATA_DIR (its own embedded PostgreSQL, the demo seed), on a free port. Two things
 * differ, both for measuring: main.ts runs in one node process (node --import tsx, where `tsx`
 * would add a parent process) so its pid is the server's, and probe.ts is preloaded with
 * --expose-gc to report the heap. TRUST_PROXY=loopback lets each virtual user come from its own
 * address (X-Forwarded-For), as real users behind a proxy do, so per-address limits apply to
 * each of them rather than to the whole run.
 */
export async function startProduct(options: {
  seed: 'demo' | 'minimal';
  logFile: string;
  log: (line: string) => void;
  /** Keep the data folder afterwards (for a look at the database). */
  keep?: boolean;
  readyTimeoutMs?: number;
}): Promise<StartedProduct> {
  const { log } = options;
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Under /tmp and world-traversable: run as root, the embedded cluster runs as `postgres`.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eventhire-load-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const logFd = openSync(options.logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: options.seed,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  // A fresh product: none of the caller's database or address settings leak in.
  for (const name of ['DATABASE_URL', 'PG_PORT', 'PUBLIC_URL', 'EVENT_STORE', 'EVENTSTORE_URL'])
    delete env[name];
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      path.join(import.meta.dirname, 'probe.ts'),
      'server/src/main.ts',
    ],
    { cwd: root, env, stdio: ['ignore', logFd, logFd, 'ipc'] },
  );
  closeSync(logFd);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  log(
    `starting the product on ${url} (DATA_DIR ${dataDir}, SEED=${options.seed}; log in ${options.logFile})`,
  );

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.keep) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, exited, options.readyTimeoutMs ?? 10 * 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('the product has no process id');
  return {
    url,
    port,
    pid,
    dataDir,
    databaseUrl: databaseUrlOf(dataDir),
    memory: memoryOf(child),
    stop,
  };
}

async function waitUntilReady(url: string, exited: Promise<number | null>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let gone: number | null | undefined;
  void exited.then((code) => {
    gone = code;
  });
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`the product exited (code ${gone}) before it was ready`);
    try {
      const res = await fetch(`${url}/readyz`, { headers: { connection: 'close' } });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the product was not ready within ${Math.round(timeoutMs / 1000)} s`);
}

/** The embedded cluster's connection string, from the secrets and port file the product wrote. */
function databaseUrlOf(dataDir: string): string | null {
  const port = runningClusterPort(path.join(dataDir, 'postgres'));
  if (port === null) return null;
  const { embeddedPostgresPassword } = loadConfig({ DATA_DIR: dataDir });
  return embeddedUrl(port, DATABASE_NAME, embeddedPostgresPassword);
}

function memoryOf(child: ChildProcess): MemoryReader {
  let next = 0;
  return (fullGc) =>
    new Promise((resolve) => {
      if (!child.connected) return resolve(null);
      const id = ++next;
      const timer = setTimeout(() => {
        child.off('message', onMessage);
        resolve(null);
      }, 10_000);
      const onMessage = (message: unknown) => {
        const answer = message as { type?: string; id?: number; rssBytes: number; heapUsedBytes: number };
        if (answer?.type !== 'load-probe' || answer.id !== id) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve({ rssBytes: answer.rssBytes, heapUsedBytes: answer.heapUsedBytes });
      };
      child.on('message', onMessage);
      child.send({ type: 'load-probe', id, gc: fullGc });
    });
}
