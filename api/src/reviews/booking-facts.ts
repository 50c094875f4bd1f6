import { bookingDecider } from '@esm/core/booking/decider';
import { type BookingEvent, bookingStream } from '@esm/core/booking/events';
import type { EventStore } from '@esm/core/eventstore/port';
import { fold } from '@esm/core/kernel/decider';
import type { ReviewedBooking } from '@esm/core/review/decider';

/**
 * What the review decider needs to know about a booking, read from the booking's own stream (a
 * command-side fact, the design: the booking read model may lag the "completed" event).
 */
export async function reviewedBooking(store: EventStore, bookingId: string): Promise<ReviewedBooking | null> {
  const events = (await store.readStream(bookingStream(bookingId))).map(
    (e) => ({ type: e.type, data: e.data }) as BookingEvent,
  );
  const created = events.find((e) => e.type === 'BookingCreated');
  if (created?.type !== 'BookingCreated') return null;
  const state = fold(bookingDecider, events);
  if (!state.exists) return null;
  return {
    customerId: created.data.customerId,
    providerId: created.data.providerId,
    serviceId: created.data.serviceId,
    status: state.status,
  };
}
