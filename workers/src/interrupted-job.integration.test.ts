import { systemClock } from '@esm/core/kernel/clock';
import { migrate } from '@esm/infra/postgres/migrate';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import { startProcess } from '@esm/server/crash-recovery/testing/product-process';
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPERVISE_SECONDS, startBoss } from './boss';
import { ensureQueues, JOB_HEARTBEAT_SECONDS, type JobContext, startJobWorkers } from './jobs';
import { workerMigrations } from './process-manager/migrations';

/**
 * A worker killed (SIGKILL, no handler runs) while it holds a job: the job must run again on a
 * live worker soon after, not sit `active` until its 15-minute expiry, and its timer must end
 * `done`. The dead worker is a real process, so nothing of its pg-boss instance survives it.
 */
const QUEUE = 'test.interrupted';
const TIMER = 'interrupted:1';

let url: string;
let drop: () => Promise<void>;
let pool: pg.Pool;
let boss: PgBoss | null = null;

beforeAll(async () => {
  const db = await createTestDatabase('jobs');
  url = db.url;
  drop = db.drop;
  pool = new pg.Pool({ connectionString: url, max: 4 });
  await migrate(pool, workerMigrations);
});
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await pool.end();
  await drop();
});

const jobState = async (id: string) =>
  (await pool.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows[0]?.state;

describe('a job whose worker died mid-run', () => {
  it('is handed to a live worker within heartbeat + supervision, and its timer ends done', async () => {
    const dying = startProcess('workers/src/testing/claim-and-hang.ts', {
      ...process.env,
      DATABASE_URL: url,
      QUEUE,
    });
    try {
      for (let i = 0; i < 300 && !dying.output().includes('working'); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(dying.output(), 'the dying worker started').toContain('working');

      // Scheduled the way the process managers do: a pending timer row and its job.
      const sender = await startBoss({ connectionString: url });
      const jobId = (await sender.send(QUEUE, { timerKey: TIMER }))!;
      await sender.stop({ graceful: false });
      await pool.query(
        `INSERT INTO wk.timers (key, process, queue, run_at, data, job_id, state, updated_position)
         VALUES ($1, 'test', $2, now(), $3, $4, 'pending', 1)`,
        [TIMER, QUEUE, { timerKey: TIMER }, jobId],
      );

      for (let i = 0; i < 300 && !dying.output().includes(`claimed ${jobId}`); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(dying.output(), 'the dying worker claimed the job').toContain(`claimed ${jobId}`);
      expect(await jobState(jobId)).toBe('active');
      await dying.kill9();
      const killedAt = Date.now();

      const ran: JobContext[] = [];
      boss = await startBoss({ connectionString: url });
      await startJobWorkers({
        boss,
        pool,
        clock: systemClock,
        jobs: [{ queue: QUEUE, handle: async (_data, context) => void ran.push(context) }],
      });

      // Heartbeat window, one supervision pass, the first retry's backoff (at most 2 × 5 s) and a poll.
      const bound = (JOB_HEARTBEAT_SECONDS + SUPERVISE_SECONDS + 10 + 5) * 1000;
      let timer = 'pending';
      while (Date.now() - killedAt < bound) {
        timer = (await pool.query<{ state: string }>('SELECT state FROM wk.timers WHERE key = $1', [TIMER]))
          .rows[0]!.state;
        if (timer === 'done') break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(timer, `timer state ${(Date.now() - killedAt) / 1000} s after the kill`).toBe('done');
      expect(ran.map((r) => r.jobId)).toEqual([jobId]);
      expect(ran[0]!.attempt, 'the run the kill interrupted counts as an attempt').toBe(1);
      expect(await jobState(jobId)).toBe('completed');
    } finally {
      await dying.kill9();
    }
  }, 90_000);

  it('reaches installations made before heartbeats: their queues are brought up to date on start', async () => {
    const old = await startBoss({ connectionString: url });
    try {
      await old.createQueue('test.old-installation', { retryLimit: 2 });
      expect((await old.getQueue('test.old-installation'))!.heartbeatSeconds).toBeNull();
      await ensureQueues(old, [{ queue: 'test.old-installation', handle: async () => {} }]);
      expect(await old.getQueue('test.old-installation')).toMatchObject({
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
        retryLimit: 5,
      });
    } finally {
      await old.stop({ graceful: false });
    }
  });
});
