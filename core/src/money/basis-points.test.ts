import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate, formatBasisPoints, parseBasisPoints } from './basis-points';

describe('percentages as basis points', () => {
  it.each([
    ['5.00', 500],
    ['2.9', 290],
    ['20', 2000],
    ['100.00', 10000],
    ['0.01', 1],
  ])('parses %s%% as %i bp', (text, basisPoints) => {
    expect(parseBasisPoints(text)).toBe(basisPoints);
  });

  it.each(['-5', '5.005', '5%', 'five'])('refuses %j', (text) => {
    expect(parseBasisPoints(text)).toBeNull();
  });

  it('formats basis points as the spec percentage string', () => {
    expect(formatBasisPoints(500)).toBe('5.00');
    expect(formatBasisPoints(2500)).toBe('25.00');
  });
});

describe('applyRate rounds half-up to the penny, once', () => {
  it.each([
    [45000, 500, 2250, 'exact'],
    [1050, 500, 53, '52.5p rounds up'],
    [1030, 500, 52, '51.5p rounds up'],
    [1009, 500, 50, '50.45p rounds down'],
    [333, 2000, 67, '66.6p rounds up'],
    [1, 5000, 1, 'half a penny rounds up'],
    [1, 4999, 0, 'just under half a penny rounds down'],
    [0, 2000, 0, 'nothing'],
    [45000, 12000, 54000, 'rates above 100%'],
    [Number.MAX_SAFE_INTEGER, 10000, Number.MAX_SAFE_INTEGER, 'no float drift at the largest safe amount'],
  ])('%i × %i bp = %i (%s)', (pence, basisPoints, expected) => {
    expect(applyRate(pence, basisPoints)).toBe(expected);
  });

  it('refuses negative or fractional inputs', () => {
    expect(() => applyRate(-1, 100)).toThrow(RangeError);
    expect(() => applyRate(1.5, 100)).toThrow(RangeError);
    expect(() => applyRate(100, 2.5)).toThrow(RangeError);
  });

  it('is never more than half a penny from the exact product, and a half rounds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (pence, bp) => {
          const error = BigInt(applyRate(pence, bp)) * 10_000n - BigInt(pence) * BigInt(bp);
          expect(error > -5000n && error <= 5000n).toBe(true);
        },
      ),
    );
  });
});
