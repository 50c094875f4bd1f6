import type { FraudAlertRow } from '../fraud-alerts/rows';

/** An alert with the names an investigator reads it by. */
export interface AdminFraudAlertRow extends FraudAlertRow {
  provider_user_id: string | null;
  customer_name: string | null;
  investigator_name: string | null;
}

/** A provider as the investigator's list shows it; the standing is worked out at read time. */
export interface AdminProviderRow {
  id: string;
  user_id: string;
  business_name: string;
  contact_email: string | null;
  owner_name: string | null;
  created_at: Date;
  violation_count: number | null;
  last_violation_at: Date | null;
  block_kind: 'restriction' | 'suspension' | 'termination' | null;
  block_reason: string | null;
  blocked_until: Date | null;
  payouts_frozen: boolean;
  payouts_frozen_reason: string | null;
  payouts_frozen_at: Date | null;
  open_alerts: number;
}

export interface AdminDisputeRow {
  booking_id: string;
  customer_id: string;
  customer_name: string | null;
  provider_id: string | null;
  business_name: string | null;
  total_amount: number | null;
  deposit_amount: number | null;
  booking_status: string | null;
  event_date: Date | null;
  reason: string;
  status: string;
  outcome: string | null;
  refund_amount: number;
  notes: string | null;
  resolved_by: string | null;
  raised_at: Date;
  resolved_at: Date | null;
}

/** One entry of a provider's or customer's timeline, read from the read models. */
export interface TimelineRow {
  at: Date;
  kind: 'booking' | 'payment' | 'dispute' | 'violation' | 'message';
  /** Whose history it belongs to. */
  subject: 'provider' | 'customer';
  ref: string;
  summary: string;
  detail: string | null;
}

/** One event of a provider's standing or payout hold. */
export interface ProviderHistoryRow {
  event_id: string;
  type: string;
  summary: string;
  reason: string | null;
  by: string | null;
  by_name: string | null;
  until: Date | null;
  at: Date;
}
