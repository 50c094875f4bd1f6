import { defineErrors } from '../kernel/errors';

export const payoutAccountErrors = defineErrors({
  PAYOUT_ACCOUNT_ALREADY_OPEN: {
    status: 409,
    message: 'This provider already has a payout account with the payment gateway.',
  },
  PAYOUT_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: 'No payout account has been set up yet. Please add your bank details first.',
  },
  PAYOUT_ACCOUNT_NOTHING_DUE: {
    status: 409,
    message: 'Your payout account needs nothing more: payouts are enabled.',
  },
});
