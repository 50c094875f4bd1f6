import { defineErrors } from '../kernel/errors';

export const paymentErrors = defineErrors({
  REFUND_ALREADY_ISSUED: { status: 409, message: 'This refund has already been issued.' },
  REFUND_STILL_QUEUED: {
    status: 409,
    message: 'This refund is still queued and has not failed; retry it only once it has failed.',
  },
  REFUND_FAILED_AGAIN: {
    status: 409,
    message: 'The refund failed again, so it stays in the failed list. Fix its cause, then retry.',
  },
  PAYMENT_EXISTS: { status: 409, message: 'This payment has already been set up.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Payment not found.' },
  PAYMENT_INVALID_AMOUNT: { status: 400, message: 'The amount to pay must be a whole number of pence.' },
  // The card network's minimum charge in pounds sterling.
  PAYMENT_AMOUNT_TOO_SMALL: { status: 422, message: 'The amount to pay must be at least £0.30.' },
  PAYMENT_UNSUPPORTED_CURRENCY: { status: 400, message: 'Payments are taken in pounds sterling (GBP) only.' },
  PAYMENT_INVALID_PURPOSE: { status: 400, message: 'A booking payment must name at least one booking.' },
  PAYMENT_NOT_CAPTURED: {
    status: 409,
    message: 'Nothing has been paid on this payment yet, so there is nothing to refund.',
  },
  PAYMENT_INVALID_REFUND: { status: 400, message: 'A refund must be a positive whole number of pence.' },
  PAYMENT_WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'The webhook signature could not be verified.' },
  PAYMENT_GATEWAY_REFUSED: { status: 400, message: 'The payment could not be processed. Please try again.' },
  PAYMENT_REFUND_EXCEEDS_CAPTURED: {
    status: 422,
    message: 'A refund cannot be more than what was paid and has not yet been refunded.',
  },
  PAYMENT_REFUNDED_DAY_TAKEN: {
    status: 409,
    message:
      'Sorry, this date was booked by someone else before your payment went through, so your booking could not be made. Your payment is being refunded in full. Please choose another date.',
  },
  PAYMENT_NOT_COMPLETED: {
    status: 409,
    message: 'The payment has not gone through yet. Please complete the card payment and try again.',
  },
});
