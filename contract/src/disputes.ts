import { z } from 'zod';
import { money, text } from './common';

export const DISPUTE_OUTCOMES = ['release_to_provider', 'refund_in_full', 'refund_in_part'] as const;

/** POST /api/bookings/{id}/dispute. */
export const raiseDisputeBody = z.object({ reason: text(2000) });

export const disputeResponse = z.object({
  bookingId: z.string(),
  status: z.enum(['open', 'resolved']),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  refundAmount: money,
  at: z.string(),
});
export type Dispute = z.infer<typeof disputeResponse>;
