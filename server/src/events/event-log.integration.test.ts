import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allEventDefinitions, eventSchemaRegistry } from '@esm/core/event-catalogue';
import { PersonalDataProtectingStore } from '@esm/core/personal-data/protecting-store';
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import { PostgresPersonalDataVault } from '@esm/infra/personal-data/postgres-vault';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import { allProjectors } from '@esm/projections/index';
import { ensureReadModels } from '@esm/projections/runner/rebuild';
import { dumpReadModels } from '@esm/projections/testing/read-model-dump';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

const root = path.resolve(import.meta.dirname, '../../..');

function cli(script: 'export' | 'import', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/src/events/${script}.ts`, ...args], {
      cwd: root,
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

let source: TestPlatform;
let target: { url: string; drop(): Promise<void> };
let targetPool: pg.Pool;
const work = mkdtempSync(path.join(tmpdir(), 'esm-events-'));
const file = path.join(work, 'events.ndjson');

beforeAll(async () => {
  source = await startTestPlatform({ seed: 'demo' });
  target = await createTestDatabase('import');
  targetPool = new pg.Pool({ connectionString: target.url, max: 4 });
}, 120_000);
afterAll(async () => {
  await targetPool?.end();
  await target?.drop();
  await source?.stop();
});

const rawEvents = async (pool: pg.Pool) => {
  const store = new PostgresEventStore({ pool });
  return store.readAll({ batch: 1_000_000 });
};

describe('moving the event log: export, import into a fresh database, rebuild', () => {
  it('gives the same events, in order, and identical read-model rows', async () => {
    const head = await source.platform.store.headPosition();
    const exported = await cli('export', [file], {
      DATABASE_URL: source.platform.database.url,
      DATA_DIR: source.config.dataDir,
    });
    expect(exported.code, `${exported.stderr}\n${exported.stdout}`).toBe(0);
    const original = await rawEvents(source.pool);
    expect(exported.stderr).toContain('exporting events');
    expect(exported.stderr).toContain(`exported ${original.length} events up to position ${head}`);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'eventhire-event-log', version: 1, head });
    expect(lines).toHaveLength(original.length + 1);
    expect(JSON.parse(lines[1]!)).toMatchObject({
      globalPosition: original[0]!.globalPosition,
      eventId: original[0]!.eventId,
      metadata: original[0]!.metadata,
    });

    const imported = await cli('import', [file], {
      DATABASE_URL: target.url,
      DATA_DIR: source.config.dataDir,
    });
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toContain('importing events');
    expect(imported.stderr).toContain(`imported ${original.length} events`);

    // Same ids, streams, versions, types, schema versions, times, data and metadata, same order.
    const copy = await rawEvents(targetPool);
    const shape = (events: typeof original) => events.map(({ globalPosition: _, ...rest }) => rest);
    expect(shape(copy)).toEqual(shape(original));

    // The vault is not part of the log (an export never carries personal data keys): a move
    // keeps it beside the read models, as here.
    const keys = await source.pool.query(
      'SELECT subject_id, wrapped_key, created_at, erased_at FROM pii.data_keys',
    );
    for (const k of keys.rows) {
      await targetPool.query(
        'INSERT INTO pii.data_keys (subject_id, wrapped_key, created_at, erased_at) VALUES ($1, $2, $3, $4)',
        [k.subject_id, k.wrapped_key, k.created_at, k.erased_at],
      );
    }
    const store = new PersonalDataProtectingStore(
      new PostgresEventStore({ pool: targetPool, registry: eventSchemaRegistry() }),
      new PostgresPersonalDataVault(targetPool, source.config.personalDataMasterKey),
      allEventDefinitions,
    );
    await ensureReadModels({ pool: targetPool, store, projectors: allProjectors });
    await expect
      .poll(() => source.platform.runner.currentPosition, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(head);
    const rebuilt = await dumpReadModels(targetPool, allProjectors);
    const live = await dumpReadModels(source.pool, allProjectors);
    expect(Object.values(live).flat().length).toBeGreaterThan(50);
    expect(rebuilt).toEqual(live);
  }, 120_000);

  it('refuses a store that is not empty, and a damaged file, writing nothing', async () => {
    const again = await cli('import', [file], { DATABASE_URL: target.url, DATA_DIR: source.config.dataDir });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('the target event store is not empty');

    const fresh = await createTestDatabase('import');
    try {
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      const damaged = path.join(work, 'damaged.ndjson');
      // Drop one event in the middle: its stream then skips a version.
      writeFileSync(damaged, [...lines.slice(0, 5), ...lines.slice(6)].join('\n'));
      const result = await cli('import', [damaged], {
        DATABASE_URL: fresh.url,
        DATA_DIR: source.config.dataDir,
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/line \d+: .* jumps to version \d+ where \d+ comes next|announces/);
      const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
      try {
        expect((await pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n).toBe(0);
      } finally {
        await pool.end();
      }
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
