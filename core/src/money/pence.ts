/**
 * Money is integer pence everywhere inside the platform; the spec's decimal
 * strings ("450.00") exist only at the edges, so parsing and formatting live here and nowhere else.
 */
export type Pence = number;

/** A plain non-negative decimal with at most two places: "450", "450.5", "450.50". */
const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** More integer digits than this could not be held exactly as pence in a JavaScript number. */
const MAX_INTEGER_DIGITS = 13;

export const isPence = (value: unknown): value is Pence =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * Parses a decimal with at most two places into hundredths (pence for pounds, basis points for
 * percentages). Signs, exponents, thousands separators, spaces and a third decimal place are
 * refused rather than guessed at: a price the user did not mean is worse than an error.
 */
export function parseHundredths(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_INTEGER_DIGITS) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** Formats hundredths with exactly two decimals: 45000 → "450.00", -5 → "-0.05". */
export function formatHundredths(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of hundredths: ${value}`);
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** "450.00" → 45000; null when the text is not a plain amount of pounds. */
export const parsePounds = (text: string): Pence | null => parseHundredths(text);

/** 45000 → "450.00", the spec's decimal string. */
export const formatPounds = (pence: Pence): string => formatHundredths(pence);
