import { BASIS_POINTS_PER_WHOLE, type BasisPoints, DEFAULT_DEPOSIT_RATE, parseBasisPoints } from '../money';

/** Provider defaults: a deposit is required and it is 25.00% of the provider's amount. */
export const DEFAULT_DEPOSIT_REQUIRED = true;
export { DEFAULT_DEPOSIT_RATE };

export const depositTexts = {
  depositPercentage: 'Deposit percentage must be a number from 0 to 100, with at most 2 decimal places',
} as const;

/**
 * depositPercentage as the API passes it ("25.00", "25" or 25) in basis points, or null when it
 * is not a percentage from 0 to 100 with at most two decimal places.
 */
export function parseDepositPercentage(value: string | number): BasisPoints | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const rate = parseBasisPoints(text);
  return rate !== null && rate <= BASIS_POINTS_PER_WHOLE ? rate : null;
}
