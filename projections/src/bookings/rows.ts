/** A row of rm.bookings with the names the screens show. */
export interface BookingRow {
  id: string;
  quote_id: string | null;
  service_id: string;
  service_name: string | null;
  customer_id: string;
  customer_first_name: string | null;
  customer_last_name: string | null;
  provider_id: string;
  provider_user_id: string;
  provider_name: string | null;
  event_date: Date;
  duration: number;
  /** What was ordered; null for bookings made before it was recorded. */
  quantity: number | null;
  table_quantity: number | null;
  chair_quantity: number | null;
  total_amount: number | string;
  platform_fee: number | string;
  provider_amount: number | string;
  vat_amount: number | string;
  /** What the booking's decline or cancellation refunds the client. */
  refund_amount: number | string;
  /** The provider's part of every refund escrow has made. */
  provider_refunded: number | string;
  status: string;
  payment_status: string;
  paid: boolean;
  /** The client's notes for the provider (POST /api/bookings); checkout sends none. */
  notes: string | null;
  special_requests: string | null;
  cancellation_policy: string;
  /** The gateway's charge id, from the payment's success. */
  stripe_charge_id: string | null;
  provider_response: string | null;
  provider_notified_at: Date | null;
  respond_by: Date | null;
  provider_responded_at: Date | null;
  reviewed: boolean;
  created_at: Date;
}
