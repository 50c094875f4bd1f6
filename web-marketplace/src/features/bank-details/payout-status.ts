import type { PayoutAccountStatus, Provider } from '@esm/contract/providers';

type Status = PayoutAccountStatus['status'];
type BankCheck = Provider['bankDetailsStatus'];

/**
 * The status of the saved bank details, as the spec names it: our team's check of them
 * (`bankDetailsStatus`, the same the back office's provider verification page shows). Saved
 * details are pending verification until a verifier verifies or rejects them.
 */
export const BANK_CHECK_TITLE: Record<Exclude<BankCheck, 'none'>, string> = {
  pending: 'Pending verification',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const BANK_CHECK_BADGE: Record<Exclude<BankCheck, 'none'>, string> = {
  pending: 'badge--info',
  verified: 'badge--success',
  rejected: 'badge--warning',
};

type Tone = 'info' | 'warning' | 'success';

export interface PayoutStatusView {
  title: string;
  message: string;
  tone: Tone;
}

const TITLE: Record<Status, string> = {
  no_bank_details: 'Payouts not set up',
  setting_up: 'Setting up payouts…',
  action_required: 'Action needed to receive payouts',
  enabled: 'Payouts set up',
};

const TONE: Record<Status, Tone> = {
  no_bank_details: 'info',
  setting_up: 'info',
  action_required: 'warning',
  enabled: 'success',
};

/**
 * The one payout status a provider sees, worded the same on the bank details page and on the
 * dashboard's Settings tab: whether we can pay into their account now (the server's answer of
 * GET /api/providers/payout-account). The gateway being ready is not the whole story: while our
 * team has not verified the details (or has rejected them), payouts are not called set up.
 */
export function payoutStatusView(payout: PayoutAccountStatus, bankCheck: BankCheck): PayoutStatusView {
  if (payout.status !== 'enabled' || bankCheck === 'verified')
    return { title: TITLE[payout.status], message: payout.message, tone: TONE[payout.status] };
  if (bankCheck === 'rejected')
    return {
      title: 'Payout account ready',
      message:
        'Payouts can be sent to this account, but our team rejected these bank details: please enter them again.',
      tone: 'warning',
    };
  return {
    title: 'Payout account ready',
    message: 'Payouts can be sent to this account; our team is still verifying these bank details.',
    tone: 'info',
  };
}
