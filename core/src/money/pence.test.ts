import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPounds, isPence, parsePounds } from './pence';

describe('parsePounds: the spec decimal strings become integer pence', () => {
  it.each([
    ['450.00', 45000],
    ['450', 45000],
    ['450.5', 45050],
    ['0.05', 5],
    ['0', 0],
    ['007.10', 710],
    ['9999999999999.99', 999999999999999],
  ])('%s → %i pence', (text, pence) => {
    expect(parsePounds(text)).toBe(pence);
  });

  it.each([
    ['', 'empty'],
    [' 450', 'leading space'],
    ['450 ', 'trailing space'],
    ['-1.00', 'negative'],
    ['+1', 'explicit sign'],
    ['1e3', 'exponent'],
    ['450.', 'dangling point'],
    ['.5', 'no whole part'],
    ['1,000.00', 'thousands separator'],
    ['450.505', 'three decimal places'],
    ['£450', 'currency symbol'],
    ['Infinity', 'not a number'],
    ['12345678901234', 'too large to hold exactly'],
  ])('refuses %j (%s)', (text) => {
    expect(parsePounds(text)).toBeNull();
  });
});

describe('formatPounds: integer pence become the spec decimal strings', () => {
  it.each([
    [45000, '450.00'],
    [5, '0.05'],
    [0, '0.00'],
    [123456, '1234.56'],
    [-5, '-0.05'],
  ])('%i → %s', (pence, text) => {
    expect(formatPounds(pence)).toBe(text);
  });

  it('refuses fractions of a penny, which would mean money was computed with floats', () => {
    expect(() => formatPounds(1.5)).toThrow(RangeError);
  });

  it('round-trips every whole amount of pence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (pence) => {
        expect(parsePounds(formatPounds(pence))).toBe(pence);
      }),
    );
  });
});

describe('isPence', () => {
  it('accepts only non-negative safe integers', () => {
    expect(isPence(0)).toBe(true);
    expect(isPence(45000)).toBe(true);
    expect(isPence(-1)).toBe(false);
    expect(isPence(0.5)).toBe(false);
    expect(isPence(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isPence('450')).toBe(false);
  });
});
