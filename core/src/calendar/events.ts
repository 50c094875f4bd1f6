import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';

const day = { serviceId: z.string(), date: z.iso.date() };

export const HOLD_RELEASE_REASONS = ['payment_failed', 'customer_left', 'expired'] as const;
export type HoldReleaseReason = (typeof HOLD_RELEASE_REASONS)[number];
export const BOOKING_RELEASE_REASONS = ['declined', 'cancelled'] as const;
export type BookingReleaseReason = (typeof BOOKING_RELEASE_REASONS)[number];

export const calendarEvents = defineEvents({
  /** Checkout holds the day for 15 minutes while the customer pays. */
  CalendarDayHeld: {
    schema: z.object({
      ...day,
      holdId: z.string(),
      customerId: z.string(),
      expiresAt: z.iso.datetime(),
    }),
  },
  CalendarHoldReleased: {
    schema: z.object({
      ...day,
      holdId: z.string(),
      customerId: z.string(),
      reason: z.enum(HOLD_RELEASE_REASONS),
    }),
  },
  CalendarDayBooked: {
    schema: z.object({
      ...day,
      bookingId: z.string(),
      customerId: z.string(),
      /** The hold the booking converted, or null when the day was booked while free. */
      holdId: z.string().nullable(),
    }),
  },
  CalendarBookingReleased: {
    schema: z.object({ ...day, bookingId: z.string(), reason: z.enum(BOOKING_RELEASE_REASONS) }),
  },
  /** A day off: the provider is not available. */
  CalendarDayBlocked: { schema: z.object({ ...day, blockedBy: z.string(), reason: z.string().nullable() }) },
  CalendarDayUnblocked: { schema: z.object({ ...day, unblockedBy: z.string() }) },
});

export type CalendarEvent = EventsOf<typeof calendarEvents>;
