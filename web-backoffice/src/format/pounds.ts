const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const WHOLE_GBP = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** Integer pence as pounds: 2500 → "£25.00". */
export const pounds = (pence: number): string => GBP.format(pence / 100);

/** Integer pence as whole pounds, for chart axes: 1234567 → "£12,346". */
export const wholePounds = (pence: number): string => WHOLE_GBP.format(Math.round(pence / 100));

/** The Europe/London date format of every back-office date. */
export const LONDON_DATE = {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
} as const;
