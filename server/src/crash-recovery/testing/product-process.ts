import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The product and its command-line tools as real operating-system processes, for tests that kill
 * them the way a power cut or the OOM killer would. Each runs in its own process group, so one
 * SIGKILL takes the process and everything it started (the embedded PostgreSQL included).
 */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** What every process of one installation shares: its data folder and the ports it uses. */
export interface Installation {
  dataDir: string;
  port: number;
  pgPort: number;
}

/** The environment `npm start` would read, on this installation, with nothing inherited that points elsewhere. */
export function installationEnv(at: Installation): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: at.dataDir,
    PORT: String(at.port),
    PG_PORT: String(at.pgPort),
    HOST: '127.0.0.1',
    // Categories and the staff accounts only: the demo marketplace takes most of a minute to seed.
    SEED: 'minimal',
    // Each simulated client sends its own address, so the per-address sign-up limit is per client.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'STRIPE_SECRET_KEY', 'EVENT_STORE', 'SESSION_SECRET']) delete env[name];
  return env;
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  exited(): boolean;
  /** Resolves once the process has exited (at once if it already has). */
  exit(): Promise<void>;
  /** SIGKILL to the whole process group: no handler runs, nothing is flushed. */
  kill9(): Promise<void>;
}

/** Starts `node --import tsx <entry>` from the repository root in a process group of its own. */
export function startProcess(entry: string, env: NodeJS.ProcessEnv, args: string[] = []): RunningProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += String(d);
  });
  child.stderr!.on('data', (d) => {
    output += String(d);
  });
  const exitPromise = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    output: () => output,
    exited,
    exit: () => exitPromise,
    async kill9() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // the group is already gone
      }
      await exitPromise;
    },
  };
}

/** Runs one of the package scripts' entry points to its end, as `npm run <script>` would. */
export async function runScript(entry: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  const run = startProcess(entry, env, args);
  await run.exit();
  return { code: run.child.exitCode, output: run.output() };
}

export interface ProductProcess extends RunningProcess {
  url: string;
  /** SIGTERM (a clean stop), then SIGKILL to the group if it has not gone after `ms`. */
  stop(ms?: number): Promise<void>;
}

/** `npm start` (server/src/main.ts) on the installation; resolves once it serves HTTP. */
export async function startProduct(at: Installation, timeoutMs = 90_000): Promise<ProductProcess> {
  const run = startProcess('server/src/main.ts', installationEnv(at));
  const url = `http://127.0.0.1:${at.port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (run.exited()) throw new Error(`the product exited at start:\n${run.output()}`);
    if (run.output().includes('EventHire UK is running')) {
      const health = await fetch(`${url}/api/health`).catch(() => null);
      if (health?.ok) break;
    }
    if (Date.now() > deadline) {
      await run.kill9();
      throw new Error(`the product did not start within ${timeoutMs} ms:\n${run.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    ...run,
    url,
    async stop(ms = 15_000) {
      if (run.exited()) return;
      run.child.kill('SIGTERM');
      const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), ms));
      if ((await Promise.race([run.exit().then(() => 'gone' as const), timer])) === 'late') await run.kill9();
    },
  };
}
