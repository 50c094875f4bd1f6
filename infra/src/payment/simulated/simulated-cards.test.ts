import { describe, expect, it } from 'vitest';
import { checkCard, outcomeOf } from './simulated-cards';

const now = new Date('2026-06-01T09:00:00Z');
const card = { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', name: 'A Client' };

describe('simulated gateway cards', () => {
  it('knows the three test cards', () => {
    expect(outcomeOf('4242 4242 4242 4242')).toBe('succeeds');
    expect(outcomeOf('4000000000000002')).toBe('declined');
    expect(outcomeOf('4000002500003155')).toBe('requires_authentication');
    expect(outcomeOf('5555555555554444')).toBe('not_a_test_card');
  });
  it('accepts a well-formed card', () => {
    expect(checkCard(card, now)).toBeNull();
  });
  it.each([
    [{ cardNumber: '4242424242424241' }, 'Your card number is invalid.'],
    [{ expiry: '13/30' }, "Your card's expiration date is incomplete."],
    [{ expiry: '05/26' }, "Your card's expiration date is in the past."],
    [{ cvc: '1' }, "Your card's security code is incomplete."],
    [{ name: ' ' }, 'Please enter the name on the card.'],
  ])('refuses %o', (change, message) => {
    expect(checkCard({ ...card, ...change }, now)).toBe(message);
  });
  it('keeps a card valid until the end of its expiry month', () => {
    expect(checkCard({ ...card, expiry: '06/26' }, now)).toBeNull();
  });
});
