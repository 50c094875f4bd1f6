import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Coordinates, distanceMiles } from './distance';

// The UK and a margin around it: where every coordinate of this product lies.
const ukPoint: fc.Arbitrary<Coordinates> = fc.record({
  latitude: fc.double({ min: 49, max: 61, noNaN: true }),
  longitude: fc.double({ min: -9, max: 2.5, noNaN: true }),
});
const anyPoint: fc.Arbitrary<Coordinates> = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceMiles (haversine, Earth radius 3958.8 mi)', () => {
  it('gives known UK distances within a mile', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const manchester = { latitude: 53.4808, longitude: -2.2426 };
    const edinburgh = { latitude: 55.9533, longitude: -3.1883 };
    // Published great-circle distances: London–Manchester about 163 mi, London–Edinburgh about 332 mi.
    expect(Math.abs(distanceMiles(london, manchester) - 163)).toBeLessThan(1);
    expect(Math.abs(distanceMiles(london, edinburgh) - 332)).toBeLessThan(1);
  });
  it('is half the circumference between antipodes, without NaN', () => {
    const d = distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(d).toBeCloseTo(Math.PI * 3958.8, 6);
  });
  it('is symmetric', () => {
    fc.assert(
      fc.property(anyPoint, anyPoint, (a, b) => {
        expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 9);
      }),
    );
  });
  it('is zero from a point to itself', () => {
    fc.assert(
      fc.property(anyPoint, (a) => {
        expect(distanceMiles(a, a)).toBe(0);
      }),
    );
  });
  it('obeys the triangle inequality within a rounding tolerance', () => {
    fc.assert(
      fc.property(ukPoint, ukPoint, ukPoint, (a, b, c) => {
        expect(distanceMiles(a, c)).toBeLessThanOrEqual(distanceMiles(a, b) + distanceMiles(b, c) + 1e-6);
      }),
    );
  });
  it('is never negative and never more than half the circumference', () => {
    fc.assert(
      fc.property(anyPoint, anyPoint, (a, b) => {
        const d = distanceMiles(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 3958.8 + 1e-6);
      }),
    );
  });
});
