import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUkPostcode, normalisePostcode, outwardCode, postcodeArea } from './postcode';

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const letterOrDigit = fc.oneof(letter, digit);

/** Any postcode the spec's pattern accepts, as parts: outward code and inward code. */
const validPostcode = fc
  .tuple(
    fc.array(letter, { minLength: 1, maxLength: 2 }),
    digit,
    fc.option(letterOrDigit, { nil: undefined }),
    digit,
    fc.array(letter, { minLength: 2, maxLength: 2 }),
  )
  .map(([area, d, extra, inwardDigit, unit]) => ({
    outward: `${area.join('')}${d}${extra ?? ''}`,
    inward: `${inwardDigit}${unit.join('')}`,
  }));

const blanks = fc
  .array(fc.constantFrom(' ', '  ', '\t'), { minLength: 0, maxLength: 3 })
  .map((b) => b.join(''));

/** Lower-cases some letters at random, as people type. */
const randomCase = (value: string, mask: boolean[]) =>
  [...value].map((c, i) => (mask[i % mask.length] ? c.toLowerCase() : c)).join('');

describe('isUkPostcode (pattern)', () => {
  it.each([
    'SW1A 1AA',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'W1A 0AX',
    'EC1A 1BB',
    'sw1a1aa',
    ' m1 1ae ',
  ])('accepts %s', (value) => expect(isUkPostcode(value)).toBe(true));
  it.each(['', 'SW1A', '1AA SW1', 'SW1A  1AA', 'ABC1 1AA', 'SW1A 1A', 'SW1A 1AAA', 'SW1A-1AA', 'M1 AAE'])(
    'refuses %j: the pattern allows at most one space and needs letters, digit, optional character, digit, two letters',
    (value) => expect(isUkPostcode(value)).toBe(false),
  );
  it('accepts every generated postcode, with or without its space', () => {
    fc.assert(
      fc.property(validPostcode, ({ outward, inward }) => {
        expect(isUkPostcode(`${outward} ${inward}`)).toBe(true);
        expect(isUkPostcode(`${outward}${inward}`)).toBe(true);
      }),
    );
  });
});

describe('normalisePostcode', () => {
  it('upper-cases and puts exactly one space before the inward code', () => {
    expect(normalisePostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostcode('  m1   1ae ')).toBe('M1 1AE');
    expect(normalisePostcode('Ec1a 1bB')).toBe('EC1A 1BB');
  });
  it('returns null for what is not a UK postcode', () => {
    expect(normalisePostcode('')).toBeNull();
    expect(normalisePostcode('not a postcode')).toBeNull();
    expect(normalisePostcode('SW1A 1A')).toBeNull();
    expect(normalisePostcode('12345')).toBeNull();
  });
  it('accepts any valid postcode typed in lower case with extra spaces, and gives the canonical form', () => {
    fc.assert(
      fc.property(
        validPostcode,
        blanks,
        blanks,
        blanks,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        ({ outward, inward }, before, middle, after, mask) => {
          const typed = randomCase(`${before}${outward}${middle}${inward}${after}`, mask);
          expect(normalisePostcode(typed)).toBe(`${outward} ${inward}`);
        },
      ),
    );
  });
  it('is idempotent and its output always matches the spec pattern', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          validPostcode.map((p) => `${p.outward}${p.inward}`),
          fc.string(),
        ),
        (value) => {
          const once = normalisePostcode(value);
          if (once === null) return;
          expect(normalisePostcode(once)).toBe(once);
          expect(isUkPostcode(once)).toBe(true);
        },
      ),
    );
  });
});

describe('outwardCode and postcodeArea', () => {
  it('takes the outward code from any spelling of a postcode', () => {
    expect(outwardCode('sw1a1aa')).toBe('SW1A');
    expect(outwardCode('M15 4FN')).toBe('M15');
    expect(outwardCode('nonsense')).toBeNull();
  });
  it('takes the area letters of an outward code', () => {
    expect(postcodeArea('SW1A')).toBe('SW');
    expect(postcodeArea('M1')).toBe('M');
    expect(postcodeArea('cf10')).toBe('CF');
  });
});
