/** Shared by the auditor's screens: pounds from integer pence, instants in London time. */

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export const formatPence = (pence: number | null | undefined): string =>
  pence === null || pence === undefined ? '—' : pounds.format(pence / 100);

const londonDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export const formatLondon = (iso: string | null | undefined): string =>
  iso ? londonDateTime.format(new Date(iso)) : '—';

/** DateField options for an instant shown in London time. */
export const LONDON_DATE_TIME = {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
} as const;

export const LONDON_DATE = {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
} as const;

/** Minutes London is ahead of UTC at `instant` (0 in winter, 60 in summer). */
function londonOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant) / 60_000);
}

/**
 * A `datetime-local` value ("2026-05-01T14:30") read as London wall-clock time, whatever the
 * auditor's device says, as an ISO instant; null when it is not a date-time.
 */
export function londonInputToInstant(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s ?? 0);
  let instant = wall - londonOffsetMinutes(wall) * 60_000;
  instant = wall - londonOffsetMinutes(instant) * 60_000;
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** An instant as a `datetime-local` value in London wall-clock time. */
export function instantToLondonInput(iso: string): string {
  const instant = new Date(iso).getTime();
  const wall = new Date(instant + londonOffsetMinutes(instant) * 60_000);
  return wall.toISOString().slice(0, 16);
}
