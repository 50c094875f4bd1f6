import type { RecordedEvent } from '@esm/core/eventstore/port';

/**
 * A process manager turns events into timed jobs (DESIGN.md §4): when an event starts a clock
 * (a booking awaits the provider's answer), it schedules a job; when a later event makes the job
 * moot (the provider answered), it cancels it. `react` is pure, so a replay of the log from the
 * start re-derives exactly the timers that should be pending — that is how timers come back
 * after a crash or a wiped job table.
 */
export type TimerIntent =
  | {
      kind: 'schedule';
      /** Stable for the thing being timed, e.g. `booking-auto-decline:<bookingId>`. */
      key: string;
      queue: string;
      runAt: Date;
      data: Record<string, unknown>;
    }
  | { kind: 'cancel'; key: string };

export interface ProcessManager {
  name: string;
  handles: readonly string[];
  react(event: RecordedEvent): TimerIntent[];
}

export const schedule = (
  key: string,
  queue: string,
  runAt: Date,
  data: Record<string, unknown>,
): TimerIntent => ({
  kind: 'schedule',
  key,
  queue,
  runAt,
  data,
});

export const cancel = (key: string): TimerIntent => ({ kind: 'cancel', key });
