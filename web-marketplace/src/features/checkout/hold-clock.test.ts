import { describe, expect, it } from 'vitest';
import { holdClock } from './hold-clock';

const at = (minutes: number, seconds: number, ms = 0) => minutes * 60_000 + seconds * 1000 + ms;

describe('checkout hold countdown', () => {
  it('shows the time left as a duration from the full 15 minutes down', () => {
    expect(holdClock(at(15, 0)).clock).toBe('15 min 0 s');
    expect(holdClock(at(4, 7, 900)).clock).toBe('4 min 7 s');
    expect(holdClock(at(0, 59)).clock).toBe('59 s');
  });

  it('turns urgent for the last two minutes', () => {
    expect(holdClock(at(2, 0)).urgent).toBe(false);
    expect(holdClock(at(1, 59, 999)).urgent).toBe(true);
  });

  it('speaks on each whole minute and in the final second, and is silent in between', () => {
    expect(holdClock(at(5, 0)).announcement).toBe('5 minutes left to complete payment');
    expect(holdClock(at(5, 0, 999)).announcement).toBe('5 minutes left to complete payment');
    expect(holdClock(at(4, 59)).announcement).toBe('');
    expect(holdClock(500).announcement).toBe('0 minutes left to complete payment');
  });
});
