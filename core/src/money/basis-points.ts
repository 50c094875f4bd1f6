import { formatHundredths, type Pence, parseHundredths } from './pence';

/**
 * Percentages are integer basis points (1% = 100 bp) so that rates such as 2.9% or a provider's
 * "5.00" fee stay exact; only the final multiplication rounds, once.
 */
export type BasisPoints = number;

export const BASIS_POINTS_PER_WHOLE = 10_000;

/** "5.00" → 500; null when the text is not a plain non-negative percentage with at most 2 places. */
export const parseBasisPoints = (text: string): BasisPoints | null => parseHundredths(text);

/** 500 → "5.00". */
export const formatBasisPoints = (basisPoints: BasisPoints): string => formatHundredths(basisPoints);

/**
 * numerator / denominator rounded half-up, for non-negative integers. BigInt keeps products
 * such as pence × basis points exact beyond 2^53.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n)
    throw new RangeError('divideRoundHalfUp needs numerator ≥ 0 and denominator > 0');
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** pence × rate, rounded half-up to the penny once: applyRate(1050, 500) = 53 (52.5p rounds up). */
export function applyRate(pence: Pence, basisPoints: BasisPoints): Pence {
  assertWhole(pence, 'pence');
  assertWhole(basisPoints, 'basis points');
  const result = divideRoundHalfUp(BigInt(pence) * BigInt(basisPoints), BigInt(BASIS_POINTS_PER_WHOLE));
  return toSafeNumber(result);
}

export function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative whole number, got ${value}`);
}

export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount too large to hold exactly: ${value}`);
  return result;
}
