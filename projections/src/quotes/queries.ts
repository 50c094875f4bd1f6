import type pg from 'pg';
import type { QuoteRow } from './rows';

/** The quote with whether a booking of it has been paid: only then does it read as booked. */
const QUOTE_SELECT = `SELECT q.*, EXISTS (SELECT 1 FROM rm.bookings b WHERE b.quote_id = q.id AND b.paid) AS paid_booking
  FROM rm.quotes q`;

export async function findQuote(pool: pg.Pool, quoteId: string): Promise<QuoteRow | null> {
  const { rows } = await pool.query<QuoteRow>(`${QUOTE_SELECT} WHERE q.id = $1`, [quoteId]);
  return rows[0] ?? null;
}

export async function quotesOf(pool: pg.Pool, customerId: string): Promise<QuoteRow[]> {
  const { rows } = await pool.query<QuoteRow>(
    `${QUOTE_SELECT} WHERE q.customer_id = $1 ORDER BY q.created_at DESC, q.id LIMIT 200`,
    [customerId],
  );
  return rows;
}
