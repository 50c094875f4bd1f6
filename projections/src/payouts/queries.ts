import type pg from 'pg';
import type { PayoutRow } from './rows';

/** A provider's payouts, latest payment date first. */
export async function payoutsOfProvider(pool: pg.Pool, providerId: string): Promise<PayoutRow[]> {
  const { rows } = await pool.query<PayoutRow>(
    'SELECT * FROM rm.payouts WHERE provider_id = $1 ORDER BY payment_date DESC, id LIMIT 500',
    [providerId],
  );
  return rows;
}

/** Every provider's payouts, or those in one status, latest payment date first. */
export async function payoutsWithStatus(pool: pg.Pool, status: string | undefined): Promise<PayoutRow[]> {
  const { rows } = await pool.query<PayoutRow>(
    `SELECT * FROM rm.payouts WHERE ($1::text IS NULL OR status = $1)
     ORDER BY payment_date DESC, id LIMIT 500`,
    [status ?? null],
  );
  return rows;
}

export async function findPayout(pool: pg.Pool, payoutId: string): Promise<PayoutRow | null> {
  const { rows } = await pool.query<PayoutRow>('SELECT * FROM rm.payouts WHERE id = $1', [payoutId]);
  return rows[0] ?? null;
}

/** A provider's payouts that gave up and wait to be sent again. */
export async function payoutIdsNeedingAttention(pool: pg.Pool, providerId: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    "SELECT id FROM rm.payouts WHERE provider_id = $1 AND status = 'needs_attention' ORDER BY id",
    [providerId],
  );
  return rows.map((r) => r.id);
}

/** A provider's payouts still to be sent on their own (scheduled or waiting for a retry). */
export async function waitingPayoutIdsOf(pool: pg.Pool, providerId: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    "SELECT id FROM rm.payouts WHERE provider_id = $1 AND status IN ('scheduled', 'retry_scheduled') ORDER BY id",
    [providerId],
  );
  return rows.map((r) => r.id);
}
