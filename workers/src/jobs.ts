import type { Clock } from '@esm/core/kernel/clock';
import type pg from 'pg';
import type { PgBoss, QueueOptions } from 'pg-boss';
import { ensureQueue } from './boss';

export interface JobContext {
  /** The injected clock's time when the job runs: the domain's `now`. */
  now: Date;
  jobId: string;
  attempt: number;
}

export interface JobDefinition {
  queue: string;
  handle(data: Record<string, unknown>, context: JobContext): Promise<void>;
  options?: QueueOptions;
  /** Jobs fetched per poll (default 1); a queue that fans out, like e-mail, takes more at once. */
  batchSize?: number;
}

/**
 * A worker refreshes each job it runs every `heartbeatSeconds / 2`. A job whose worker died (a
 * crash, a SIGKILL, a lost machine) stops being refreshed, and the supervisor hands it back for a
 * retry within `heartbeatSeconds + SUPERVISE_SECONDS` instead of leaving it `active` until
 * `expireInSeconds` (15 minutes) runs out. 10 s is the shortest pg-boss allows.
 */
export const JOB_HEARTBEAT_SECONDS = 10;

const defaultQueueOptions: QueueOptions = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 3600,
  heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
};

/**
 * Creates each queue and starts its worker. A job that finishes marks its timer done; one that
 * throws is retried by pg-boss with backoff (handlers are idempotent: a command whose moment has
 * passed appends nothing).
 */
export async function startJobWorkers(options: {
  boss: PgBoss;
  pool: pg.Pool;
  clock: Clock;
  jobs: readonly JobDefinition[];
  pollingIntervalSeconds?: number;
}): Promise<void> {
  const { boss, pool, clock } = options;
  await ensureQueues(boss, options.jobs);
  for (const job of options.jobs) {
    await boss.work<Record<string, unknown>>(
      job.queue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: job.batchSize ?? 1 },
      async (batch) => {
        for (const j of batch) {
          await job.handle(j.data, {
            now: clock.now(),
            jobId: j.id,
            attempt: (j as { retryCount?: number }).retryCount ?? 0,
          });
          const timerKey = j.data.timerKey;
          if (typeof timerKey === 'string') {
            await pool.query(
              "UPDATE wk.timers SET state = 'done' WHERE key = $1 AND job_id = $2 AND state = 'pending'",
              [timerKey, j.id],
            );
          }
        }
      },
    );
  }
}

/** All queues must exist before a process manager sends to them. */
export async function ensureQueues(boss: PgBoss, jobs: readonly JobDefinition[]): Promise<void> {
  for (const job of jobs) await ensureQueue(boss, job.queue, { ...defaultQueueOptions, ...job.options });
}
