import { describe, expect, it } from 'vitest';
import { result } from './results';
import { percentiles } from './stats';
import { type TracedQuery, waves } from './trace';

const q = (text: string, start: number, end: number): TracedQuery => ({ text, values: [], start, end });

describe('the replay plan of captured SQL', () => {
  it('replays side by side what the product ran side by side, and the rest in order', () => {
    // The search: a lookup, then the page and the count together, then one more statement.
    const plan = waves([q('count', 5, 9), q('lookup', 0, 4), q('page', 5, 12), q('after', 12, 13)]);
    expect(plan.map((wave) => wave.map((s) => s.text))).toEqual([['lookup'], ['count', 'page'], ['after']]);
  });

  it('keeps a statement in the wave of one still running when it started', () => {
    const plan = waves([q('long', 0, 10), q('short', 1, 2), q('during long', 3, 4), q('next', 10, 11)]);
    expect(plan.map((wave) => wave.length)).toEqual([3, 1]);
  });
});

describe('statistics and results', () => {
  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentiles(samples)).toEqual({ p50: 50, p95: 95, p99: 99 });
    expect(percentiles([7])).toEqual({ p50: 7, p95: 7, p99: 7 });
  });

  it('states each figure as a ratio to its baseline', () => {
    const row = result({
      case: 'x',
      unit: 'events/s',
      value: 500,
      baseline: 'bare',
      baselineValue: 2000,
      p50: null,
      p95: null,
      p99: null,
      dataSize: '1 event',
    });
    expect(row.ratio).toBe(0.25);
  });
});
