import { describe, expect, it } from 'vitest';
import { calendarStream, isCalendarDate, londonDate } from './dates';

describe('londonDate', () => {
  it('gives the London date in summer time, which is an hour ahead of UTC', () => {
    expect(londonDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonDate(new Date('2026-06-30T22:59:59Z'))).toBe('2026-06-30');
  });
  it('gives the UTC date in winter, when London is on GMT', () => {
    expect(londonDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(londonDate(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
  it('refuses an invalid Date', () => {
    expect(() => londonDate(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('isCalendarDate and calendarStream', () => {
  it('accepts real yyyy-mm-dd dates only', () => {
    expect(isCalendarDate('2026-06-20')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-6-20')).toBe(false);
    expect(isCalendarDate('20/06/2026')).toBe(false);
    expect(isCalendarDate('2026-06-20T00:00:00Z')).toBe(false);
  });
  it('names the stream of one day of one service', () => {
    expect(calendarStream('s1', '2026-06-20')).toBe('calendar-s1-2026-06-20');
  });
  it('refuses to name a stream for something that is not a date', () => {
    expect(() => calendarStream('s1', '2026-13-01')).toThrow(RangeError);
  });
});
