import { DateTime } from 'luxon';

/** Event days are days of the UK calendar, whatever the server's time zone. */
export const CALENDAR_ZONE = 'Europe/London';

/** The London calendar date (yyyy-mm-dd) of an instant: 23:30 UTC on 30 June in summer is already 1 July. */
export function londonDate(instant: Date): string {
  const date = DateTime.fromJSDate(instant, { zone: CALENDAR_ZONE }).toISODate();
  if (date === null) throw new RangeError('londonDate needs a valid Date');
  return date;
}

/** The instant a London calendar day (yyyy-mm-dd) begins: midnight GMT in winter, 23:00 UTC before in summer. */
export function startOfCalendarDay(date: string): Date {
  const start = DateTime.fromISO(date, { zone: CALENDAR_ZONE }).startOf('day');
  if (!start.isValid) throw new RangeError(`Not a calendar date: ${date}`);
  return start.toJSDate();
}

/** A real calendar date written yyyy-mm-dd (no 2026-02-30). */
export const isCalendarDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value, { zone: CALENDAR_ZONE }).isValid;

/** How far ahead an event may be booked or quoted: a real plan, not year 9999 (docs/decisions/platform.md). */
export const BOOKING_HORIZON_YEARS = 3;

/** Whether an event at `instant` is within the booking horizon from `now`. */
export const withinBookingHorizon = (instant: Date, now: Date): boolean =>
  DateTime.fromJSDate(instant) <= DateTime.fromJSDate(now).plus({ years: BOOKING_HORIZON_YEARS });

/**
 * An ISO 8601 date-time (or date) naming a real calendar instant: "2027-02-30T12:00:00Z", which
 * JavaScript's Date quietly reads as 2 March, is null; so is anything but 4-digit years.
 */
export function parseEventInstant(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}(?:T|$)/.test(value)) return null;
  const parsed = DateTime.fromISO(value, { setZone: true });
  return parsed.isValid ? parsed.toJSDate() : null;
}

/** The stream that locks one day of one service: `calendar-<serviceId>-<yyyy-mm-dd>`. */
export function calendarStream(serviceId: string, date: string): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return `calendar-${serviceId}-${date}`;
}
