import { describe, expect, it } from 'vitest';
import { formatPence, wholePounds } from '../format/money';
import { monthLabel, totalsOf } from './months';

const month = (id: string, signups: number, grossBookingValue: number, commission: number) => ({
  id,
  month: id,
  signups,
  newProviders: 0,
  bookings: 1,
  grossBookingValue,
  refunded: 0,
  commission,
});

describe('analytics figures on screen', () => {
  it('names a month in British English whatever the device’s time zone', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });

  it('adds up the months in pence and shows pounds', () => {
    const totals = totalsOf([month('2026-05', 3, 60_000, 8_000), month('2026-06', 2, 12_345, 1_999)]);
    expect(totals).toMatchObject({ signups: 5, bookings: 2, grossBookingValue: 72_345, commission: 9_999 });
    expect(formatPence(totals.grossBookingValue)).toBe('£723.45');
    expect(formatPence(2500)).toBe('£25.00');
    expect(wholePounds(1_234_567)).toBe('£12,346');
  });
});
