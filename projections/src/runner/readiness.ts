import type { EventStore } from '@esm/core/eventstore/port';
import type pg from 'pg';
import { activeReadModel, checkpointsOf } from './read-model-schema';

export interface ReadinessChecks {
  database: { ok: boolean; error?: string };
  eventStore: { ok: boolean; head?: number; error?: string };
  projections: {
    ok: boolean;
    /** READY_MAX_PROJECTION_LAG: positions a projection may trail the head. */
    maxLag: number;
    /** Head position minus each projection's checkpoint. */
    lag?: Record<string, number>;
    /** The projection runner of this process, when it has one, is following the feed. */
    runner?: 'running' | 'standing by' | 'retrying' | 'stopped';
    error?: string;
  };
}

export interface Readiness {
  ready: boolean;
  checks: ReadinessChecks;
}

/**
 * What /readyz answers: whether the database and the event store answer, and how far each
 * projection trails the head of the log. A projection further behind than `maxLag` makes the
 * process unready: its pages would be stale and every write would wait for read-your-writes in
 * vain. Every probe is bounded, so a hung dependency makes readiness fail, not hang.
 */
export async function checkReadiness(options: {
  pool: pg.Pool;
  store: EventStore;
  maxLag: number;
  runner?: () => 'running' | 'standing by' | 'retrying' | 'stopped';
  /** False for a process that needs no read models to do its job (workers): lag is reported only. */
  requireProjections?: boolean;
  timeoutMs?: number;
}): Promise<Readiness> {
  const timeoutMs = options.timeoutMs ?? 2000;
  const [database, head, checkpoints] = await Promise.all([
    settle(
      bounded(
        options.pool.query('SELECT 1').then(() => true),
        timeoutMs,
      ),
    ),
    settle(bounded(options.store.headPosition(), timeoutMs)),
    settle(bounded(projectionCheckpoints(options.pool), timeoutMs)),
  ]);
  const checks: ReadinessChecks = {
    database: database.ok ? { ok: true } : { ok: false, error: database.error },
    eventStore: head.ok ? { ok: true, head: head.value } : { ok: false, error: head.error },
    projections: { ok: false, maxLag: options.maxLag },
  };
  const runner = options.runner?.();
  if (runner) checks.projections.runner = runner;
  if (!checkpoints.ok) checks.projections.error = checkpoints.error;
  else if (head.ok) {
    const lag: Record<string, number> = {};
    for (const [name, position] of checkpoints.value) lag[name] = Math.max(0, head.value - position);
    checks.projections.lag = lag;
    const behind = Object.values(lag).some((l) => l > options.maxLag);
    const runnerOk = runner === undefined || runner === 'running' || runner === 'standing by';
    checks.projections.ok = checkpoints.value.size > 0 && !behind && runnerOk;
    if (checkpoints.value.size === 0) checks.projections.error = 'no read model has been built yet';
  }
  return {
    ready:
      checks.database.ok &&
      checks.eventStore.ok &&
      (checks.projections.ok || options.requireProjections === false),
    checks,
  };
}

async function projectionCheckpoints(pool: pg.Pool): Promise<Map<string, number>> {
  const active = await activeReadModel(pool);
  return active ? checkpointsOf(pool, active.schema) : new Map();
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: string };

async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function bounded<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** How a process's own projection runner is doing, for the readiness report. */
export function runnerState(
  leading: boolean,
  runner: { healthy: boolean },
): 'running' | 'standing by' | 'retrying' {
  if (!leading) return 'standing by';
  return runner.healthy ? 'running' : 'retrying';
}
