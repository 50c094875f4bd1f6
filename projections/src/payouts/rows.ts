/** A row of rm.payouts. */
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
