import type { PayoutAccountStatus } from '@esm/contract/providers';

type Status = PayoutAccountStatus['status'];

/**
 * The one payout status a provider sees, worded the same on the bank details page and on the
 * dashboard's Settings tab: whether we can pay into their account now (the server's answer of
 * GET /api/providers/payout-account).
 */
export const PAYOUT_STATUS_TITLE: Record<Status, string> = {
  no_bank_details: 'Payouts not set up',
  setting_up: 'Setting up payouts…',
  action_required: 'Action needed to receive payouts',
  enabled: 'Payouts set up',
};

export const PAYOUT_STATUS_NOTICE: Record<Status, string> = {
  no_bank_details: 'notice--info',
  setting_up: 'notice--info',
  action_required: 'notice--warning',
  enabled: 'notice--success',
};

export const PAYOUT_STATUS_BADGE: Record<Status, string> = {
  no_bank_details: 'badge--info',
  setting_up: 'badge--info',
  action_required: 'badge--warning',
  enabled: 'badge--success',
};
