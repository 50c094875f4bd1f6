import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  formatDate,
  formatMoney,
  formatMoneyWhole,
  formatOrder,
  formatRating,
  formatSpokenDate,
  pluralise,
  shortId,
  timeRemaining,
} from './format';

describe('display formatting', () => {
  it('shows server amounts in pounds with pence, and 0 for anything unreadable', () => {
    expect(formatMoney('675.00')).toBe('£675.00');
    expect(formatMoney(12.5)).toBe('£12.50');
    expect(formatMoney(null)).toBe('£0.00');
    expect(formatMoney('abc')).toBe('£0.00');
    expect(formatMoneyWhole('3120450.40')).toBe('£3,120,450');
  });

  it('reads ratings to one decimal with their count, and "New" without reviews', () => {
    expect(formatRating('4.70', 12)).toBe('4.7 (12)');
    expect(formatRating('0.00', 0)).toBe('New');
    expect(formatRating('x', 3)).toBe('New');
  });

  it('says a calendar date in words, whatever the ICU punctuation, and blank when it is not one', () => {
    expect(formatSpokenDate('2026-12-24')).toBe('Thursday 24 December 2026');
    expect(formatSpokenDate('2027-06-12')).toBe('Saturday 12 June 2027');
    expect(formatSpokenDate('2026-02-30')).toBe('');
    expect(formatSpokenDate('24/12/2026')).toBe('');
  });

  it('formats dates in British style and leaves bad dates blank', () => {
    expect(formatDate('2026-07-01T14:00:00.000Z')).toBe('1 Jul 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('keeps a calendar day as it is, and gives an instant its London day', () => {
    expect(calendarDate('2026-06-14')).toBe('2026-06-14');
    expect(calendarDate('2026-06-13T23:30:00.000Z')).toBe('2026-06-14');
    expect(formatDate('2026-06-12')).toBe('12 Jun 2026');
  });

  it('says how long is left, and nothing once the time has passed', () => {
    const now = Date.parse('2026-06-01T12:00:00.000Z');
    expect(timeRemaining('2026-06-01T17:12:30.000Z', now)).toBe('5h 12m');
    expect(timeRemaining('2026-06-01T12:00:20.000Z', now)).toBe('1m');
    expect(timeRemaining('2026-06-01T11:59:00.000Z', now)).toBeNull();
    expect(timeRemaining(null, now)).toBeNull();
  });

  it('pluralises and shortens booking ids to their last 8 characters', () => {
    expect(pluralise(1, 'guest')).toBe('1 guest');
    expect(pluralise(3, 'guest')).toBe('3 guests');
    expect(pluralise(2, 'person', 'people')).toBe('2 people');
    expect(shortId('00000000-0000-4000-8000-0000abcd1234')).toBe('abcd1234');
  });

  it('says what a booking asks the provider to bring, and nothing for one of a service', () => {
    expect(formatOrder({ quantity: 1, tableQuantity: 5, chairQuantity: 40 })).toBe('5 tables, 40 chairs');
    expect(formatOrder({ quantity: 1, tableQuantity: 1, chairQuantity: 0 })).toBe('1 table, 0 chairs');
    expect(formatOrder({ quantity: 2, tableQuantity: null, chairQuantity: null })).toBe('Quantity 2');
    expect(formatOrder({ quantity: 1, tableQuantity: null, chairQuantity: null })).toBeNull();
    expect(formatOrder({ quantity: null, tableQuantity: null, chairQuantity: null })).toBeNull();
  });
});
