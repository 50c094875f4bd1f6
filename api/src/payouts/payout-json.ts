import type { Payout } from '@esm/contract/payouts';
import { formatPounds } from '@esm/core/money/index';

export interface PayoutRow {
  id: string;
  booking_id: string;
  provider_id: string;
  amount: number | string;
  payment_rule: string;
  payment_date: Date;
  event_date: Date;
  status: string;
  attempts: number;
  transfer_id: string | null;
  failure_reason: string | null;
  next_attempt_at: Date | null;
  scheduled_at: Date;
  processed_at: Date | null;
}

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
