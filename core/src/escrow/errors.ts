import { defineErrors } from '../kernel/errors';

export const escrowErrors = defineErrors({
  ESCROW_NOT_FOUND: { status: 404, message: 'No payment is held for this booking.' },
  ESCROW_ALREADY_HELD: { status: 409, message: 'A different payment is already held for this booking.' },
  ESCROW_INVALID_AMOUNT: { status: 400, message: 'Amounts must be whole pence that add up to the total.' },
  ESCROW_INVALID_DATE: { status: 400, message: 'The event must have a valid start and an end after it.' },
  ESCROW_FROZEN: {
    status: 409,
    message: 'The money for this booking is frozen while a dispute is open. An investigator will resolve it.',
  },
  ESCROW_RELEASE_NOT_DUE: {
    status: 409,
    message: 'The balance is released 48 hours after the event, once no dispute is open.',
  },
  ESCROW_REFUND_EXCEEDS_PAYMENT: {
    status: 422,
    message: 'A refund cannot be more than what was paid for this booking and not yet refunded.',
  },
  ESCROW_DEPOSIT_NOT_RECALLABLE: {
    status: 409,
    message: 'The deposit for this booking has not been released, or has already been recalled.',
  },
  ESCROW_DISPUTE_NOT_ALLOWED: { status: 409, message: 'Only a confirmed booking can be disputed.' },
  ESCROW_DISPUTE_TOO_EARLY: {
    status: 422,
    message:
      'You can raise a dispute once your event has started. To call the booking off, please cancel it instead.',
  },
  ESCROW_DISPUTE_WINDOW_CLOSED: {
    status: 422,
    message:
      'Disputes must be raised within 48 hours after the event. Please contact support if you need help.',
  },
  ESCROW_DISPUTE_EXISTS: { status: 409, message: 'A dispute has already been raised for this booking.' },
  ESCROW_DISPUTE_REASON_INVALID: {
    status: 400,
    message: 'Please describe what went wrong, in no more than 2000 characters.',
  },
  ESCROW_DISPUTE_NOT_FOUND: { status: 404, message: 'No dispute has been raised on this booking.' },
  ESCROW_NO_OPEN_DISPUTE: { status: 409, message: 'There is no open dispute on this booking.' },
  ESCROW_PARTIAL_REFUND_INVALID: {
    status: 400,
    message:
      'A partial refund must be more than nothing and less than everything still paid for this booking.',
  },
});
