import type pg from 'pg';

/**
 * Job-queue health for the back office, read from pg-boss 12's own tables in its `pgboss` schema
 * (the workers start pg-boss there). Counts are taken from the jobs themselves rather than the
 * queue table's cached counters, which pg-boss only refreshes on its maintenance loop.
 */
export const BOSS_SCHEMA = 'pgboss';

export interface QueueHealthRow {
  name: string;
  queued: number;
  active: number;
  failed: number;
  completed: number;
  retrying: number;
  oldest_queued_at: Date | null;
  last_failed_at: Date | null;
}

export interface FailedJobRow {
  id: string;
  name: string;
  state: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
}

export const QUEUE_SORTS = ['name', 'queued', 'active', 'failed', 'completed'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

interface PageRequest<S extends string> {
  sort: readonly [S, 'ASC' | 'DESC'];
  range: readonly [number, number];
}

const limitOffset = (range: readonly [number, number]) => [range[1] - range[0] + 1, range[0]] as const;
const direction = (order: 'ASC' | 'DESC') => (order === 'DESC' ? 'DESC' : 'ASC');

/** Every queue with its jobs counted by state; `failed` counts jobs pg-boss gave up on. */
export async function queueHealth(
  pool: pg.Pool,
  request: PageRequest<QueueSort>,
  filter: { id?: readonly string[]; withFailures?: boolean },
): Promise<{ rows: QueueHealthRow[]; total: number }> {
  const columns: Record<QueueSort, string> = {
    name: 'q.name',
    queued: 'queued',
    active: 'active',
    failed: 'failed',
    completed: 'completed',
  };
  const [limit, offset] = limitOffset(request.range);
  const { rows } = await pool.query<QueueHealthRow & { total_count: string }>(
    `SELECT q.name,
        count(j.id) FILTER (WHERE j.state IN ('created', 'retry'))::int AS queued,
        count(j.id) FILTER (WHERE j.state = 'active')::int AS active,
        count(j.id) FILTER (WHERE j.state = 'failed')::int AS failed,
        count(j.id) FILTER (WHERE j.state = 'completed')::int AS completed,
        count(j.id) FILTER (WHERE j.state = 'retry')::int AS retrying,
        min(j.created_on) FILTER (WHERE j.state IN ('created', 'retry')) AS oldest_queued_at,
        max(j.completed_on) FILTER (WHERE j.state = 'failed') AS last_failed_at,
        count(*) OVER () AS total_count
       FROM ${BOSS_SCHEMA}.queue q LEFT JOIN ${BOSS_SCHEMA}.job j ON j.name = q.name
      WHERE ($1::text[] IS NULL OR q.name = ANY($1))
      GROUP BY q.name
     HAVING (NOT $2::boolean OR count(j.id) FILTER (WHERE j.state = 'failed') > 0)
      ORDER BY ${columns[request.sort[0]]} ${direction(request.sort[1])}, q.name
      LIMIT $3 OFFSET $4`,
    [filter.id ?? null, filter.withFailures ?? false, limit, offset],
  );
  const total = rows.length > 0 ? Number(rows[0]?.total_count) : request.range[0];
  return { rows: rows.map(({ total_count: _, ...row }) => row), total };
}

export async function findQueue(pool: pg.Pool, name: string): Promise<QueueHealthRow | null> {
  const { rows } = await queueHealth(pool, { sort: ['name', 'ASC'], range: [0, 0] }, { id: [name] });
  return rows[0] ?? null;
}

/** A queue's failed jobs, latest failure first, with the error pg-boss recorded as their output. */
export async function failedJobsOf(pool: pg.Pool, name: string, limit = 50): Promise<FailedJobRow[]> {
  const { rows } = await pool.query<FailedJobRow>(
    `SELECT id, name, state, data, output, retry_count, retry_limit, created_on, started_on, completed_on
       FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND state = 'failed'
      ORDER BY completed_on DESC NULLS LAST, id LIMIT $2`,
    [name, limit],
  );
  return rows;
}

/**
 * Sends a failed job back to its queue for one more attempt: the statement pg-boss 12's own
 * `retry(name, id)` runs (one more allowed retry, state `retry`), so the workers pick it up at once.
 * Answers whether the job was failed (and is now queued again).
 */
export async function retryFailedJob(pool: pg.Pool, name: string, id: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE ${BOSS_SCHEMA}.job SET state = 'retry', retry_limit = retry_limit + 1, completed_on = NULL
      WHERE name = $1 AND id = $2::uuid AND state = 'failed'`,
    [name, id],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Settles a refund's waiting or failed jobs once an admin's retry issued it, so the refunds list and
 * the queue's failure count stop showing it (pg-boss's `complete`, for jobs no worker holds).
 */
export async function completeRefundJobs(pool: pg.Pool, queue: string, refundKey: string): Promise<void> {
  await pool.query(
    `UPDATE ${BOSS_SCHEMA}.job SET state = 'completed', completed_on = now(), output = '{"retriedByAdmin":true}'
      WHERE name = $1 AND state IN ('retry', 'failed') AND data->>'refundKey' = $2`,
    [queue, refundKey],
  );
}
