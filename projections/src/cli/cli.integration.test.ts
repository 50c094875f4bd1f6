import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@esm/infra/platform/config';
import { type Database, openDatabase } from '@esm/infra/platform/database';
import { freePort } from '@esm/infra/postgres/embedded';
import { type Platform, startPlatform } from '@esm/server/start-platform';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeReadModel } from '../runner/read-model-schema';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Runs one of the package scripts' entry points as `npm run` would, with `env`. */
function runCli(script: 'rebuild' | 'check' | 'reconcile', env: Record<string, string>) {
  const entry =
    script === 'reconcile' ? 'projections/src/ledger/reconcile-cli.ts' : `projections/src/cli/${script}.ts`;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += String(d);
    });
    child.stderr.on('data', (d) => {
      stderr += String(d);
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('projections:rebuild and projections:check against DATABASE_URL, with the app running', () => {
  let t: TestPlatform;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await startTestPlatform({ seed: 'demo' });
    env = {
      DATABASE_URL: t.config.databaseUrl!,
      DATA_DIR: t.config.dataDir,
      PERSONAL_DATA_MASTER_KEY: t.config.personalDataMasterKey.toString('base64'),
    };
  });
  afterAll(() => t.stop());

  it('rebuilds blue-green into a new schema with a progress bar, then the check finds 0 differences', async () => {
    const before = await activeReadModel(t.pool);
    const rebuild = await runCli('rebuild', env);
    expect(rebuild.code, rebuild.stderr).toBe(0);
    // Not a terminal here: plain lines, the last with every event done.
    expect(rebuild.stderr).toMatch(/rebuilding read models: (\d+)\/\1 events \(100%\), \d+ events\/s, ETA/);
    const after = await activeReadModel(t.pool);
    expect(after!.schema).not.toBe(before!.schema);
    expect(rebuild.stdout).toContain(`rebuilt into ${after!.schema}`);

    // The running site serves from the new schema and keeps projecting into it.
    const services = await t.client().get<{ services: unknown[] }>('/api/services');
    expect(services.status).toBe(200);
    const c = t.client();
    await c.signUp();
    await c.becomeProvider({ businessName: 'After Rebuild Ltd' });

    const check = await runCli('check', env);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/^0 differences \(\d+ live rows compared\)$/m);
  });

  it('reports a row someone altered by hand and exits non-zero', async () => {
    const { schema } = (await activeReadModel(t.pool))!;
    const { rows } = await t.pool.query<{ id: string }>(`SELECT id FROM ${schema}.categories LIMIT 1`);
    await t.pool.query(`UPDATE ${schema}.categories SET name = 'Tampered' WHERE id = $1`, [rows[0]!.id]);
    const check = await runCli('check', env);
    expect(check.code).toBe(1);
    const lines = check.stdout.trim().split('\n');
    const reported = lines.slice(0, -1).map((l) => JSON.parse(l));
    expect(reported).toEqual([
      expect.objectContaining({ table: 'categories', where: 'only in the live read model' }),
      expect.objectContaining({ table: 'categories', where: 'only in a clean rebuild' }),
    ]);
    expect(reported[0].row.name).toBe('Tampered');
    expect(lines.at(-1)).toMatch(/^2 differences/);
    // Each run is recorded for the back office's projections page.
    const recorded = await t.pool.query(
      'SELECT differences, tables FROM public.projection_drift_checks ORDER BY id DESC LIMIT 1',
    );
    expect(recorded.rows).toEqual([{ differences: 2, tables: { categories: 2 } }]);

    // A rebuild repairs it.
    expect((await runCli('rebuild', env)).code).toBe(0);
    expect((await runCli('check', env)).code).toBe(0);
  });
});

describe('projections:rebuild on the embedded PostgreSQL while `npm start` runs on it', () => {
  let platform: Platform;
  let database: Database;
  let env: Record<string, string>;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'esm-cli-'));
    env = { DATA_DIR: dataDir, PG_PORT: String(await freePort()), SEED: 'minimal', DATABASE_URL: '' };
    const config = loadConfig({ ...env, PORT: '0', LOG_LEVEL: 'warn' });
    // The embedded cluster exactly as `npm start` opens it; stopped only after every platform
    // connection has closed, so no client sees its backend terminated.
    database = await openDatabase(config);
    platform = await startPlatform({ config, database, logger: false });
  });
  afterAll(async () => {
    await platform?.stop();
    await new Promise((r) => setTimeout(r, 500));
    await database?.close();
  });

  it('joins the running cluster instead of starting (or stopping) a second one', async () => {
    const rebuild = await runCli('rebuild', env);
    expect(rebuild.code, rebuild.stderr).toBe(0);
    expect(rebuild.stderr).toContain('using the PostgreSQL already running');
    // The app's own connections still work: its cluster was not shut down as "stale".
    const res = await platform.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toHaveLength(15);
    const check = await runCli('check', env);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });

  it('ledger:reconcile joins it too, and the running product keeps its database', async () => {
    const reconcile = await runCli('reconcile', env);
    expect(reconcile.code, reconcile.stdout + reconcile.stderr).toBe(0);
    expect(reconcile.stdout).toMatch(
      /^ledger: \d+ bookings, \d+ transactions, \d+ gateway payments, all balance$/m,
    );
    const res = await platform.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    // The app's pool still reaches the same postmaster (not one restarted under it).
    const { rows } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM es.events');
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
