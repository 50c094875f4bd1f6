import type { Payout } from '@esm/contract/payouts';
import { formatPounds } from '@esm/core/money/index';
import type { PayoutRow } from '@esm/projections/payouts/rows';

/** Provider payments as the spec names them; the transfer id keeps the spec's stripeTransferId name. */
export const payoutJson = (r: PayoutRow): Payout => ({
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
