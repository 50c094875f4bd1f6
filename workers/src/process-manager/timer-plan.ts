import type { RecordedEvent } from '@esm/core/eventstore/port';
import { jobIdFor } from './job-id';
import type { TimerIntent } from './process-manager';

/** A row of wk.timers. */
export interface TimerRow {
  key: string;
  process: string;
  queue: string;
  runAt: Date;
  data: Record<string, unknown>;
  jobId: string;
  state: 'pending' | 'cancelled' | 'done';
  updatedPosition: number;
}

export interface TimerJob {
  queue: string;
  jobId: string;
  data: Record<string, unknown>;
  runAt: Date;
}

/** What one process manager's batch writes: final timer rows, jobs to cancel, jobs to send. */
export interface TimerPlan {
  rows: TimerRow[];
  cancel: Array<{ queue: string; jobId: string }>;
  send: TimerJob[];
}

/**
 * Folds a batch's intents, in log order, over the timers they name as stored, into the writes
 * that leave them as applying each intent alone would, one after the other:
 * - cancel: a pending timer is cancelled with its job; any other timer is left alone;
 * - schedule: a pending timer already at that time is left alone; otherwise its job (if pending)
 *   is cancelled and a new job is sent under an id derived from the key and the causing event's
 *   position, so a replay of the same event sends the same id.
 * A job both sent and cancelled within the batch is simply not sent.
 */
export function planTimers(
  process: string,
  stored: ReadonlyMap<string, TimerRow>,
  intents: ReadonlyArray<{ intent: TimerIntent; cause: RecordedEvent }>,
): TimerPlan {
  const current = new Map(stored);
  const changed = new Set<string>();
  const send = new Map<string, TimerJob>();
  const cancel: TimerPlan['cancel'] = [];
  const cancelJob = (timer: TimerRow) => {
    if (!send.delete(timer.jobId)) cancel.push({ queue: timer.queue, jobId: timer.jobId });
  };
  for (const { intent, cause } of intents) {
    const existing = current.get(intent.key);
    const position = cause.globalPosition;
    if (intent.kind === 'cancel') {
      if (existing?.state !== 'pending') continue;
      cancelJob(existing);
      current.set(intent.key, { ...existing, state: 'cancelled', updatedPosition: position });
      changed.add(intent.key);
      continue;
    }
    if (existing?.state === 'pending' && existing.runAt.getTime() === intent.runAt.getTime()) continue;
    if (existing?.state === 'pending') cancelJob(existing);
    const timer: TimerRow = {
      key: intent.key,
      process,
      queue: intent.queue,
      runAt: intent.runAt,
      data: { ...intent.data, timerKey: intent.key },
      jobId: jobIdFor(`${intent.key}#${position}`, intent.runAt),
      state: 'pending',
      updatedPosition: position,
    };
    current.set(intent.key, timer);
    changed.add(intent.key);
    send.set(timer.jobId, { queue: timer.queue, jobId: timer.jobId, data: timer.data, runAt: timer.runAt });
  }
  return { rows: [...changed].map((key) => current.get(key)!), cancel, send: [...send.values()] };
}
