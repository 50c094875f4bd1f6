import type { RefundReason } from '@esm/core/money/index';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import { escrowState, gatewayIntentOf } from '../escrow/facts';
import { MONEY_WORKER, runAsSystem } from '../escrow/system-command';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const REFUND_ISSUE_QUEUE = 'refunds.issue';

/**
 * Every refund the escrow decided (a cancellation, a decline, a dispute) is executed through the
 * gateway with the escrow's refund key as the idempotency key, so a retried job never refunds
 * twice, and then recorded on the payment.
 */
export const refundIssueProcess = defineProcessManager({
  name: 'refunds-issue',
  handles: ['EscrowRefunded'],
  react(event) {
    const data = event.data;
    return [
      schedule(`refund-issue:${data.refundKey}`, REFUND_ISSUE_QUEUE, event.occurredAt, {
        bookingId: data.bookingId,
        refundKey: data.refundKey,
        amount: data.amount,
        reason: data.reason,
      }),
    ];
  },
});

export const refundIssueJob = (deps: WorkerDeps): JobDefinition => ({
  queue: REFUND_ISSUE_QUEUE,
  async handle(data, context) {
    const bookingId = String(data.bookingId);
    const refundKey = String(data.refundKey);
    const amount = Number(data.amount);
    const reason = String(data.reason) as RefundReason;
    const escrow = await escrowState(deps, bookingId);
    if (!escrow.exists) throw new Error(`Refund ${refundKey} for booking ${bookingId} without escrow`);
    const intentId = await gatewayIntentOf(deps, escrow.paymentId);
    if (!intentId) throw new Error(`Payment ${escrow.paymentId} has no gateway intent`);
    const refund = await deps.gateway.refund({ intentId, amount, idempotencyKey: refundKey, reason });
    if (refund.status === 'failed') throw new Error(`Gateway refused refund ${refundKey}`);
    await runAsSystem(deps, context.jobId, paymentStream(escrow.paymentId), paymentDecider, {
      type: 'RecordRefundIssued',
      actor: MONEY_WORKER,
      paymentId: escrow.paymentId,
      refundKey,
      bookingId,
      amount,
      reason,
      gatewayRefundId: refund.refundId,
    });
  },
});
