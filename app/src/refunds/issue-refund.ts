import type { RefundReason } from '@esm/core/money/index';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import { gatewayIntentOfPayment } from '../billing/payment-of';
import type { AppDeps } from '../deps';
import { escrowState } from '../escrow/facts';
import { MONEY_WORKER, runAsSystem } from '../escrow/system-command';

/** The job queue refunds run on: the workers execute it, an admin's retry and the stuck list read it. */
export const REFUND_ISSUE_QUEUE = 'refunds.issue';

/** What a refund needs: the streams, the command bus and the gateway (the workers, or an admin's retry). */
export type RefundDeps = Pick<AppDeps, 'store' | 'commands' | 'gateway'>;

/** Executes one refund the escrow decided; idempotent by its refund key at the gateway and on the payment. */
export async function issueRefund(deps: RefundDeps, data: Record<string, unknown>, correlationId: string) {
  const bookingId = String(data.bookingId);
  const refundKey = String(data.refundKey);
  const amount = Number(data.amount);
  const reason = String(data.reason) as RefundReason;
  const escrow = await escrowState(deps, bookingId);
  if (!escrow.exists) throw new Error(`Refund ${refundKey} for booking ${bookingId} without escrow`);
  const intentId = await gatewayIntentOfPayment(deps.store, escrow.paymentId);
  if (!intentId) throw new Error(`Payment ${escrow.paymentId} has no gateway intent`);
  const refund = await deps.gateway.refund({ intentId, amount, idempotencyKey: refundKey, reason });
  if (refund.status === 'failed') throw new Error(`Gateway refused refund ${refundKey}`);
  await runAsSystem(deps, correlationId, paymentStream(escrow.paymentId), paymentDecider, {
    type: 'RecordRefundIssued',
    actor: MONEY_WORKER,
    paymentId: escrow.paymentId,
    refundKey,
    bookingId,
    amount,
    reason,
    gatewayRefundId: refund.refundId,
  });
}

export interface StuckRefund {
  refundKey: string;
  bookingId: string;
  amount: number;
  reason: string;
  /** `retry` while pg-boss still retries it with backoff, `failed` once it gave up. */
  state: 'retry' | 'failed';
  attempts: number;
  lastError: string | null;
  since: Date;
}

/**
 * Refunds the gateway has not accepted yet: refund jobs that are retrying or gave up, unless
 * another run of the same refund has completed since (an admin's retry).
 */
export async function stuckRefunds(pool: AppDeps['pool']): Promise<StuckRefund[]> {
  const { rows } = await pool.query<{
    data: Record<string, unknown>;
    state: 'retry' | 'failed';
    retry_count: number;
    output: { message?: string } | null;
    created_on: Date;
  }>(
    `SELECT j.data, j.state, j.retry_count, j.output, j.created_on FROM pgboss.job j
      WHERE j.name = $1 AND j.state IN ('retry', 'failed')
        AND NOT EXISTS (SELECT 1 FROM pgboss.job d WHERE d.name = $1 AND d.state = 'completed'
                          AND d.data->>'refundKey' = j.data->>'refundKey')
      ORDER BY j.created_on`,
    [REFUND_ISSUE_QUEUE],
  );
  return rows.map((r) => ({
    refundKey: String(r.data.refundKey),
    bookingId: String(r.data.bookingId),
    amount: Number(r.data.amount),
    reason: String(r.data.reason),
    state: r.state,
    attempts: r.retry_count + 1,
    lastError: r.output?.message ?? null,
    since: r.created_on,
  }));
}
