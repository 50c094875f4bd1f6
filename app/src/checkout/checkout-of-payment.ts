import type { BookingCreatedData } from '@esm/core/booking/events';
import { bookingEvents, bookingStream } from '@esm/core/booking/events';
import { londonDate } from '@esm/core/calendar/dates';
import { eventsOf } from '@esm/core/event-catalogue';
import type { EventStore } from '@esm/core/eventstore/port';
import { type PaymentEvent, paymentEvents, paymentStream } from '@esm/core/payment/events';

export type PaymentCreated = Extract<PaymentEvent, { type: 'PaymentIntentCreated' }>['data'];

export interface CheckoutBooking {
  booking: BookingCreatedData;
  /** The London calendar day the booking holds (its calendar stream). */
  date: string;
}

export interface Checkout {
  payment: PaymentCreated;
  bookings: CheckoutBooking[];
}

/**
 * Everything one checkout is made of, read from its streams: the payment (gateway intent, amount,
 * what it pays for) and the bookings it pays for with the calendar day each one holds.
 */
export async function checkoutOfPayment(store: EventStore, paymentId: string): Promise<Checkout | null> {
  const events = eventsOf(paymentEvents, await store.readStream(paymentStream(paymentId)));
  const created = events.find((e) => e.type === 'PaymentIntentCreated');
  if (created?.type !== 'PaymentIntentCreated') return null;
  const payment = created.data;
  if (payment.purpose.kind !== 'booking') return { payment, bookings: [] };
  const bookings: CheckoutBooking[] = [];
  for (const bookingId of payment.purpose.bookingIds) {
    const stream = eventsOf(bookingEvents, await store.readStream(bookingStream(bookingId)));
    const first = stream.find((e) => e.type === 'BookingCreated');
    if (first?.type !== 'BookingCreated') continue;
    bookings.push({ booking: first.data, date: londonDate(new Date(first.data.eventDate)) });
  }
  return { payment, bookings };
}
