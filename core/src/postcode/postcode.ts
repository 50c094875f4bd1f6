/**
 * UK postcodes: 1–2 letters, a digit, an optional letter or digit, an optional space,
 * a digit and 2 letters, case-insensitive. The part before the space is the outward code
 * (area + district, e.g. SW1A), the last three characters the inward code (e.g. 1AA).
 */
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;
const COMPACT_UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/;
const INWARD_LENGTH = 3;

/** The spec's pattern, exactly: at most one space, any case; surrounding blanks are ignored. */
export function isUkPostcode(value: string): boolean {
  return UK_POSTCODE.test(value.trim());
}

/**
 * The canonical form: upper case with exactly one space before the inward code ("sw1a1aa" and
 * " Sw1A   1aa " both become "SW1A 1AA"). People type postcodes with stray spaces, so any
 * whitespace is dropped before checking; null when what is left is not a UK postcode.
 */
export function normalisePostcode(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!COMPACT_UK_POSTCODE.test(compact)) return null;
  const split = compact.length - INWARD_LENGTH;
  return `${compact.slice(0, split)} ${compact.slice(split)}`;
}

/** The outward code ("SW1A" of "SW1A 1AA"), or null when the value is not a UK postcode. */
export function outwardCode(value: string): string | null {
  const normalised = normalisePostcode(value);
  return normalised === null ? null : normalised.slice(0, normalised.indexOf(' '));
}

/** The postcode area: the leading letters of the outward code ("SW" of "SW1A 1AA", "M" of "M1 1AE"). */
export function postcodeArea(outward: string): string {
  return /^[A-Z]+/.exec(outward.toUpperCase())?.[0] ?? '';
}
