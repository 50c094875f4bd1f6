import type { RecordedEvent, SubscribeOptions, Subscription } from './port';
import { WakeSignal } from './wake-signal';

export const DEFAULT_SUBSCRIPTION_BATCH = 500;

/** What a subscription needs from an adapter: ordered reads, and a nudge when something was appended. */
export interface FeedSource {
  /** Events strictly after `fromPosition`, in global-position order, at most `batch` of them. */
  read(fromPosition: number, batch: number): Promise<RecordedEvent[]>;
  /** Calls `wake` after appends (as a hint: it may be late, doubled or, for a while, missing). Returns an unregister function. */
  onAppended(wake: () => void): () => void;
}

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
    while (!stopped) {
      let events: RecordedEvent[];
      try {
        events = await source.read(position, batch);
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
      if (events.length < batch) await wake.wait(timing.pollIntervalMs);
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
