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
