import { type BookingCreatedData, bookingEvents, bookingStream } from '@esm/core/booking/events';
import { eventsOf } from '@esm/core/event-catalogue';
import { serviceName } from '@esm/projections/services/queries';
import type { WorkerDeps } from '../worker-deps';

export interface BookingFacts {
  created: BookingCreatedData;
  serviceName: string;
  accepted: boolean;
  /** Declined, auto-declined, cancelled or never paid: no event will take place. */
  ended: boolean;
  /** How many times the booking's calendar entry changed since the first (the ICS SEQUENCE). */
  changes: number;
}

/** The booking as its own stream tells it (the command side's truth), plus the service's name. */
export async function bookingFacts(
  deps: Pick<WorkerDeps, 'store' | 'pool'>,
  bookingId: string,
): Promise<BookingFacts | null> {
  const events = eventsOf(bookingEvents, await deps.store.readStream(bookingStream(bookingId)));
  const created = events.find((e) => e.type === 'BookingCreated');
  if (created?.type !== 'BookingCreated') return null;
  const types: ReadonlySet<string> = new Set(events.map((e) => e.type));
  const ended = ['BookingDeclined', 'BookingAutoDeclined', 'BookingCancelled', 'BookingPaymentFailed'].some(
    (t) => types.has(t),
  );
  const name = await serviceName(deps.pool, created.data.serviceId);
  return {
    created: created.data,
    serviceName: name ?? 'your booked service',
    accepted: types.has('BookingAccepted'),
    ended,
    changes: ended && types.has('BookingAccepted') ? 1 : 0,
  };
}
