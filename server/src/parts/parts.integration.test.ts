import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@esm/infra/platform/config';
import type { Database } from '@esm/infra/platform/database';
import { loadScaleConfig } from '@esm/infra/platform/scale-config';
import { guardPool } from '@esm/infra/postgres/pool-errors';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import { allProjectors } from '@esm/projections/index';
import { ProjectionProgress } from '@esm/projections/runner/wait-for-projections';
import type { Workers } from '@esm/workers/start-workers';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPart, startApiPart } from './api';
import { startHealthServer } from './health-server';
import { type ProjectionsPart, startProjectionsPart } from './projections';
import { openSharedParts, type SharedParts } from './shared';
import { startWorkersPart } from './workers';

/**
 * The three processes of `start:api`, `start:projections` and `start:workers`, each on its own
 * pool as if on its own machine, against one database.
 */
let db: { url: string; drop(): Promise<void> };
const opened: SharedParts[] = [];
let projections: ProjectionsPart;
let standby: ProjectionsPart;
let api: ApiPart;
let workers: Workers;
let base: string;

const config = () =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'esm-parts-')),
    DATABASE_URL: db.url,
    PORT: '0',
    SEED: 'none',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'parts-session-secret-long-enough-for-fastify',
    PERSONAL_DATA_MASTER_KEY: Buffer.alloc(32, 3).toString('base64'),
    SIGNING_SECRET: 'parts-signing-secret-long-enough-for-signing',
  });

async function open(env: Record<string, string> = {}): Promise<SharedParts> {
  const pool = guardPool(new pg.Pool({ connectionString: db.url, max: 8 }));
  const database: Database = { pool, url: db.url, close: () => pool.end() };
  const shared = await openSharedParts({
    config: config(),
    scale: loadScaleConfig(env),
    log: () => {},
    database,
  });
  opened.push(shared);
  return shared;
}

beforeAll(async () => {
  db = await createTestDatabase('parts');
  projections = await startProjectionsPart(await open());
  standby = await startProjectionsPart(await open());
  api = await startApiPart(await open());
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  workers = await startWorkersPart(await open({ API_INTERNAL_URL: base }));
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await workers?.stop();
  await standby?.stop();
  await projections?.stop();
  for (const shared of opened) {
    await shared.close();
    await shared.database.close();
  }
  await db?.drop();
});

describe('the platform as separate processes', () => {
  it('one projections process writes, the other stands by', () => {
    expect([projections.leadership.isLeader, standby.leadership.isLeader]).toEqual([true, false]);
  });

  it('answers a write only once the other process has projected it (read-your-writes across processes)', async () => {
    const signUp = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'apart@example.co.uk',
        password: 'long-enough-pw',
        firstName: 'Apart',
        lastName: 'Process',
      }),
    });
    expect(signUp.status, await signUp.text()).toBe(201);
    // The API process has no runner: it answered once the projections process's checkpoints,
    // polled in the database, had passed its append, for the read models its event changes (the
    // others, and the workers' own appends, may still be on their way).
    const { pool } = opened[2]!;
    const { rows } = await pool.query<{ position: string }>(
      "SELECT global_position AS position FROM es.events WHERE type = 'AccountRegistered' ORDER BY global_position DESC LIMIT 1",
    );
    const readers = allProjectors.filter((p) => p.handles.includes('AccountRegistered')).map((p) => p.name);
    expect(readers.length).toBeGreaterThan(0);
    expect(await new ProjectionProgress(pool).lowestCheckpoint(readers)).toBeGreaterThanOrEqual(
      Number(rows[0]!.position),
    );
    const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'apart@example.co.uk' });
  });

  it('reports readiness per process: the API without a runner, projections with theirs', async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { checks: { projections: Record<string, unknown> } };
    expect(body.checks.projections).toMatchObject({ ok: true, maxLag: 1000 });
    expect(body.checks.projections).not.toHaveProperty('runner');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const health = await startHealthServer({
      port: 0,
      host: '127.0.0.1',
      readiness: () => standby.readiness(),
    });
    try {
      const address = health.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const probe = await fetch(`${url}/readyz`);
      expect(probe.status).toBe(200);
      expect(await probe.json()).toMatchObject({
        status: 'ready',
        checks: { projections: { runner: 'standing by' } },
      });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
    } finally {
      health.close();
    }
  });
});
