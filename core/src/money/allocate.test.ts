import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';

describe('allocate splits pence in proportion, exactly', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33], 'a tie gives the odd penny to the earliest share'],
    [10, [3, 3, 4], [3, 3, 4], 'exact shares need no rounding'],
    [7, [1, 2], [2, 5], 'the largest fraction gets the leftover penny'],
    [0, [0, 0], [0, 0], 'nothing over nothing'],
    [5, [0, 3], [0, 5], 'a zero weight gets nothing'],
  ])('%i over %j → %j (%s)', (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
  });

  it('refuses to share a positive amount over zero weights', () => {
    expect(() => allocate(5, [0, 0])).toThrow(RangeError);
  });

  it('always sums to the total and gives each share the floor or ceiling of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 6 }),
        (total, weights) => {
          fc.pre(weights.some((weight) => weight > 0));
          const parts = allocate(total, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          const weightSum = BigInt(weights.reduce((sum, weight) => sum + weight, 0));
          parts.forEach((part, index) => {
            const exact = BigInt(total) * BigInt(weights[index] ?? 0);
            const floor = exact / weightSum;
            const ceiling = exact % weightSum === 0n ? floor : floor + 1n;
            expect(BigInt(part) === floor || BigInt(part) === ceiling).toBe(true);
          });
        },
      ),
    );
  });
});
