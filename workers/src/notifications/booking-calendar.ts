import { createEvent } from 'ics';
import type { MailAttachment } from '../mail/outbox';

/**
 * The booking as an RFC 5545 calendar entry. The UID is stable per booking, so a calendar that
 * imported the confirmation updates that entry when a later file (a cancellation) arrives with a
 * higher SEQUENCE instead of adding a second one.
 */
export function bookingCalendarFile(booking: {
  bookingId: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  sequence: number;
  cancelled?: boolean;
}): MailAttachment {
  const { error, value } = createEvent({
    uid: `booking-${booking.bookingId}@eventhire.uk`,
    sequence: booking.sequence,
    productId: 'eventhire.uk/bookings',
    method: booking.cancelled ? 'CANCEL' : 'PUBLISH',
    title: booking.title,
    description: booking.description,
    start: Date.parse(booking.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(booking.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: booking.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return {
    filename: 'booking.ics',
    contentType: `text/calendar; charset=utf-8; method=${booking.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: value,
  };
}
