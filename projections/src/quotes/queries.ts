import type pg from 'pg';
import type { QuoteRow } from './rows';

export async function findQuote(pool: pg.Pool, quoteId: string): Promise<QuoteRow | null> {
  const { rows } = await pool.query<QuoteRow>('SELECT * FROM rm.quotes WHERE id = $1', [quoteId]);
  return rows[0] ?? null;
}

export async function quotesOf(pool: pg.Pool, customerId: string): Promise<QuoteRow[]> {
  const { rows } = await pool.query<QuoteRow>(
    'SELECT * FROM rm.quotes WHERE customer_id = $1 ORDER BY created_at DESC, id LIMIT 200',
    [customerId],
  );
  return rows;
}
