import { z } from 'zod';

/**
 * GET /api/services/{id}/days/{date}: whether the service can still be had that day. The same
 * parameters and answer serve PUT and DELETE …/days/{date}/block, the provider's day off (doing
 * it twice is the same) and taking it back.
 */
export const serviceDayParams = z.object({
  id: z.uuid('Not a valid id'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a valid date.'),
});

export const serviceDayResponse = z.object({
  date: z.string(),
  /** booked, blocked (the provider's day off) or held (someone is paying for it right now). */
  status: z.enum(['free', 'booked', 'blocked', 'held']),
  available: z.boolean(),
  /** "<service> is already booked on <day>" when it is not available; null when it is. */
  message: z.string().nullable(),
});
export type ServiceDay = z.infer<typeof serviceDayResponse>;

/** A day of a service the provider cannot take new bookings on, as their calendar shows it. */
export const calendarDay = z.object({
  /** yyyy-mm-dd, a UK calendar day. */
  date: z.string(),
  /** blocked: the provider's day off; booked: a paid booking has it; held: a client is paying now. */
  status: z.enum(['booked', 'blocked', 'held']),
});
export type CalendarDay = z.infer<typeof calendarDay>;

/** GET /api/services/{id}/calendar: the owner's view of the days ahead that are not free. */
export const serviceCalendarResponse = z.object({ days: z.array(calendarDay) });
export type ServiceCalendar = z.infer<typeof serviceCalendarResponse>;
