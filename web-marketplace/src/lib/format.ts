/**
 * Display formatting only. Amounts arrive from the server as decimal strings and are shown as
 * they are (£ and 2 decimals); the app never derives a price from them.
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

/**
 * Days and times are the UK's, whatever the device's zone (an event on Saturday 12 June is on
 * Saturday 12 June for a visitor in Los Angeles too). An event day arrives as a calendar date,
 * yyyy-mm-dd, and is formatted as that date; an instant (createdAt, a deadline) is formatted as
 * the day and time it is in London.
 */
const LONDON = 'Europe/London';
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dayOptions = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const longDayOptions = { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' } as const;
const formatters = (options: Intl.DateTimeFormatOptions) => ({
  // A calendar date is read as midnight UTC and formatted in UTC: no zone can move it.
  calendar: new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }),
  instant: new Intl.DateTimeFormat('en-GB', { ...options, timeZone: LONDON }),
});
const dateFormat = formatters(dayOptions);
const longDateFormat = formatters(longDayOptions);
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LONDON,
});
const isoDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: LONDON,
});

function formatDay(
  formatter: ReturnType<typeof formatters>,
  value: string | Date | null | undefined,
): string {
  if (!value) return '';
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? '' : formatter.calendar.format(date);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter.instant.format(date);
}

function formatWith(formatter: Intl.DateTimeFormat, value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

/** "12 Jun 2026": a calendar date as it is, or the London day of an instant. */
export const formatDate = (value: string | Date | null | undefined) => formatDay(dateFormat, value);
/** "Sat 12 June 2026": a calendar date as it is, or the London day of an instant. */
export const formatLongDate = (value: string | null | undefined) => formatDay(longDateFormat, value);
const spokenDayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Thursday 24 December 2026": a calendar date in words, as the server's refusals name a day
 * (core's `spokenDay`, held to it by a parity test), for buttons' accessible names and spoken
 * messages. Built from its parts, so no ICU version can slip a comma in. Blank for anything but a
 * real yyyy-mm-dd.
 */
export function formatSpokenDate(value: string): string {
  if (!CALENDAR_DATE.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  // 2026-02-30 would otherwise be read as 2 March.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return '';
  const parts = spokenDayFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** "12 Jun, 15:12" in London time. */
export const formatDateTime = (value: string | null | undefined) => formatWith(dateTimeFormat, value);

const londonTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: LONDON });

/** "15:12": a time of day as the UK reads it, whatever the device's zone. */
export const formatLondonTime = (value: string | null | undefined) => formatWith(londonTime, value);

/** The London calendar date (yyyy-mm-dd) of an instant; a calendar date is returned as it is. */
export function calendarDate(value: string | Date): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  return isoDay.format(date);
}

/** Bookings are referred to by the last 8 characters of their id. */
export const shortId = (id: string) => id.slice(-8);

/** "4.70" → "4.7"; ratings of unreviewed services read "New". */
export function formatRating(rating: string | number, count: number): string {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  if (!count || !Number.isFinite(value)) return 'New';
  return `${value.toFixed(1)} (${count})`;
}

/** Today in the UK as yyyy-mm-dd, for date inputs' `min` (event days are UK days). */
export function todayIso(now: Date = new Date()): string {
  return calendarDate(now);
}

export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * What a booking asks the provider to bring beyond the service itself: "5 tables, 40 chairs",
 * "Quantity 2". Null when there is nothing more to say, or the booking predates its recording.
 * A copy of core's `orderSummary` (the web app cannot import core), held to it by a parity test
 * so the screens and the e-mails say the same.
 */
export function formatOrder(order: {
  quantity: number | null;
  tableQuantity: number | null;
  chairQuantity: number | null;
}): string | null {
  const parts: string[] = [];
  if (order.quantity !== null && order.quantity > 1) parts.push(`Quantity ${order.quantity}`);
  if (order.tableQuantity !== null) parts.push(pluralise(order.tableQuantity, 'table'));
  if (order.chairQuantity !== null) parts.push(pluralise(order.chairQuantity, 'chair'));
  return parts.length > 0 ? parts.join(', ') : null;
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
