import { DateTime } from 'luxon';
import { CALENDAR_ZONE } from './dates';
import type { CalendarState } from './decider';

/** What one day of one service looks like to someone who wants it. */
export type DayAvailability = 'free' | 'booked' | 'held' | 'blocked';

/**
 * The same order of checks as HoldDay: a booking, then a day off, then someone else's live hold.
 * The customer's own live hold does not make the day taken for them (they are paying for it).
 */
export function dayAvailability(state: CalendarState, customerId: string | null, now: Date): DayAvailability {
  if (state.booking) return 'booked';
  if (state.blocked) return 'blocked';
  if (state.hold && now.getTime() < Date.parse(state.hold.expiresAt) && state.hold.customerId !== customerId)
    return 'held';
  return 'free';
}

/** "Saturday 19 September 2026": how a refusal names an event day. */
export const spokenDay = (date: string): string =>
  DateTime.fromISO(date, { zone: CALENDAR_ZONE }).setLocale('en-GB').toFormat('cccc d LLLL yyyy');

/**
 * The sentence that tells the client which service cannot be had on the day. A held day reads as
 * booked: someone is paying for it, and to the client the day is gone either way.
 */
export function dayTakenText(serviceName: string, date: string, availability: DayAvailability): string {
  return availability === 'blocked'
    ? `${serviceName} is not available on ${spokenDay(date)}`
    : `${serviceName} is already booked on ${spokenDay(date)}`;
}
