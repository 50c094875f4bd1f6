import { DateTime } from 'luxon';

/**
 * Times shown to users in refusal texts ("restricted until 2 June 2026 at 13:00 UK time").
 * Events keep UTC instants; people in the UK read their own clock, summer time included.
 */
export function formatUkDateTime(iso: string): string {
  const text = DateTime.fromISO(iso, { zone: 'Europe/London' })
    .setLocale('en-GB')
    .toFormat("d MMMM yyyy 'at' HH:mm");
  return `${text} UK time`;
}
