import { defineErrors } from '../kernel/errors';

export const payoutHoldErrors = defineErrors({
  PAYOUT_HOLD_REASON_REQUIRED: { status: 400, message: 'Please give a reason.' },
  PAYOUTS_ALREADY_FROZEN: { status: 409, message: 'Payouts to this provider are already frozen.' },
  PAYOUTS_NOT_FROZEN: { status: 409, message: 'Payouts to this provider are not frozen.' },
});
