import { formatPounds } from '@esm/core/money/index';
import type { PayoutRow } from '@esm/projections/payouts/rows';
import { z } from 'zod';
import { money } from '../http/schemas';

/** Provider payments as 001 §3 names them; the transfer id keeps the spec's stripeTransferId name. */
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

export const payoutJson = (r: PayoutRow): z.infer<typeof payoutResponse> => ({
  id: r.id,
  bookingId: r.booking_id,
  providerId: r.provider_id,
  amount: formatPounds(Number(r.amount)),
  paymentRule: r.payment_rule,
  paymentDate: r.payment_date.toISOString(),
  eventDate: r.event_date.toISOString(),
  status: r.status,
  attempts: r.attempts,
  stripeTransferId: r.transfer_id,
  failureReason: r.failure_reason,
  nextAttemptAt: r.next_attempt_at?.toISOString() ?? null,
  scheduledAt: r.scheduled_at.toISOString(),
  processedAt: r.processed_at?.toISOString() ?? null,
});
