import { PAYOUT_STATUSES } from '@esm/contract/payouts';
import type { PayoutStatus } from '@esm/core/payout/decider';

/** The contract's payout statuses, checked against core's so the back office's filter cannot drift. */
export const PAYOUT_STATUSES_FOR_QUERY = PAYOUT_STATUSES satisfies readonly PayoutStatus[];
