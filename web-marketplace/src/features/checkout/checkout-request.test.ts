import { describe, expect, it } from 'vitest';
import { intentRequest, readCheckoutTarget, successPath } from './checkout-request';

describe('checkout URL handling', () => {
  it('reads a quote checkout and returns to /booking-success?quote=', () => {
    const target = readCheckoutTarget(new URLSearchParams('quote=q1'));
    expect(intentRequest(target)).toEqual({ quoteId: 'q1' });
    expect(successPath(target, 'pi_1')).toBe('/booking-success?quote=q1&payment_intent=pi_1');
  });
  it('needs an event date before a direct service checkout can start', () => {
    const target = readCheckoutTarget(new URLSearchParams('serviceId=s1'));
    expect(intentRequest(target)).toBeNull();
  });
  it('passes table and chair quantities, pulled inside 0–50 and 0–200', () => {
    const target = readCheckoutTarget(
      new URLSearchParams('serviceId=s1&eventDate=2030-08-09&tableQuantity=80&chairQuantity=-3'),
    );
    expect(intentRequest(target)).toEqual({
      serviceId: 's1',
      eventDate: '2030-08-09',
      tableQuantity: 50,
      chairQuantity: 0,
    });
    expect(successPath(target)).toBe('/booking-success?service=s1');
  });
  it('finds nothing to pay for without quote or serviceId', () => {
    expect(readCheckoutTarget(new URLSearchParams('')).kind).toBe('none');
  });
});
