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
