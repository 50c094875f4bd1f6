import {
  isPlatformEventOf,
  type PlatformEventType,
  type RecordedPlatformEvent,
} from '@esm/core/event-catalogue';
import type { RecordedEvent } from '@esm/core/eventstore/port';

/**
 * A process manager turns events into timed jobs: when an event starts a clock
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

/** A process manager as written: `handles` names platform events, and `react` sees exactly those, typed. */
export interface ProcessManagerDefinition<T extends PlatformEventType> {
  name: string;
  handles: readonly T[];
  react(event: RecordedPlatformEvent<T>): TimerIntent[];
}

/**
 * Checks `handles` against the platform's event types at compile time (a misspelt name would
 * otherwise never match and its timers would silently never be set) and narrows what `react`
 * receives to the handled types.
 */
export function defineProcessManager<const T extends PlatformEventType>(
  definition: ProcessManagerDefinition<T>,
): ProcessManager {
  const { name, handles, react } = definition;
  return {
    name,
    handles,
    // The runner only delivers handled types; the guard keeps a direct call just as safe.
    react: (event) => (isPlatformEventOf(handles, event) ? react.call(definition, event) : []),
  };
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
