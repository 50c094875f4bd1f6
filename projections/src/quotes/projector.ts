import { defineProjector } from '../runner/projector';

/**
 * Quotes as the client sees them (GET /api/quotes, GET /api/quotes/{id}): the priced quote as
 * one document plus the fields the API filters on. Expiry by time is applied when read (a quote
 * past expiresAt is expired even before its timer ran), so rows stay a pure function of events.
 */
export const quotesProjector = defineProjector({
  name: 'quotes',
  version: 1,
  tables: ['quotes'],
  ddl: `
    CREATE TABLE quotes (
      id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      status text NOT NULL,
      quote jsonb NOT NULL,
      payment_id uuid,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX quotes_customer_idx ON quotes (customer_id, created_at DESC);`,
  handles: ['QuoteDraftSaved', 'QuoteRequested', 'QuoteBooked', 'QuoteBookingReleased', 'QuoteExpired'],
  async apply(event, db) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'QuoteDraftSaved':
      case 'QuoteRequested': {
        const { quoteId, customerId, expiresAt } = event.data;
        const status = event.type === 'QuoteDraftSaved' ? 'draft' : 'requested';
        await db.query(
          `INSERT INTO quotes (id, customer_id, status, quote, expires_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6)
           ON CONFLICT (id) DO UPDATE SET status = $3, quote = $4, expires_at = $5, updated_at = $6`,
          [quoteId, customerId, status, JSON.stringify(event.data), expiresAt, at],
        );
        return;
      }
      case 'QuoteBooked':
        await db.query(
          `UPDATE quotes SET status = 'booked', payment_id = $2, updated_at = $3 WHERE id = $1`,
          [event.data.quoteId, event.data.paymentId, at],
        );
        return;
      case 'QuoteBookingReleased':
        await db.query(
          `UPDATE quotes SET status = 'requested', payment_id = NULL, updated_at = $2 WHERE id = $1`,
          [event.data.quoteId, at],
        );
        return;
      case 'QuoteExpired':
        await db.query(`UPDATE quotes SET status = 'expired', updated_at = $2 WHERE id = $1`, [
          event.data.quoteId,
          at,
        ]);
        return;
    }
  },
});
