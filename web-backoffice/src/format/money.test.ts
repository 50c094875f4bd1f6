import { describe, expect, it } from 'vitest';
import { formatPence, parsePounds, penceToPounds, poundsToPence, wholePounds } from './money';

describe('money on the back office', () => {
  it('shows integer pence as pounds, and a missing amount as a dash', () => {
    expect(formatPence(48250)).toBe('£482.50');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(123456789)).toBe('£1,234,567.89');
    expect(formatPence(null)).toBe('—');
    expect(formatPence(undefined)).toBe('—');
    expect(wholePounds(1_234_567)).toBe('£12,346');
  });

  it('converts a number input in pounds to whole pence and back', () => {
    expect(penceToPounds(2550)).toBe(25.5);
    expect(poundsToPence(19.99)).toBe(1999);
    expect(poundsToPence('')).toBeNull();
    expect(poundsToPence(null)).toBeNull();
  });

  it('reads pounds a person typed, refusing anything that is not an amount', () => {
    expect(parsePounds('120.50')).toBe(12050);
    expect(parsePounds(' £120.5 ')).toBe(12050);
    expect(parsePounds('7')).toBe(700);
    expect(parsePounds('1.234')).toBeNull();
    expect(parsePounds('-5')).toBeNull();
    expect(parsePounds('ten')).toBeNull();
  });
});
