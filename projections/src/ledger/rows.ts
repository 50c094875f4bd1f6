/** A row of rm.ledger_bookings: a booking's running balances in pence (bigint, so read as text). */
export interface LedgerBookingRow {
  booking_id: string;
  payment_id: string | null;
  captured: string;
  refunded: string;
  provider_payouts: string;
  platform_fee: string;
  vat: string;
  receivables: string;
  held: string;
  updated_at: Date;
}
