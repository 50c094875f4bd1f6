import { defineErrors } from '../kernel/errors';

export const payoutErrors = defineErrors({
  PAYOUT_EXISTS: { status: 409, message: 'This payout has already been scheduled.' },
  PAYOUT_NOT_FOUND: { status: 404, message: 'Payout not found.' },
  PAYOUT_INVALID_AMOUNT: { status: 400, message: 'A payout must be a positive whole number of pence.' },
  PAYOUT_INVALID_DATE: { status: 400, message: 'The payment date and event date must be valid dates.' },
  PAYOUT_NOT_DUE: { status: 409, message: 'This payout is not due yet.' },
  PAYOUT_FROZEN: { status: 409, message: 'This payout is frozen while a dispute on the booking is open.' },
  PAYOUT_PROVIDER_FROZEN: {
    status: 409,
    message: 'Payouts to this provider are frozen by the back office while an investigation is open.',
  },
  PAYOUT_CANCELLED: { status: 409, message: 'This payout was cancelled.' },
  PAYOUT_NEEDS_ATTENTION: {
    status: 409,
    message:
      'This payout failed repeatedly and needs the payments team’s attention before it is tried again.',
  },
  PAYOUT_NOT_IN_PROGRESS: { status: 409, message: 'No transfer is in progress for this payout.' },
  PAYOUT_IN_PROGRESS: {
    status: 409,
    message: 'A transfer for this payout is in progress. Please try again once it has finished.',
  },
  PAYOUT_ALREADY_SENT: { status: 409, message: 'This payout has already been sent to the provider.' },
  PAYOUT_NOT_NEEDING_ATTENTION: {
    status: 409,
    message: 'Only a payout that needs attention can be retried by hand.',
  },
});
