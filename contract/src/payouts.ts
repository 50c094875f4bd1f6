import { z } from 'zod';
import { money } from './common';

/** Provider payments; the transfer id keeps the spec's stripeTransferId name whatever the gateway. */
export const payoutResponse = z.object({
  id: z.string(),
  bookingId: z.string(),
  providerId: z.string(),
  amount: money,
  paymentRule: z.string(),
  paymentDate: z.string(),
  eventDate: z.string(),
  status: z.string(),
  attempts: z.number(),
  stripeTransferId: z.string().nullable(),
  failureReason: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  scheduledAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutResponse>;

/** Every payout status, for the back office's filter. */
export const PAYOUT_STATUSES = [
  'scheduled',
  'processing',
  'retry_scheduled',
  'needs_attention',
  'frozen',
  'sent',
  'cancelled',
] as const;

/** GET /api/admin/payouts, e.g. ?status=needs_attention. */
export const payoutsQuery = z.object({ status: z.enum(PAYOUT_STATUSES).optional() });

/** A payout is addressed by its id, which is not a uuid (one per booking and instalment). */
export const payoutParam = z.object({ id: z.string().min(1).max(100) });

/** A refund the gateway has not accepted yet, as the back office lists it. */
export const stuckRefundResponse = z.object({
  refundKey: z.string(),
  bookingId: z.string(),
  amount: money,
  reason: z.string(),
  state: z.enum(['retry', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  since: z.string(),
});
export const stuckRefundsResponse = z.array(stuckRefundResponse);
export type StuckRefund = z.infer<typeof stuckRefundResponse>;

export const refundKeyParam = z.object({ refundKey: z.string().min(1).max(200) });
