import type { EventStore, RecordedEvent } from '@esm/core/eventstore/port';
import type pg from 'pg';
import {
  applyToProjector,
  type BatchTarget,
  batchEndFor,
  defaultConcurrency,
  handlesAny,
  moveCheckpoints,
} from './apply-batch';
import type { Projector } from './projector';
import { checkpointsOf } from './read-model-schema';

export type ProgressReporter = (done: number, total: number) => void;

/**
 * Events read per query when replaying. Large, so a replay spends its time applying rather than
 * waiting on round trips, and batchable projectors get long runs to apply set-based; one batch
 * of ordinary marketplace events is a few tens of MB in memory.
 */
export const REPLAY_BATCH = 10_000;

/**
 * How many batches the reader may be ahead of the slowest projector. Each projector goes along
 * the log on its own, so one with a long batch (the listings' search model, most of a replay's
 * database time) does not leave the others and the second core idle while it writes; this bounds
 * the batches held in memory for it meanwhile.
 */
export const CATCH_UP_LOOKAHEAD = 2;

/**
 * Replays the log into `schema` until every projector has reached `until` (or, per projector,
 * its own stop position).
 *
 * Each projector applies the batches in log order, each batch in one transaction with its
 * checkpoint (as the live runner does), but projectors do not wait for each other: at most
 * `concurrency` transactions run at once, and the next batch is read while earlier ones are
 * applied. A projector that handles none of a batch's events skips it; its checkpoint is moved
 * at the end. If a projector fails, nothing new starts, every running transaction settles, and
 * the error is thrown: each projector is then wholly before or after each batch, and a later
 * catch-up resumes from the checkpoints.
 */
export async function catchUp(options: {
  pool: pg.Pool;
  store: EventStore;
  schema: string;
  projectors: readonly Projector[];
  until: number | ReadonlyMap<string, number>;
  batchSize?: number;
  onProgress?: ProgressReporter;
  /** Projector transactions at once, each on its own connection. */
  concurrency?: number;
}): Promise<void> {
  const { pool, store, schema, projectors } = options;
  const batch = options.batchSize ?? REPLAY_BATCH;
  const stopAt =
    typeof options.until === 'number'
      ? new Map(projectors.map((p) => [p.name, options.until as number]))
      : options.until;
  const target = Math.max(0, ...stopAt.values());
  const checkpoints = await checkpointsOf(pool, schema);
  // How far each projector has got, applied or skipped: for the progress bar and the final moves.
  const reached = new Map(projectors.map((p) => [p.name, checkpoints.get(p.name) ?? 0]));
  const report = () => options.onProgress?.(Math.min(Math.min(...reached.values()), target), target);
  report();
  const transactions = limiter(options.concurrency ?? defaultConcurrency(pool));
  const chains = new Map(projectors.map((p) => [p.name, Promise.resolve()]));
  const batchesInFlight: Promise<unknown>[] = [];
  let failure: { error: unknown } | null = null;

  const schedule = (events: readonly RecordedEvent[]) => {
    const batchTarget: BatchTarget = { pool, schema, events, stopAt };
    const settled: Promise<void>[] = [];
    for (const projector of projectors) {
      const end = batchEndFor(batchTarget, projector);
      const busy = handlesAny(batchTarget, projector);
      const chain = chains
        .get(projector.name)!
        .then(async () => {
          if (failure) return;
          const position = busy
            ? await transactions(() => applyToProjector(batchTarget, projector))
            : Math.max(reached.get(projector.name)!, end);
          reached.set(projector.name, position);
          report();
        })
        .catch((error: unknown) => {
          failure ??= { error };
        });
      chains.set(projector.name, chain);
      settled.push(chain);
    }
    return Promise.all(settled);
  };

  let from = Math.min(...reached.values());
  let reading = from < target ? store.readAll({ fromPosition: from, batch }) : null;
  try {
    while (reading && !failure) {
      const events = await reading;
      if (events.length === 0) break;
      from = events[events.length - 1]!.globalPosition;
      reading = from < target ? store.readAll({ fromPosition: from, batch }) : null;
      batchesInFlight.push(schedule(events));
      while (batchesInFlight.length > CATCH_UP_LOOKAHEAD) await batchesInFlight.shift();
    }
  } finally {
    await reading?.catch(() => {});
    await Promise.all(chains.values());
  }
  if (failure) throw (failure as { error: unknown }).error;
  // Projectors whose last batches held nothing for them catch up their checkpoints in one go.
  // Positions between the last event and `until` may be gaps (aborted appends): nothing to apply.
  await moveCheckpoints({ pool, schema }, reached);
}

/** Runs at most `slots` of the given tasks at once, the rest in the order they asked. */
function limiter(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // a finishing task hands over its slot
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
