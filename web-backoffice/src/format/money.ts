const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const WHOLE_GBP = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** Integer pence as pounds: 2500 → "£25.00"; a missing amount as "—". */
export const formatPence = (pence: number | null | undefined): string =>
  pence === null || pence === undefined ? '—' : GBP.format(pence / 100);

/** Integer pence as whole pounds, for chart axes: 1234567 → "£12,346". */
export const wholePounds = (pence: number): string => WHOLE_GBP.format(Math.round(pence / 100));

/** Pence in a record as pounds in a number input: 2500 → 25. */
export const penceToPounds = (pence: number | null | undefined) =>
  typeof pence === 'number' ? pence / 100 : pence;

/** Pounds from a number input as whole pence (25.5 → 2550); an empty input as null. */
export const poundsToPence = (value: string | number | null) =>
  value === null || value === '' ? null : Math.round(Number(value) * 100);

/** Pounds typed by a person ("120.50", "£120.5") as whole pence, or null when it is not an amount. */
export function parsePounds(text: string): number | null {
  const match = /^\s*£?\s*(\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
