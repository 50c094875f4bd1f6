import { errorText, isApiError } from '../../api/http';
import type { CheckoutTarget } from './checkout-request';

export interface CheckoutErrorText {
  title: string;
  message: string;
  /** Only a failure that may pass (network, server error) offers "try again". */
  retryable: boolean;
}

/** The texts for each way setting up the payment can fail. */
export function checkoutErrorText(error: Error, target: CheckoutTarget): CheckoutErrorText {
  if (isApiError(error, 404)) {
    return {
      title: target.kind === 'quote' ? 'Quote not found' : 'Service not found',
      message:
        target.kind === 'quote'
          ? 'Quote not found. The quote may have expired or been removed.'
          : 'Service not found',
      retryable: false,
    };
  }
  if (isApiError(error, 409) || isApiError(error, 422)) {
    // Expired quote, day already taken, unavailable service: the server says which.
    return {
      title: 'Payment Unavailable',
      message: errorText(
        error,
        'This quote has expired and can no longer be booked. Please create a new quote.',
      ),
      retryable: false,
    };
  }
  if (isApiError(error, 403)) {
    return {
      title: 'Payment Unavailable',
      message: errorText(error, 'You cannot pay for this booking.'),
      retryable: false,
    };
  }
  return {
    title: 'Payment Error',
    message: 'Failed to initialize payment. Please try again.',
    retryable: true,
  };
}
