import type { Booking } from '@esm/contract/bookings';

/** Bookings that will not take place: they belong with the past, whatever their date. */
const ENDED = new Set<Booking['status']>(['cancelled', 'declined', 'completed']);

export interface BookingGroups {
  /** Still to come, soonest first. */
  upcoming: Booking[];
  /** Taken place or ended, most recent first. */
  past: Booking[];
  /** Completed and not reviewed yet: the page asks for a review first. */
  toReview: Booking[];
}

/** Splits a client's bookings by the UK calendar day `today` (yyyy-mm-dd); event days are dates too. */
export function groupBookings(bookings: readonly Booking[], today: string): BookingGroups {
  const upcoming = bookings
    .filter((b) => !ENDED.has(b.status) && b.eventDate >= today)
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  const past = bookings
    .filter((b) => !upcoming.includes(b))
    .sort((a, b) => b.eventDate.localeCompare(a.eventDate));
  return { upcoming, past, toReview: bookings.filter((b) => b.canReview) };
}
