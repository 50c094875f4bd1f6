import { issueRefund, REFUND_ISSUE_QUEUE } from '@esm/app/refunds/issue-refund';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export { REFUND_ISSUE_QUEUE };

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
  // A refund is the client's money: keep trying for about a day before it needs an admin.
  options: { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3 * 3600 },
  async handle(data, context) {
    await issueRefund(deps, data, context.jobId);
  },
});
