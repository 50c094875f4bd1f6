import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { checkoutErrorText } from './checkout-error';
import type { CheckoutTarget } from './checkout-request';

const quote: CheckoutTarget = { kind: 'quote', quoteId: 'q1' };
const service: CheckoutTarget = { kind: 'service', serviceId: 's1', eventDate: '2030-08-09' };
const api = (status: number, message?: string) =>
  new ApiError(status, 'refused', message ? { code: 'refused', message } : null);

describe('checkout set-up failures', () => {
  it('says which thing was not found, without offering a retry', () => {
    expect(checkoutErrorText(api(404), quote)).toEqual({
      title: 'Quote not found',
      message: 'Quote not found. The quote may have expired or been removed.',
      retryable: false,
    });
    expect(checkoutErrorText(api(404), service)).toEqual({
      title: 'Service not found',
      message: 'Service not found',
      retryable: false,
    });
  });

  it('shows the server’s reason for a refused checkout, else the expired-quote text', () => {
    expect(checkoutErrorText(api(409, 'That day has just been booked.'), service)).toEqual({
      title: 'Payment Unavailable',
      message: 'That day has just been booked.',
      retryable: false,
    });
    expect(checkoutErrorText(api(422), quote)).toEqual({
      title: 'Payment Unavailable',
      message: 'This quote has expired and can no longer be booked. Please create a new quote.',
      retryable: false,
    });
    expect(checkoutErrorText(api(403), quote)).toEqual({
      title: 'Payment Unavailable',
      message: 'You cannot pay for this booking.',
      retryable: false,
    });
  });

  it('offers a retry for anything that may pass: server errors and lost connections', () => {
    const generic = {
      title: 'Payment Error',
      message: 'Failed to initialize payment. Please try again.',
      retryable: true,
    };
    expect(checkoutErrorText(api(500, 'boom'), quote)).toEqual(generic);
    expect(checkoutErrorText(new TypeError('Failed to fetch'), service)).toEqual(generic);
  });
});
