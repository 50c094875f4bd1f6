import { z } from 'zod';
import { raListQuery } from './list';

export const REFUND_STATUSES = ['pending', 'retrying', 'failed', 'issued'] as const;

/** GET /api/admin/refunds: newest first; `status` failed shows those the gateway gave up on. */
export const refundsListQuery = raListQuery(['since', 'amount', 'status', 'attempts'], ['since', 'DESC'], {
  status: z.enum(REFUND_STATUSES).optional(),
  bookingId: z.string().max(100).optional(),
});

/** A refund the escrow decided; `id` is its refund key (the gateway's idempotency key). */
export const refundRecord = z.object({
  id: z.string(),
  bookingId: z.string(),
  /** Integer pence. */
  amountPence: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  since: z.string(),
  settledAt: z.string().nullable(),
});
export type RefundRecord = z.infer<typeof refundRecord>;
