import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/database';
import { embeddedUrl, freePort, LEGACY_PASSWORD, runningCluster, startEmbeddedPostgres } from './embedded';

/** Under /tmp and world-traversable: as root the cluster runs as the `postgres` user. */
const scratch: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'esm-embedded-'));
  chmodSync(dir, 0o755);
  scratch.push(dir);
  return dir;
};
const others: ChildProcess[] = [];
afterAll(() => {
  for (const child of others) child.kill('SIGKILL');
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const canSignIn = async (port: number, password: string) => {
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres', password) });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '28P01') return false;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
};

describe('the embedded cluster’s superuser password', () => {
  it('is generated into the data folder’s secrets, and the old fixed one is refused', async () => {
    const dataDir = folder();
    const config = loadConfig({ DATA_DIR: dataDir, PG_PORT: String(await freePort()) });
    const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    expect(secrets.postgresPassword).toBe(config.embeddedPostgresPassword);
    expect(config.embeddedPostgresPassword).toMatch(/^[\w-]{32}$/);
    const database = await openDatabase(config);
    try {
      await database.pool.query('SELECT 1');
      expect(await canSignIn(config.pgPort!, LEGACY_PASSWORD)).toBe(false);
      expect(await canSignIn(config.pgPort!, config.embeddedPostgresPassword)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('moves a data folder made with the old password to a generated one, keeping its data', async () => {
    const dataDir = folder();
    // A data folder as older versions left it: secrets.json without the password, and a cluster
    // whose superuser password is the fixed one.
    const old = {
      sessionSecret: 's'.repeat(43),
      personalDataMasterKey: 'a'.repeat(44),
      signingSecret: 'g'.repeat(43),
    };
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify(old));
    const port = await freePort();
    // Made as today, then given the fixed password older versions initialised clusters with.
    const made = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'postgres'),
      port,
      persistent: true,
      password: 'made-with-legacy-0000',
    });
    const admin = new pg.Client({ connectionString: made.adminUrl });
    await admin.connect();
    await admin.query(`ALTER ROLE postgres PASSWORD '${LEGACY_PASSWORD}'`);
    await admin.query('CREATE DATABASE marketplace');
    await admin.end();
    const keep = new pg.Client({ connectionString: embeddedUrl(port, 'marketplace', LEGACY_PASSWORD) });
    await keep.connect();
    await keep.query("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')");
    await keep.end();
    await made.stop();

    const config = loadConfig({ DATA_DIR: dataDir, PG_PORT: String(port) });
    const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    expect(secrets).toMatchObject(old);
    expect(secrets.postgresPassword).toBe(config.embeddedPostgresPassword);
    const database = await openDatabase(config);
    try {
      const { rows } = await database.pool.query('SELECT v FROM kept');
      expect(rows).toEqual([{ v: 'still here' }]);
      expect(await canSignIn(port, LEGACY_PASSWORD)).toBe(false);
      expect(await canSignIn(port, config.embeddedPostgresPassword)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('a postmaster.pid left behind', () => {
  it('is never a reason to signal a process that is not this folder’s postgres', async () => {
    const dataDir = path.join(folder(), 'postgres');
    const port = await freePort();
    const password = 'left-behind-pid-0001';
    const first = await startEmbeddedPostgres({ dataDir, port, persistent: true, password });
    const pidFile = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8');
    await first.stop();
    // After a reboot the recorded pid may belong to any program: here a `sleep` of ours.
    const bystander = spawn('sleep', ['300'], { stdio: 'ignore' });
    others.push(bystander);
    const lines = pidFile.split('\n');
    lines[0] = String(bystander.pid);
    writeFileSync(path.join(dataDir, 'postmaster.pid'), lines.join('\n'));
    expect(runningCluster(dataDir)).toBeNull();

    const second = await startEmbeddedPostgres({ dataDir, port, persistent: true, password });
    try {
      expect(bystander.exitCode).toBeNull();
      expect(() => process.kill(bystander.pid!, 0)).not.toThrow();
    } finally {
      await second.stop();
    }
  });

  it('still stops the orphaned postmaster of a killed run, then starts', async () => {
    const dataDir = path.join(folder(), 'postgres');
    const port = await freePort();
    const password = 'orphaned-cluster-0001';
    const owner = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'testing/cluster-child.ts')],
      {
        env: { ...process.env, CLUSTER_DIR: dataDir, CLUSTER_PORT: String(port), CLUSTER_PASSWORD: password },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    others.push(owner);
    await new Promise<void>((resolve, reject) => {
      owner.stdout!.on('data', (d) => {
        if (String(d).includes('READY')) resolve();
      });
      owner.once('exit', (code) => reject(new Error(`cluster child exited (${code})`)));
    });
    const orphan = runningCluster(dataDir);
    expect(orphan).toMatchObject({ port, owned: true });
    owner.kill('SIGKILL');
    await new Promise((r) => owner.once('exit', r));
    expect(runningCluster(dataDir)).toMatchObject({ pid: orphan!.pid, owned: false });

    const restarted = await startEmbeddedPostgres({ dataDir, port, persistent: true, password });
    try {
      expect(() => process.kill(orphan!.pid, 0)).toThrow();
      expect(await canSignIn(port, password)).toBe(true);
    } finally {
      await restarted.stop();
    }
  });

  it('refuses to start over a cluster another live process runs, and leaves that one running', async () => {
    const dataDir = path.join(folder(), 'postgres');
    const port = await freePort();
    const password = 'the-running-one-0001';
    const running = await startEmbeddedPostgres({ dataDir, port, persistent: true, password });
    try {
      expect(runningCluster(dataDir)).toMatchObject({ port, owned: true });
      await expect(
        startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: true }),
      ).rejects.toThrow(/already running/);
      expect(await canSignIn(port, password)).toBe(true);
    } finally {
      await running.stop();
    }
  });
});

describe('a restart after the cluster was killed', () => {
  it('is not blocked by a socket lock file whose pid another program now has', async () => {
    // A SIGKILLed postmaster leaves /tmp/.s.PGSQL.<port>.lock behind; on a busy machine its pid
    // is soon another process's, and PostgreSQL then refuses to start on that port.
    const port = await freePort();
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
    others.push(stranger);
    const lockFile = `/tmp/.s.PGSQL.${port}.lock`;
    writeFileSync(lockFile, `${stranger.pid}\n/nowhere\n`);
    try {
      const cluster = await startEmbeddedPostgres({
        dataDir: path.join(folder(), 'data'),
        port,
        persistent: false,
      });
      try {
        const client = new pg.Client({ connectionString: cluster.adminUrl });
        await client.connect();
        await client.query('SELECT 1');
        await client.end();
      } finally {
        await cluster.stop();
      }
    } finally {
      rmSync(lockFile, { force: true });
    }
  });
});
