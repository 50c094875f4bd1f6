import { describe, expect, it } from 'vitest';
import { cardDigits, formatCardNumber, formatExpiry, validateCard } from './card-format';

describe('card form helpers', () => {
  it('groups card digits in fours and strips them back', () => {
    expect(formatCardNumber('4000002500003155')).toBe('4000 0025 0000 3155');
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
  });
  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('1')).toBe('1');
  });
  it('refuses an expired card, a bad month and a short CVC', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const base = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Sarah Jones' };
    expect(validateCard(base, now)).toEqual({});
    expect(validateCard({ ...base, expiry: '05/26' }, now).expiry).toBe('This card has expired');
    expect(validateCard({ ...base, expiry: '06/26' }, now)).toEqual({});
    expect(validateCard({ ...base, expiry: '13/30' }, now).expiry).toBe('Enter a month between 01 and 12');
    expect(validateCard({ ...base, cvc: '12' }, now).cvc).toBeDefined();
  });
});
