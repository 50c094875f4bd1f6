/**
 * Dates and times as staff in the UK read them: Europe/London whatever the browser's zone.
 * Every back-office date goes through here or through `LondonDateField`.
 */

export const LONDON_DATE = {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
} as const;

export const LONDON_DATE_TIME = { ...LONDON_DATE, hour: '2-digit', minute: '2-digit' } as const;

const STYLES = {
  /** "1 Jun 2026" */
  date: LONDON_DATE,
  /** "1 Jun 2026, 13:00" */
  dateTime: LONDON_DATE_TIME,
  /** "1 Jun 2026, 13:00:05": the auditor's screens, where events a second apart matter. */
  seconds: { ...LONDON_DATE_TIME, second: '2-digit' },
  /** "1 Jun, 13:00": messages in one chat, where the year goes without saying. */
  dayTime: { timeZone: 'Europe/London', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
} as const;

export type LondonStyle = keyof typeof STYLES;

const formats = Object.fromEntries(
  Object.entries(STYLES).map(([style, options]) => [style, new Intl.DateTimeFormat('en-GB', options)]),
) as Record<LondonStyle, Intl.DateTimeFormat>;

/** An instant (ISO text) in London time; a missing one as "—". */
export const formatLondon = (iso: string | null | undefined, style: LondonStyle = 'dateTime'): string =>
  iso ? formats[style].format(new Date(iso)) : '—';
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
  // Seconds are optional in the input: a missing part is 0, not NaN (which `?? 0` would keep).
  const [, y, mo, d, h, mi, s] = match.map((part) => (part === undefined ? 0 : Number(part)));
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s);
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
