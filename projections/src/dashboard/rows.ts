/** A booking in a provider's dashboard, with the names of its service, client and provider. */
export interface DashboardBookingRow {
  booking_id: string;
  quote_id: string | null;
  service_id: string;
  service_name: string | null;
  customer_id: string;
  customer_name: string | null;
  provider_id: string;
  provider_name: string | null;
  event_date: Date;
  duration: number;
  /** What was ordered; null for bookings made before it was recorded. */
  quantity: number | null;
  table_quantity: number | null;
  chair_quantity: number | null;
  total_amount: number;
  platform_fee: number;
  provider_amount: number;
  vat_amount: number;
  refund_amount: number;
  provider_refunded: number;
  paid_at: Date | null;
  status: 'pending' | 'provider_reviewing' | 'confirmed' | 'declined' | 'completed' | 'cancelled';
  payment_status: 'pending' | 'paid' | 'refunded' | 'partially_refunded' | 'failed';
  provider_response: string | null;
  provider_notified_at: Date | null;
  respond_by: Date | null;
  provider_responded_at: Date | null;
  created_at: Date;
  notes: string | null;
  special_requests: string | null;
  cancellation_policy: string;
  stripe_charge_id: string | null;
}
