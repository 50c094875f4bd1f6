import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUp } from './catch-up';
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

/** Starts the runner in a child process that freezes inside `entries`' transaction at `killAt`. */
function startFreezingRunner(killAt: number, batched = false) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'projections/src/runner/testing/crash-child.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        KILL_AT: String(killAt),
        BATCH: '100',
        BATCHED: batched ? '1' : '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const frozen = new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line === `FROZEN ${killAt}`) resolve();
    });
    child.once('exit', (code) => reject(new Error(`runner exited (${code}) before freezing:\n${stderr}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, frozen, exited };
}

/** The rows a clean replay produces when each projector stops at `until`. */
async function cleanRows(until: number | Map<string, number>) {
  // Per event: the reference the batched runs are held to as well.
  const projectors = tallyProjectors();
  const schema = await createReadModelSchema(db.pool, projectors);
  await catchUp({ pool: db.pool, store: db.store, schema, projectors, until });
  return tallyRows(db.pool, schema);
}

describe.each([
  ['per event', false],
  ['set-based (applyBatch), killed with part of the batch written', true],
])('the live runner killed in the middle of a batch, %s', (_label, batched) => {
  it('restarts from its checkpoints and ends with exactly the rows of a clean run', async () => {
    const { schema } = await ensureReadModels({
      pool: db.pool,
      store: db.store,
      projectors: tallyProjectors({}, 1, { batched }),
    });
    const fromPosition = await db.store.headPosition();
    const head = await db.appendCounts(350);
    const events = await db.store.readAll({ fromPosition, batch: 1000 });
    // Event 251 (a Counted one: every fifth event is ignored) sits in the third batch of 100:
    // `tallies` has committed that batch, `entries` is half-way through it inside its open
    // transaction when the process dies.
    const killAt = events.find((e, i) => i >= 250 && e.type === 'Counted')!.globalPosition;
    const run = startFreezingRunner(killAt, batched);
    await run.frozen;
    run.child.kill('SIGKILL');
    await run.exited;

    const afterCrash = await checkpointsOf(db.pool, schema);
    expect(afterCrash.get('tallies')).toBe(events[299]!.globalPosition);
    expect(afterCrash.get('entries')).toBe(events[199]!.globalPosition);
    // What the crash left is exactly a clean run stopped at each projector's checkpoint: nothing
    // of the half-applied batch survived.
    expect(await tallyRows(db.pool, schema)).toEqual(await cleanRows(afterCrash));

    const runner = new ProjectionRunner({
      pool: db.pool,
      store: db.store,
      projectors: tallyProjectors({}, 1, { batched }),
    });
    await runner.start();
    try {
      await eventually(async () => {
        const c = await checkpointsOf(db.pool, schema);
        return c.get('tallies') === head && c.get('entries') === head;
      }, 'the restarted runner to reach the head');
    } finally {
      await runner.stop();
    }
    expect(await tallyRows(db.pool, schema)).toEqual(await cleanRows(head));
  });
});
