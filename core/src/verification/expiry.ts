import { DateTime } from 'luxon';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A document "expires on 30 June 2026" is still valid all of that day in the UK, so it stops
 * counting at the start of the next London day. Null when the text is not a real calendar date.
 */
export function expiresAtFor(expiryDate: string): string | null {
  if (!CALENDAR_DATE.test(expiryDate)) return null;
  const day = DateTime.fromISO(expiryDate, { zone: 'Europe/London' });
  if (!day.isValid) return null;
  return day.plus({ days: 1 }).startOf('day').toUTC().toISO();
}
