import { assertWhole, toSafeNumber } from './basis-points';
import type { Pence } from './pence';

/**
 * Splits `total` pence across shares in proportion to `weights` so that the parts sum exactly to
 * the total (largest-remainder method). Each part is the floor or the ceiling of its exact share,
 * so no part exceeds its weight when total ≤ sum of weights. Leftover pennies go to the largest
 * fractions first and, on a tie, to the earliest share, which lets callers say who gets the odd
 * penny by the order of the weights.
 */
export function allocate(total: Pence, weights: readonly number[]): Pence[] {
  assertWhole(total, 'total');
  for (const weight of weights) assertWhole(weight, 'weight');
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('Cannot allocate a positive amount over zero weights');
  }
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const floors = exact.map((product) => product / weightSum);
  const remainders = exact.map((product, index) => ({ index, remainder: product % weightSum }));
  let leftover = BigInt(total) - floors.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const parts = [...floors];
  for (const { index } of remainders) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts.map(toSafeNumber);
}
