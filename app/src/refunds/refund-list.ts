import { type Page, type PageRequest, pageOf } from '@esm/projections/paging/page';
import type { AppDeps } from '../deps';
import { REFUND_ISSUE_QUEUE } from './issue-refund';

/**
 * Every refund the escrow decided, as its job on the refunds queue tells it: one row per refund
 * key (a retried refund has several jobs; the latest one says where it stands).
 */
export const REFUND_STATUSES = ['pending', 'retrying', 'failed', 'issued'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_SORTS = ['since', 'amount', 'status', 'attempts'] as const;
export type RefundSort = (typeof REFUND_SORTS)[number];

export interface RefundRow {
  refundKey: string;
  bookingId: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  attempts: number;
  lastError: string | null;
  since: Date;
  settledAt: Date | null;
}

const STATUS_OF_STATE = `CASE j.state WHEN 'completed' THEN 'issued' WHEN 'failed' THEN 'failed'
  WHEN 'retry' THEN 'retrying' ELSE 'pending' END`;

export async function refundsPage(
  pool: AppDeps['pool'],
  request: PageRequest<RefundSort>,
  filter: { id?: readonly string[]; status?: RefundStatus; bookingId?: string },
): Promise<Page<RefundRow>> {
  const columns: Record<RefundSort, string> = {
    since: 'since',
    amount: 'amount',
    status: 'status',
    attempts: 'attempts',
  };
  const [first, last] = request.range;
  const order = request.sort[1] === 'DESC' ? 'DESC' : 'ASC';
  const { rows } = await pool.query<{
    refund_key: string;
    booking_id: string;
    amount: string;
    reason: string;
    status: RefundStatus;
    attempts: number;
    last_error: string | null;
    since: Date;
    settled_at: Date | null;
    total_count: string;
  }>(
    `WITH latest AS (
       SELECT DISTINCT ON (j.data->>'refundKey')
              j.data->>'refundKey' AS refund_key, j.data->>'bookingId' AS booking_id,
              (j.data->>'amount')::bigint AS amount, j.data->>'reason' AS reason,
              ${STATUS_OF_STATE} AS status, j.retry_count + 1 AS attempts,
              CASE WHEN j.state IN ('failed', 'retry') THEN j.output->>'message' END AS last_error,
              j.completed_on AS settled_at,
              (SELECT min(f.created_on) FROM pgboss.job f WHERE f.name = j.name AND f.data->>'refundKey' = j.data->>'refundKey') AS since
         FROM pgboss.job j WHERE j.name = $1 AND j.state <> 'cancelled'
        ORDER BY j.data->>'refundKey', (j.state = 'completed') DESC, j.created_on DESC
     )
     SELECT *, count(*) OVER () AS total_count FROM latest
      WHERE ($2::text[] IS NULL OR refund_key = ANY($2))
        AND ($3::text IS NULL OR status = $3)
        AND ($4::text IS NULL OR booking_id = $4)
      ORDER BY ${columns[request.sort[0]]} ${order} NULLS LAST, refund_key
      LIMIT $5 OFFSET $6`,
    [
      REFUND_ISSUE_QUEUE,
      filter.id ?? null,
      filter.status ?? null,
      filter.bookingId ?? null,
      last - first + 1,
      first,
    ],
  );
  const page = pageOf(rows, request);
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      refundKey: r.refund_key,
      bookingId: r.booking_id,
      amount: Number(r.amount),
      reason: r.reason,
      status: r.status,
      attempts: r.attempts,
      lastError: r.last_error,
      since: r.since,
      settledAt: r.settled_at,
    })),
  };
}

export async function findRefund(pool: AppDeps['pool'], refundKey: string): Promise<RefundRow | null> {
  const page = await refundsPage(pool, { sort: ['since', 'DESC'], range: [0, 0] }, { id: [refundKey] });
  return page.rows[0] ?? null;
}
