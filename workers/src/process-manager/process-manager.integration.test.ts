import { HOUR } from '@esm/core/kernel/clock';
import { eventStoreMigrations } from '@esm/infra/eventstore/postgres/migrations';
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import { migrate } from '@esm/infra/postgres/migrate';
import { recordingPool } from '@esm/infra/postgres/testing/recording-pool';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import pg from 'pg';
import { type PgBoss, TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBoss } from '../boss';
import { startJobWorkers } from '../jobs';
import { jobIdFor } from './job-id';
import { workerMigrations } from './migrations';
import { cancel, type ProcessManager, schedule } from './process-manager';
import { ProcessManagerRunner } from './runner';
import { advanceClock } from './testing/advance-clock';

/**
 * The building block on its own: a "reminder" timer started by Booked, moved by Moved, cancelled
 * by Cancelled, executed by a job that records what it ran.
 */
const QUEUE = 'test.reminder';
const reminders: ProcessManager = {
  name: 'test-reminders',
  handles: ['Booked', 'Moved', 'Cancelled'],
  react(event) {
    const { id, at } = event.data as { id: string; at?: string };
    const key = `reminder:${id}`;
    if (event.type === 'Cancelled') return [cancel(key)];
    return [schedule(key, QUEUE, new Date(new Date(at!).getTime() - 24 * HOUR), { id })];
  },
};

const START = '2026-06-01T09:00:00.000Z';
let url: string;
let drop: () => Promise<void>;
let pool: pg.Pool;
let store: PostgresEventStore;
const clock = new TestClock(START);
let boss: PgBoss;
let runner: ProcessManagerRunner;
const ran: string[] = [];

async function startWorkersUnderTest() {
  boss = await startBoss({ connectionString: url, clock });
  runner = new ProcessManagerRunner({ pool, store, boss, managers: [reminders] });
  await startJobWorkers({
    boss,
    pool,
    clock: { now: () => new Date(clock.now()) },
    jobs: [{ queue: QUEUE, handle: async (data) => void ran.push(String(data.id)) }],
  });
  await runner.start();
}
async function stopWorkersUnderTest() {
  await runner.stop();
  await boss.stop({ graceful: false });
}

const append = async (type: string, data: Record<string, unknown>) => {
  const r = await store.append(
    `thing-${String(data.id)}`,
    [{ type, data, metadata: { actor: { kind: 'system', name: 'test' }, correlationId: 'c' } }],
    { expectedVersion: 'any' },
  );
  return r.globalPositions[0]!;
};
const pmPosition = async () =>
  Number(
    (await pool.query("SELECT position FROM wk.pm_checkpoints WHERE name = 'test-reminders'")).rows[0]
      ?.position ?? 0,
  );
