import type pg from 'pg';
import { orderAndPage, type Page, type PageRequest, pageOf } from '../paging/page';
import type { PayoutRow } from './rows';

/** A provider's payouts, latest payment date first. */
export async function payoutsOfProvider(pool: pg.Pool, providerId: string): Promise<PayoutRow[]> {
  const { rows } = await pool.query<PayoutRow>(
    'SELECT * FROM rm.payouts WHERE provider_id = $1 ORDER BY payment_date DESC, id LIMIT 500',
    [providerId],
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

export const PAYOUT_SORTS = ['paymentDate', 'amount', 'status', 'attempts', 'scheduledAt'] as const;
export type PayoutSort = (typeof PAYOUT_SORTS)[number];

export interface PayoutFilter {
  id?: readonly string[];
  status?: string;
  providerId?: string;
  bookingId?: string;
}

/** Every provider's payouts for the back office, one page, by the chosen column. */
export async function payoutsPage(
  pool: pg.Pool,
  request: PageRequest<PayoutSort>,
  filter: PayoutFilter,
): Promise<Page<PayoutRow>> {
  const page = orderAndPage(
    request,
    {
      paymentDate: 'payment_date',
      amount: 'amount',
      status: 'status',
      attempts: 'attempts',
      scheduledAt: 'scheduled_at',
    },
    'id',
    5,
  );
  const { rows } = await pool.query<PayoutRow & { total_count: string }>(
    `SELECT *, count(*) OVER () AS total_count FROM rm.payouts
     WHERE ($1::text[] IS NULL OR id::text = ANY($1))
       AND ($2::text IS NULL OR status = $2)
       AND ($3::text IS NULL OR provider_id::text = $3)
       AND ($4::text IS NULL OR booking_id::text = $4)
     ${page.sql}`,
    [
      filter.id ?? null,
      filter.status ?? null,
      filter.providerId ?? null,
      filter.bookingId ?? null,
      ...page.params,
    ],
  );
  return pageOf(rows, request);
}
