import type { PricedQuote } from '@esm/core/quote/events';

/** A row of rm.quotes. */
export interface QuoteRow {
  id: string;
  customer_id: string;
  status: string;
  quote: PricedQuote;
  expires_at: Date;
  created_at: Date;
}
