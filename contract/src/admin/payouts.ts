import { z } from 'zod';
import { raListQuery } from './list';

export const PAYOUT_STATUSES = [
  'scheduled',
  'processing',
  'retry_scheduled',
  'needs_attention',
  'frozen',
  'sent',
  'cancelled',
] as const;

/** GET /api/admin/payouts: latest payment date first; by status, provider or booking. */
export const payoutsListQuery = raListQuery(
  ['paymentDate', 'amount', 'status', 'attempts', 'scheduledAt'],
  ['paymentDate', 'DESC'],
  {
    status: z.enum(PAYOUT_STATUSES).optional(),
    providerId: z.string().max(100).optional(),
    bookingId: z.string().max(100).optional(),
  },
);

export const payoutRecord = z.object({
  id: z.string(),
  bookingId: z.string(),
  providerId: z.string(),
  /** Integer pence. */
  amountPence: z.number().int(),
  paymentRule: z.string(),
  paymentDate: z.string(),
  eventDate: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  attempts: z.number().int(),
  transferId: z.string().nullable(),
  failureReason: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  scheduledAt: z.string(),
  processedAt: z.string().nullable(),
});
export type PayoutRecord = z.infer<typeof payoutRecord>;
