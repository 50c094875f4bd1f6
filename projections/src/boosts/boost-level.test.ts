import { describe, expect, it } from 'vitest';
import { boostLevelOf, boostRankOf } from './boost-level';

describe('boost level and search rank', () => {
  it('ranks Featured (5×) above Category (2×)', () => {
    expect(boostLevelOf(5)).toBe('featured');
    expect(boostLevelOf(2)).toBe('category');
    expect(boostRankOf('featured')).toBeGreaterThan(boostRankOf('category'));
    expect(boostRankOf('category')).toBeGreaterThan(0);
  });
});
