/**
 * Numbers that look like digit runs but are dates, times, prices or identifiers. They are fenced off
 * before digits are joined into runs, so "12/06/2026 - 14/06/2026", "2026-06-12 19:30" or a
 * UUID can never add up to the ten digits of a phone number. Every pattern here has bounded
 * repetition only, so matching is linear in the length of the text.
 */
export interface Span {
  start: number;
  end: number;
}

// Dates with a four-digit year, day or month first (12/06/2026, 13.06.2026) or year first
// (2026-06-12). Not when glued to more digits by a separator, so 07.12.2026.5 is not a date.
const DAY_MONTH_YEAR = /(?<!\d[./_-]?)(\d{1,2})([./-])(\d{1,2})\2((?:19|20)\d{2})(?![./_-]?\d)/g;
const YEAR_MONTH_DAY = /(?<!\d[./_-]?)((?:19|20)\d{2})([./-])(\d{1,2})\2(\d{1,2})(?![./_-]?\d)/g;
// A two-digit year (12/06/26) is a shape that also turns up inside numbers typed with dots, so
// such a date is fenced only when it stands alone or next to another date or time.
const DAY_MONTH_SHORT_YEAR = /(?<!\d[./_-]?)(\d{1,2})([./-])(\d{1,2})\2(\d{2})(?![./_-]?\d)/g;
// A colon never sits inside a phone number, so a clock time with one is always a time.
const COLON_TIME = /(?<!\d)([01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?!\d)/g;
// A dotted time (7.30, 11.00) on its own may be the start of a number typed with dots; in a
// range or schedule ("11.00 - 11.30 - 12.15") it is a time.
const DOTTED_TIME = /(?<!\d\.?)([1-9]|[01]\d|2[0-3])\.[0-5]\d(?!\.?\d)/g;

// What may sit between a date or time and the digits next to it for them to count as "next to".
const NEARBY = /^[\s,./_-]{0,3}$/;
const RANGE = /^\s{0,2}[-–—]\s{0,2}$/;
// An amount after a currency sign: £450, £1,250.00, € 70000.50.
const PRICE = /[£$€]\s?\d{1,9}(?:,\d{3}){0,3}(?:\.\d{1,2})?(?![\d,])/g;
const UUID = /(?<![0-9a-f])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-f])/g;

const isDay = (value: number) => value >= 1 && value <= 31;
const isMonth = (value: number) => value >= 1 && value <= 12;
const isDayAndMonth = (first: number, second: number) =>
  (isDay(first) && isMonth(second)) || (isMonth(first) && isDay(second));

const spansOf = (text: string, pattern: RegExp, accept: (match: RegExpExecArray) => boolean = () => true) =>
  [...text.matchAll(pattern)]
    .filter(accept)
    .map((match) => ({ start: match.index, end: match.index + match[0].length }));

const touches = (text: string, left: Span | undefined, right: Span | undefined, between: RegExp) =>
  left !== undefined &&
  right !== undefined &&
  left.end <= right.start &&
  between.test(text.slice(left.end, right.start));

/** Spans next to a neighbour in reading order (only neighbours can touch, which keeps this linear). */
function touchingNeighbour(text: string, spans: readonly Span[], between: RegExp): Set<Span> {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const touching = new Set<Span>();
  sorted.forEach((span, i) => {
    if (touches(text, sorted[i - 1], span, between) || touches(text, span, sorted[i + 1], between))
      touching.add(span);
  });
  return touching;
}

/** A digit close enough before or after the span to be read with it (a comma ends a number). */
function hasDigitNearby(text: string, span: Span): boolean {
  const before = text.slice(Math.max(0, span.start - 4), span.start);
  const after = text.slice(span.end, span.end + 4);
  return /\d[\s./_-]{0,3}$/.test(before) || /^[\s./_-]{0,3}\d/.test(after);
}

export function innocentNumberSpans(text: string): Span[] {
  const sure = [
    ...spansOf(text, DAY_MONTH_YEAR, (m) => isDayAndMonth(Number(m[1]), Number(m[3]))),
    ...spansOf(text, YEAR_MONTH_DAY, (m) => isMonth(Number(m[3])) && isDay(Number(m[4]))),
    ...spansOf(text, COLON_TIME),
  ];
  const shortDates = spansOf(text, DAY_MONTH_SHORT_YEAR, (m) => isDayAndMonth(Number(m[1]), Number(m[3])));
  const datesAndTimesTogether = touchingNeighbour(text, [...sure, ...shortDates], NEARBY);
  const dottedTimes = spansOf(text, DOTTED_TIME);
  const timeRanges = touchingNeighbour(text, dottedTimes, RANGE);
  return [
    ...sure,
    ...shortDates.filter((span) => !hasDigitNearby(text, span) || datesAndTimesTogether.has(span)),
    ...dottedTimes.filter((span) => timeRanges.has(span)),
    ...spansOf(text, PRICE),
    ...spansOf(text, UUID),
  ];
}
