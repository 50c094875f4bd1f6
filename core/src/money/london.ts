import { DateTime } from 'luxon';

/**
 * Calendar arithmetic in the UK's own time zone. "14 days after confirmation" or "30 days before
 * the event" are calendar days to the people involved, so they are counted on London's calendar,
 * which keeps the wall-clock time across the spring and autumn clock changes.
 */
export const LONDON = 'Europe/London';

const inLondon = (at: Date) => DateTime.fromJSDate(at, { zone: LONDON });

/** The same London wall-clock time `days` calendar days later. */
export const addLondonDays = (at: Date, days: number): Date => inLondon(at).plus({ days }).toJSDate();

/** Whole calendar days from the London date of `from` to the London date of `to` (negative when `to` is earlier). */
export const londonDaysBetween = (from: Date, to: Date): number =>
  Math.round(inLondon(to).startOf('day').diff(inLondon(from).startOf('day'), 'days').days);

/** Midnight, London time, that starts the London day of `at`. */
export const startOfLondonDay = (at: Date): Date => inLondon(at).startOf('day').toJSDate();

/**
 * The UK calendar month `monthsBack` months before the one containing `at`, as [start, end)
 * instants and its "YYYY-MM" label: dashboard and analytics months ("this month").
 */
export function londonMonth(at: Date, monthsBack = 0): { start: Date; end: Date; label: string } {
  const start = inLondon(at).startOf('month').minus({ months: monthsBack });
  return {
    start: start.toJSDate(),
    end: start.plus({ months: 1 }).toJSDate(),
    label: start.toFormat('yyyy-MM'),
  };
}
