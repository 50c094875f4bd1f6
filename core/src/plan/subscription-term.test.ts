import { describe, expect, it } from 'vitest';
import { DAY } from '../kernel/clock';
import { cancellationEndsAt, nextTerm, proRata, unusedCredit } from './subscription-term';

const now = new Date('2026-06-01T12:00:00.000Z');
const day = (n: number) => new Date(now.getTime() + n * DAY).toISOString();

describe('monthly terms with 30 days’ notice', () => {
  it('a cancellation ends 30 days from now when the paid term ends sooner', () => {
    expect(cancellationEndsAt(now, day(10))).toBe(day(30));
  });

  it('a cancellation never cuts short a paid term that ends later', () => {
    expect(cancellationEndsAt(now, day(45))).toBe(day(45));
  });

  it('pro rata rounds half-up to the penny and never exceeds the whole', () => {
    expect(proRata(2500, 1, 2)).toBe(1250);
    expect(proRata(2900, 1, 3)).toBe(967);
    expect(proRata(2900, 5, 3)).toBe(2900);
    expect(proRata(2900, -1, 3)).toBe(0);
  });

  it('the unused part of a term is credited in proportion to the time left', () => {
    expect(unusedCredit({ termStart: day(-20), termEnd: day(10), termValue: 2500 }, now)).toBe(833);
    expect(unusedCredit({ termStart: day(-30), termEnd: day(0), termValue: 2500 }, now)).toBe(0);
  });

  it('without a cancellation the next term is a full one at full price', () => {
    const term = { termStart: day(-30), termEnd: day(0), termValue: 2500 };
    expect(nextTerm({ term, fullTermEnd: day(30), fullPrice: 2500, cancellationEndsAt: null })).toEqual({
      termStart: day(0),
      termEnd: day(30),
      termValue: 2500,
    });
  });

  it('a cancellation ending within the paid term means no next term', () => {
    const term = { termStart: day(-30), termEnd: day(0), termValue: 2500 };
    expect(nextTerm({ term, fullTermEnd: day(30), fullPrice: 2500, cancellationEndsAt: day(0) })).toBeNull();
  });

  it('notice running past the term’s end buys one last, shorter term, charged pro rata', () => {
    const term = { termStart: day(-30), termEnd: day(0), termValue: 2500 };
    expect(nextTerm({ term, fullTermEnd: day(30), fullPrice: 2500, cancellationEndsAt: day(12) })).toEqual({
      termStart: day(0),
      termEnd: day(12),
      termValue: 1000,
    });
  });
});
