/**
 * Display formatting only. Amounts arrive from the server as decimal strings and are shown as
 * they are (£ and 2 decimals, 000 §9); the app never derives a price from them.
 */
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const gbpWhole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** Large totals on statistics pages, in whole pounds ("£3,120,450"). */
export function formatMoneyWhole(value: string | number): string {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value);
  return gbpWhole.format(Number.isFinite(amount) ? amount : 0);
}

export function formatMoney(value: string | number | null | undefined): string {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value ?? '0');
  return gbp.format(Number.isFinite(amount) ? amount : 0);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function formatWith(formatter: Intl.DateTimeFormat, value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

export const formatDate = (value: string | Date | null | undefined) => formatWith(dateFormat, value);
export const formatLongDate = (value: string | null | undefined) => formatWith(longDateFormat, value);
export const formatDateTime = (value: string | null | undefined) => formatWith(dateTimeFormat, value);

const londonTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** "15:12": a time of day as the UK reads it, whatever the device's zone. */
export const formatLondonTime = (value: string | null | undefined) => formatWith(londonTime, value);

/** Bookings are referred to by the last 8 characters of their id (000 §9). */
export const shortId = (id: string) => id.slice(-8);

/** "4.70" → "4.7"; ratings of unreviewed services read "New". */
export function formatRating(rating: string | number, count: number): string {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  if (!count || !Number.isFinite(value)) return 'New';
  return `${value.toFixed(1)} (${count})`;
}

/** Today as YYYY-MM-DD in the visitor's time zone, for date inputs' `min`. */
export function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** "2026-06-14" (a date input's value) → ISO date-time at midday UTC, so no time zone shifts the day. */
export function dateInputToIso(value: string): string {
  return `${value}T12:00:00.000Z`;
}

export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "in 5h 12m" style remaining time; null once passed. */
export function timeRemaining(until: string | null | undefined, now = Date.now()): string | null {
  if (!until) return null;
  const ms = new Date(until).getTime() - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours >= 1) return `${hours}h ${minutes % 60}m`;
  return `${Math.max(minutes, 1)}m`;
}
