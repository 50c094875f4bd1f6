import type { RecordedEvent, SubscribeOptions, Subscription } from './port';
import { WakeSignal } from './wake-signal';

export const DEFAULT_SUBSCRIPTION_BATCH = 500;

/** One read of the feed. */
export interface FeedPage {
  events: RecordedEvent[];
  /**
   * Committed events lie past `events` that the source holds back until transactions begun
   * before them end (the Postgres adapter's gap safety). Their commit's wake-up has already been
   * sent, and the transaction they wait for may send none, so the loop reads again soon.
   */
  heldBack?: boolean;
}

/** What a subscription needs from an adapter: ordered reads, and a nudge when something was appended. */
export interface FeedSource {
  /** Events strictly after `fromPosition`, in global-position order, at most `batch` of them. */
  read(fromPosition: number, batch: number): Promise<FeedPage>;
  /** Calls `wake` after appends (as a hint: it may be late, doubled or, for a while, missing). Returns an unregister function. */
  onAppended(wake: () => void): () => void;
}

/** The first pause before reading held-back events again; it doubles up to the poll interval. */
const HELD_BACK_FIRST_RETRY_MS = 2;
const HELD_BACK_MAX_RETRY_MS = 100;

export interface FeedTiming {
  /** Read again after this long even without a wake-up; undefined when wake-ups are reliable. */
  pollIntervalMs?: number;
  /** Pause before retrying a failed read or a failed batch. */
  retryDelayMs: number;
}

/**
 * The subscription loop both adapters share: read a batch after the checkpoint, hand it over,
 * move the checkpoint only when the handler succeeded, and sleep until woken when caught up.
 * Ordering comes from the source: it must never return a position that a later read could
 * precede (the Postgres adapter's append lock guarantees that).
 */
export function followFeed(source: FeedSource, options: SubscribeOptions, timing: FeedTiming): Subscription {
  const batch = options.batch ?? DEFAULT_SUBSCRIPTION_BATCH;
  if (!Number.isSafeInteger(batch) || batch < 1) throw new RangeError('batch must be a positive integer');
  if (!Number.isSafeInteger(options.fromPosition) || options.fromPosition < 0) {
    throw new RangeError('fromPosition must be a non-negative integer');
  }
  const wake = new WakeSignal();
  // Separate from `wake` so that a busy feed cannot shorten the pause before a retry.
  const stopping = new WakeSignal();
  const unregister = source.onAppended(() => wake.set());
  let stopped = false;

  const report = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // An error handler that throws must not end the loop that would retry.
    }
  };

  const run = async () => {
    let position = options.fromPosition;
    let heldBackRetryMs = HELD_BACK_FIRST_RETRY_MS;
    while (!stopped) {
      let events: RecordedEvent[];
      let heldBack: boolean;
      try {
        ({ events, heldBack = false } = await source.read(position, batch));
        if (stopped) break;
        if (events.length > 0) {
          await options.onEvents(events);
          position = events[events.length - 1]!.globalPosition;
        }
      } catch (error) {
        if (stopped) break;
        report(error);
        await stopping.wait(timing.retryDelayMs);
        continue;
      }
      // A full batch means there is probably more: read on without waiting.
      if (events.length >= batch) continue;
      if (heldBack) {
        if (events.length > 0) heldBackRetryMs = HELD_BACK_FIRST_RETRY_MS;
        // Usually a transaction a few milliseconds from its end (another append, a job, a
        // projector's batch); a long one is re-read at a falling rate, never slower than polling.
        await wake.wait(heldBackRetryMs);
        heldBackRetryMs = Math.min(heldBackRetryMs * 2, timing.pollIntervalMs ?? HELD_BACK_MAX_RETRY_MS);
      } else {
        heldBackRetryMs = HELD_BACK_FIRST_RETRY_MS;
        await wake.wait(timing.pollIntervalMs);
      }
    }
  };
  const loop = run().finally(unregister);

  return {
    async stop() {
      stopped = true;
      wake.set();
      stopping.set();
      await loop;
    },
  };
}
