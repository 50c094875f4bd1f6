import type { PricedQuote } from '@esm/core/quote/events';

/** A row of rm.quotes. */
export interface QuoteRow {
  id: string;
  customer_id: string;
  status: string;
  quote: PricedQuote;
  expires_at: Date;
  created_at: Date;
  /** A booking of the quote has been paid (absent where a caller did not ask). */
  paid_booking?: boolean;
}
