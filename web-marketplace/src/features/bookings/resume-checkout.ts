import type { Booking } from '@esm/contract/bookings';

/** The London calendar day (yyyy-mm-dd) an event instant falls on: the day its checkout held. */
const londonDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

/**
 * Where "Complete payment" leads for a booking still waiting for its payment: back to the same
 * checkout (the server answers the open payment again while its 15-minute hold lives). Null for a
 * booking that is not waiting for payment.
 */
export function resumeCheckoutHref(booking: Pick<Booking, 'status' | 'quoteId' | 'serviceId' | 'eventDate'>) {
  if (booking.status !== 'pending') return null;
  if (booking.quoteId) return `/checkout?quote=${encodeURIComponent(booking.quoteId)}`;
  const params = new URLSearchParams({
    serviceId: booking.serviceId,
    eventDate: londonDay(booking.eventDate),
  });
  return `/checkout?${params.toString()}`;
}
