import { accountEvents } from './account/events';
import { bookingEvents } from './booking/events';
import { boostEvents } from './boost/events';
import { boostPackageEvents } from './boost/package-events';
import { calendarEvents } from './calendar/events';
import { openCheckoutsEvents } from './calendar/open-checkouts';
import { categoryEvents } from './category/events';
import { chatEvents } from './chat/events';
import { contactMessageEvents } from './contact-message/events';
import { escrowEvents } from './escrow/events';
import type { RecordedEvent } from './eventstore/port';
import { EventSchemaRegistry } from './eventstore/schemas';
import { fraudAlertEvents } from './fraud/events';
import type { EventDefinitions, EventsOf } from './kernel/events';
import { paymentEvents } from './payment/events';
import { payoutEvents } from './payout/events';
import { payoutAccountEvents } from './payout-account/events';
import { payoutHoldEvents } from './payout-hold/events';
import { planEvents } from './plan/events';
import { providerEvents } from './provider/events';
import { quoteEvents } from './quote/events';
import { reviewEvents } from './review/events';
import { serviceEvents } from './service/events';
import { standingEvents } from './standing/events';
import { verificationEvents } from './verification/events';

/**
 * Every event type of every lifecycle, in one place: the event store validates and upcasts
 * through it, and the personal-data layer reads which fields to encrypt.
 */
const lifecycles = {
  accountEvents,
  bookingEvents,
  boostEvents,
  boostPackageEvents,
  calendarEvents,
  categoryEvents,
  chatEvents,
  contactMessageEvents,
  escrowEvents,
  fraudAlertEvents,
  openCheckoutsEvents,
  paymentEvents,
  payoutEvents,
  payoutAccountEvents,
  payoutHoldEvents,
  planEvents,
  providerEvents,
  quoteEvents,
  reviewEvents,
  serviceEvents,
  standingEvents,
  verificationEvents,
} satisfies Record<string, EventDefinitions>;

type Lifecycles = typeof lifecycles;

/**
 * Every event of the platform as `{ type, data }`, derived from the same definitions the store
 * validates with, so a lifecycle added above is part of the union without a second list.
 */
export type PlatformEvent = { [L in keyof Lifecycles]: EventsOf<Lifecycles[L]> }[keyof Lifecycles];
export type PlatformEventType = PlatformEvent['type'];
export type PlatformEventData<T extends PlatformEventType> = Extract<PlatformEvent, { type: T }>['data'];

/**
 * A recorded event of one of the types `T`, with its data typed. A union over `T`, so switching
 * on `type` narrows `data`. The store validated (and upcast) the data against the same schemas.
 */
export type RecordedPlatformEvent<T extends PlatformEventType = PlatformEventType> = {
  [K in T]: Omit<RecordedEvent, 'type' | 'data'> & { type: K; data: PlatformEventData<K> };
}[T];

/** A recorded event of the lifecycle `D` declares, with its data typed. */
export type RecordedEventOf<D extends EventDefinitions> = Omit<RecordedEvent, 'type' | 'data'> & EventsOf<D>;

/**
 * The events of one lifecycle among those read from its stream, typed. A stream holds only its
 * lifecycle's events, which the store validated against these definitions, so nothing is dropped.
 */
export function eventsOf<D extends EventDefinitions>(
  definitions: D,
  events: readonly RecordedEvent[],
): RecordedEventOf<D>[] {
  return events.filter((event): event is RecordedEventOf<D> => Object.hasOwn(definitions, event.type));
}

/** Whether `event` is one of `types`: narrows a recorded event read from the log. */
export function isPlatformEventOf<const T extends PlatformEventType>(
  types: readonly T[],
  event: RecordedEvent,
): event is RecordedPlatformEvent<T> {
  return (types as readonly string[]).includes(event.type);
}

function merge(all: Record<string, EventDefinitions>): EventDefinitions {
  const merged: EventDefinitions = {};
  for (const [lifecycle, definitions] of Object.entries(all)) {
    for (const [type, definition] of Object.entries(definitions)) {
      if (merged[type]) throw new Error(`Event type ${type} of ${lifecycle} is declared twice`);
      merged[type] = definition;
    }
  }
  return merged;
}

export const allEventDefinitions: EventDefinitions = merge(lifecycles);

export function eventSchemaRegistry(
  definitions: EventDefinitions = allEventDefinitions,
): EventSchemaRegistry {
  const registry = new EventSchemaRegistry();
  for (const [type, definition] of Object.entries(definitions)) {
    registry.register({ type, version: definition.version ?? 1, schema: definition.schema });
    for (const [from, upcast] of Object.entries(definition.upcasters ?? {})) {
      registry.registerUpcaster(type, Number(from), upcast);
    }
  }
  return registry;
}
