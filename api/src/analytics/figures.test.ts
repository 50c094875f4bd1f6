import { describe, expect, it } from 'vitest';
import { growthRate } from './figures';

describe('signupGrowthRate', () => {
  it('is the percentage change from last month, to one decimal', () => {
    expect(growthRate(12, 8)).toBe(50);
    expect(growthRate(7, 6)).toBe(16.7);
    expect(growthRate(3, 4)).toBe(-25);
  });
  it('is 100 from nothing to something, and 0 from nothing to nothing', () => {
    expect(growthRate(5, 0)).toBe(100);
    expect(growthRate(0, 0)).toBe(0);
  });
});
