import { describe, expect, it } from 'vitest';
import { formatLondon, instantToLondonInput, londonInputToInstant } from './london-time';

describe('London time on the back office', () => {
  it('shows an instant in London whatever the zone, in each style', () => {
    const summer = '2026-06-01T12:00:05Z';
    expect(formatLondon(summer)).toBe('1 Jun 2026, 13:00');
    expect(formatLondon(summer, 'date')).toBe('1 Jun 2026');
    expect(formatLondon(summer, 'seconds')).toBe('1 Jun 2026, 13:00:05');
    expect(formatLondon(summer, 'dayTime')).toBe('1 Jun, 13:00');
    expect(formatLondon('2026-12-01T12:00:00Z')).toBe('1 Dec 2026, 12:00');
    expect(formatLondon(null)).toBe('—');
  });

  it('reads a date-time input as London wall-clock time', () => {
    expect(londonInputToInstant('2026-06-01T13:00')).toBe('2026-06-01T12:00:00.000Z');
    expect(londonInputToInstant('2026-12-01T13:00')).toBe('2026-12-01T13:00:00.000Z');
    expect(londonInputToInstant('yesterday')).toBeNull();
    expect(instantToLondonInput('2026-06-01T12:00:00Z')).toBe('2026-06-01T13:00');
  });
});