const waitForPm = async (position: number) => {
  const deadline = Date.now() + 10_000;
  while ((await pmPosition()) < position) {
    if (Date.now() > deadline) throw new Error('process manager did not catch up');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const timers = async () =>
  (
    await pool.query<{ key: string; state: string; job_id: string; run_at: Date }>(
      'SELECT * FROM wk.timers ORDER BY key',
    )
  ).rows;
const jobs = async () =>
  (
    await pool.query<{ id: string; state: string; start_after: Date }>(
      'SELECT id, state, start_after FROM pgboss.job WHERE name = $1 ORDER BY created_on',
      [QUEUE],
    )
  ).rows;

beforeAll(async () => {
  const db = await createTestDatabase('pm');
  url = db.url;
  drop = db.drop;
  pool = new pg.Pool({ connectionString: url, max: 10 });
  await migrate(pool, [...eventStoreMigrations, ...workerMigrations]);
  store = new PostgresEventStore({ pool, pollIntervalMs: 50 });
  await startWorkersUnderTest();
});
afterAll(async () => {
  await stopWorkersUnderTest();
  await store.close();
  await pool.end();
  await drop();
});

describe('process manager building block', () => {
  it('turns an event into a scheduled job with a deterministic id', async () => {
    const pos = await append('Booked', { id: 'a', at: '2026-06-10T12:00:00.000Z' });
    await waitForPm(pos);
    const [timer] = await timers();
    const runAt = new Date('2026-06-09T12:00:00.000Z');
    expect(timer).toMatchObject({ key: 'reminder:a', state: 'pending', run_at: runAt });
    expect(timer!.job_id).toBe(jobIdFor(`reminder:a#${pos}`, runAt));
    expect(await jobs()).toEqual([{ id: timer!.job_id, state: 'created', start_after: runAt }]);
  });

  it('is idempotent when the events are replayed', async () => {
    await stopWorkersUnderTest();
    await pool.query('UPDATE wk.pm_checkpoints SET position = 0');
    await startWorkersUnderTest();
    await waitForPm(await store.headPosition());
    expect(await timers()).toHaveLength(1);
    expect(await jobs()).toHaveLength(1);
  });

  it('moves the job when the event moves, and cancels it when the state moved on', async () => {
    const b = await append('Booked', { id: 'b', at: '2026-06-20T12:00:00.000Z' });
    await waitForPm(b);
    const before = (await timers()).find((t) => t.key === 'reminder:b')!;
    const moved = await append('Moved', { id: 'b', at: '2026-06-21T12:00:00.000Z' });
    await waitForPm(moved);
    const after = (await timers()).find((t) => t.key === 'reminder:b')!;
    expect(after.run_at).toEqual(new Date('2026-06-20T12:00:00.000Z'));
    expect(after.job_id).not.toBe(before.job_id);
    const states = new Map((await jobs()).map((j) => [j.id, j.state]));
    expect(states.get(before.job_id)).toBe('cancelled');
    expect(states.get(after.job_id)).toBe('created');

    const cancelled = await append('Cancelled', { id: 'b' });
    await waitForPm(cancelled);
    expect((await timers()).find((t) => t.key === 'reminder:b')!.state).toBe('cancelled');
    expect(new Map((await jobs()).map((j) => [j.id, j.state])).get(after.job_id)).toBe('cancelled');
  });

  it('brings every pending timer back from the events after the job tables and timers are wiped', async () => {
    const c = await append('Booked', { id: 'c', at: '2026-06-05T12:00:00.000Z' });
    await waitForPm(c);
    const pendingBefore = (await timers()).filter((t) => t.state === 'pending').map((t) => [t.key, t.run_at]);
    expect(pendingBefore).toHaveLength(2);

    await stopWorkersUnderTest();
    await pool.query('DELETE FROM pgboss.job');
    await pool.query('TRUNCATE wk.timers, wk.pm_checkpoints');
    await startWorkersUnderTest();
    await waitForPm(await store.headPosition());

    const pendingAfter = (await timers()).filter((t) => t.state === 'pending').map((t) => [t.key, t.run_at]);
    expect(pendingAfter).toEqual(pendingBefore);
    const live = (await jobs()).filter((j) => j.state === 'created');
    expect(live.map((j) => j.start_after).sort((x, y) => x.getTime() - y.getTime())).toEqual([
      new Date('2026-06-04T12:00:00.000Z'),
      new Date('2026-06-09T12:00:00.000Z'),
    ]);
  });

  it('runs each job once when its time comes, and never the cancelled one', async () => {
    expect(ran).toEqual([]);
    await advanceClock(clock, 3.5 * 24 * HOUR); // 2026-06-04T21:00
    await eventually(() => ran.includes('c'));
    expect(ran).toEqual(['c']);
    await advanceClock(clock, 20 * 24 * HOUR);
    await eventually(() => ran.includes('a'));
    await advanceClock(clock, HOUR);
    await new Promise((r) => setTimeout(r, 300));
    expect(ran.sort()).toEqual(['a', 'c']);
    const done = (await timers()).filter((t) => t.state === 'done').map((t) => t.key);
    expect(done.sort()).toEqual(['reminder:a', 'reminder:c']);
  });

  it('leaves the timers of one batch as its events would one by one, without sending a job it cancels', async () => {
    await stopWorkersUnderTest();
    const booked = await append('Booked', { id: 'd', at: '2026-09-10T12:00:00.000Z' });
    const moved = await append('Moved', { id: 'd', at: '2026-09-11T12:00:00.000Z' });
    await append('Booked', { id: 'f', at: '2026-09-12T12:00:00.000Z' });
    const cancelled = await append('Cancelled', { id: 'f' });
    await startWorkersUnderTest();
    await waitForPm(cancelled);

    const byKey = new Map((await timers()).map((t) => [t.key, t]));
    const dAt = new Date('2026-09-10T12:00:00.000Z');
    expect(byKey.get('reminder:d')).toMatchObject({
      state: 'pending',
      run_at: dAt,
      job_id: jobIdFor(`reminder:d#${moved}`, dAt),
    });
    expect(byKey.get('reminder:f')?.state).toBe('cancelled');
    const jobIds = (await jobs()).map((j) => j.id);
    expect(jobIds).toContain(jobIdFor(`reminder:d#${moved}`, dAt));
    expect(jobIds).not.toContain(jobIdFor(`reminder:d#${booked}`, new Date('2026-09-09T12:00:00.000Z')));
    expect(jobIds).not.toContain(byKey.get('reminder:f')!.job_id);
  });

  it('writes nothing for events another runner applied while it was planning them', async () => {
    await stopWorkersUnderTest();
    const booked = await append('Booked', { id: 'h', at: '2026-10-10T12:00:00.000Z' });
    // Another runner is applying this batch: it holds the checkpoint row.
    const other = await pool.connect();
    try {
      await other.query('BEGIN');
      await other.query("SELECT position FROM wk.pm_checkpoints WHERE name = 'test-reminders' FOR UPDATE");
      await startWorkersUnderTest();
      const deadline = Date.now() + 10_000;
      while (
        (
          await pool.query(
            "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE wk.pm_checkpoints%'",
          )
        ).rowCount === 0
      ) {
        if (Date.now() > deadline) throw new Error('the runner never reached the checkpoint');
        await new Promise((r) => setTimeout(r, 10));
      }
      await other.query("UPDATE wk.pm_checkpoints SET position = $1 WHERE name = 'test-reminders'", [booked]);
      await other.query('COMMIT');
    } finally {
      other.release();
    }
    await waitForPm(booked);
    await new Promise((r) => setTimeout(r, 200));
    expect((await timers()).map((t) => t.key)).not.toContain('reminder:h');
    expect(await pmPosition()).toBe(booked);
  });
});

async function eventually(check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('many process managers over one feed', () => {
  it('moves the checkpoints of every manager with nothing to write in one statement', async () => {
    await stopWorkersUnderTest();
    // Twelve managers, as the platform runs two dozen: only the reminders handle what comes next.
    const idle = Array.from({ length: 11 }, (_, i) => ({
      name: `test-idle-${i}`,
      handles: ['SomethingElse'],
      react: () => [],
    })) satisfies ProcessManager[];
    const { pool: counted, statements } = recordingPool(url);
    boss = await startBoss({ connectionString: url, clock });
    runner = new ProcessManagerRunner({ pool: counted, store, boss, managers: [reminders, ...idle] });
    try {
      await runner.start();
      const head = await store.headPosition();
      const everyManagerAt = async (position: number) =>
        Number(
          (
            await pool.query('SELECT min(position) AS at FROM wk.pm_checkpoints WHERE name = ANY($1)', [
              [reminders.name, ...idle.map((m) => m.name)],
            ])
          ).rows[0].at,
        ) >= position;
      await eventually(() => everyManagerAt(head));
      statements.length = 0;

      const booked = await append('Booked', { id: 'many', at: '2026-11-11T12:00:00.000Z' });
      await eventually(() => everyManagerAt(booked));
      expect((await timers()).map((t) => t.key)).toContain('reminder:many');
      const checkpointStatements = statements.filter(({ text }) => text.includes('wk.pm_checkpoints'));
      // One read of every checkpoint, the reminders' own move in their timers' transaction, and
      // one move of the eleven others: not a read and a write for each manager.
      expect(checkpointStatements).toHaveLength(3);
    } finally {
      await runner.stop();
      await boss.stop({ graceful: false });
      await counted.end();
      await startWorkersUnderTest();
    }
  });
});
