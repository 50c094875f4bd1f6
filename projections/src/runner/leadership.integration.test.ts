import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUp } from './catch-up';
import { ProjectionLeadership } from './leadership';
import { checkpointsOf, createReadModelSchema } from './read-model-schema';
import { ensureReadModels } from './rebuild';
import { ProjectionRunner } from './runner';
import { eventually } from './testing/gate';
import { openReadModelTestDb, type ReadModelTestDb } from './testing/read-model-db';
import { tallyProjectors, tallyRows } from './testing/tally-projectors';

let db: ReadModelTestDb;
beforeAll(async () => {
  db = await openReadModelTestDb();
});
afterAll(() => db.close());

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A projections process of its own that becomes leader and freezes mid-batch at `killAt`. */
function startFreezingLeader(killAt: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'projections/src/runner/testing/leader-child.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: db.url, KILL_AT: String(killAt), BATCH: '100' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const lines: string[] = [];
  const frozen = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      if (line === `FROZEN ${killAt}`) resolve();
    });
    child.once('exit', (code) => reject(new Error(`leader exited (${code}) before freezing:\n${stderr}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, frozen, exited, lines };
}

async function cleanRows() {
  const projectors = tallyProjectors();
  const schema = await createReadModelSchema(db.pool, projectors);
  await catchUp({ pool: db.pool, store: db.store, schema, projectors, until: await db.store.headPosition() });
  return tallyRows(db.pool, schema);
}

function standbyRunner() {
  const runner = new ProjectionRunner({ pool: db.pool, store: db.store, projectors: tallyProjectors() });
  const said: string[] = [];
  const leadership = new ProjectionLeadership({
    connection: db.pool.options,
    runner,
    intervalMs: 100,
    log: (line) => said.push(line),
  });
  return { runner, leadership, said };
}

describe('two projections processes on one database', () => {
  it('the second waits while the first leads, and takes over when the leader dies mid-batch', async () => {
    const { schema } = await ensureReadModels({
      pool: db.pool,
      store: db.store,
      projectors: tallyProjectors(),
    });
    await db.appendCounts(350);
    const events = await db.store.readAll({ fromPosition: 0, batch: 1000 });
    const killAt = events.find((e, i) => i >= 250 && e.type === 'Counted')!.globalPosition;

    const leader = startFreezingLeader(killAt);
    await leader.frozen;
    expect(leader.lines[0]).toBe('LEADER');

    const second = standbyRunner();
    await second.leadership.start();
    expect(second.leadership.isLeader).toBe(false);
    // While the leader lives (frozen inside `entries`' transaction), the stand-by writes nothing.
    await new Promise((r) => setTimeout(r, 500));
    expect(second.leadership.isLeader).toBe(false);
    const whileFrozen = await checkpointsOf(db.pool, schema);
    expect(whileFrozen.get('entries')).toBe(events[199]!.globalPosition);

    leader.child.kill('SIGKILL');
    await leader.exited;
    await eventually(() => second.leadership.isLeader, 'the stand-by to take the lock', 30_000);
    const head = await db.appendCounts(50);
    await eventually(
      async () => {
        const checkpoints = await checkpointsOf(db.pool, schema);
        return checkpoints.get('entries') === head && checkpoints.get('tallies') === head;
      },
      'the new leader to reach the head',
      30_000,
    );
    await second.leadership.stop();

    // The non-idempotent projectors show any event applied twice or skipped.
    expect(await tallyRows(db.pool, schema)).toEqual(await cleanRows());
  }, 60_000);

  it('a leader whose lock connection is cut steps down at once; one of the two leads on', async () => {
    const { schema } = await ensureReadModels({
      pool: db.pool,
      store: db.store,
      projectors: tallyProjectors(),
    });
    const first = standbyRunner();
    const second = standbyRunner();
    await first.leadership.start();
    await second.leadership.start();
    expect([first.leadership.isLeader, second.leadership.isLeader]).toEqual([true, false]);

    const appending = db.appendCounts(300);
    await new Promise((r) => setTimeout(r, 200));
    await db.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'eventhire projections lock' AND pid IN (
          SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted)`,
    );
    await eventually(
      () => first.said.some((line) => line.startsWith('lost the projections lock')),
      'the leader to step down',
      30_000,
    );
    // Either may win the lock next (the cut leader competes again, like any process): one does.
    await eventually(
      () => first.leadership.isLeader !== second.leadership.isLeader,
      'a single new leader',
      30_000,
    );
    const head = await appending;
    await eventually(
      async () => {
        const checkpoints = await checkpointsOf(db.pool, schema);
        return checkpoints.get('entries') === head && checkpoints.get('tallies') === head;
      },
      'the new leader to reach the head',
      30_000,
    );
    await first.leadership.stop();
    await second.leadership.stop();

    expect(await tallyRows(db.pool, schema)).toEqual(await cleanRows());
  }, 60_000);
});
