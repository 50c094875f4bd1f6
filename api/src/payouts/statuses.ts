import type { PayoutStatus } from '@esm/core/payout/decider';

/** Every payout status, for the back office's filter. */
export const PAYOUT_STATUSES_FOR_QUERY = [
  'scheduled',
  'processing',
  'retry_scheduled',
  'needs_attention',
  'frozen',
  'sent',
  'cancelled',
] as const satisfies readonly PayoutStatus[];
