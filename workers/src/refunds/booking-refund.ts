import { payoutState } from '@esm/app/escrow/facts';
import { MONEY_WORKER, runAsSystem } from '@esm/app/escrow/system-command';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowStream } from '@esm/core/escrow/events';
import type { HeldEscrow } from '@esm/core/escrow/state';
import type { RefundReason } from '@esm/core/money/index';
import { payoutDecider } from '@esm/core/payout/decider';
import { payoutStream } from '@esm/core/payout/events';
import { ensureEscrowHeld } from '../escrow/hold-escrow';
import { releaseBalance } from '../escrow/release-balance';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const BOOKING_REFUND_QUEUE = 'refunds.booking';

type EscrowRefundReason = Exclude<RefundReason, 'dispute_resolved'>;

/**
 * A declined, auto-declined or cancelled booking refunds the client what the booking lifecycle
 * computed (full, or the cancellation tier) and releases what the provider keeps.
 * The escrow decides which pence move; the refund itself goes out through the gateway in
 * refunds.issue, triggered by the EscrowRefunded event.
 */
export const bookingRefundProcess = defineProcessManager({
  name: 'refunds-booking',
  handles: ['BookingDeclined', 'BookingAutoDeclined', 'BookingCancelled', 'BookingPaymentRefunded'],
  react(event) {
    const { bookingId, refundAmount } = event.data;
    let reason: EscrowRefundReason;
    if (event.type === 'BookingDeclined') reason = 'provider_declined';
    // Paid, but the day was someone else's (or the checkout had ended): everything goes back.
    else if (event.type === 'BookingPaymentRefunded')
      reason = event.data.reason === 'day_unavailable' ? 'day_unavailable' : 'payment_after_cancellation';
    else if (event.type === 'BookingAutoDeclined') reason = 'auto_declined';
    // A cancellation carries a cancellation reason, never dispute_resolved (that refund is the
    // escrow's own, after a dispute), so the narrowing holds.
    else if (event.data.refundReason) reason = event.data.refundReason as EscrowRefundReason;
    // Cancelled before anything was paid: no money to move.
    else return [];
    return [
      schedule(`refund-booking:${bookingId}`, BOOKING_REFUND_QUEUE, event.occurredAt, {
        bookingId,
        reason,
        amount: refundAmount,
      }),
    ];
  },
});

/**
 * A deposit payout still waiting to be sent is cancelled, so its money is refunded from escrow
 * rather than owed back by the provider. One on its way is waited for (the job retries); one sent
 * already makes the provider's refunded share a receivable.
 */
async function recallableDeposit(deps: WorkerDeps, escrow: HeldEscrow, correlationId: string) {
  if (escrow.deposit.status !== 'released' || escrow.deposit.payoutId === null) return null;
  const payoutId = escrow.deposit.payoutId;
  const payout = await payoutState(deps, payoutId);
  if (!payout.exists) throw new Error(`Deposit payout ${payoutId} is not scheduled yet; retrying`);
  if (payout.status === 'sent') return null;
  if (payout.status === 'processing') throw new Error(`Deposit payout ${payoutId} is being sent; retrying`);
  await runAsSystem(deps, correlationId, payoutStream(payoutId), payoutDecider, {
    type: 'CancelPayout',
    actor: MONEY_WORKER,
    payoutId,
    reason: 'Refunded to the client before it was paid out.',
  });
  return payoutId;
}

export const refundKeyFor = (bookingId: string, reason: string) => `refund-${bookingId}-${reason}`;

export const bookingRefundJob = (deps: WorkerDeps): JobDefinition => ({
  queue: BOOKING_REFUND_QUEUE,
  async handle(data, context) {
    const bookingId = String(data.bookingId);
    const reason = String(data.reason) as EscrowRefundReason;
    const amount = Number(data.amount);
    const escrow = await ensureEscrowHeld(deps, bookingId, context.jobId);
    // Never paid (a failed card, an abandoned checkout): nothing is held, nothing to refund.
    if (!escrow) return;
    const refundKey = refundKeyFor(bookingId, reason);
    if (amount > 0 && !escrow.refundKeys.includes(refundKey)) {
      const recalled = await recallableDeposit(deps, escrow, context.jobId);
      await runAsSystem(deps, context.jobId, escrowStream(bookingId), escrowDecider, {
        type: 'RefundEscrow',
        actor: MONEY_WORKER,
        bookingId,
        refundKey,
        amount,
        reason,
        recalledDepositPayoutId: recalled,
      });
    }
    // What the client does not get back is the provider's, the platform's and HMRC's now.
    await releaseBalance(deps, bookingId, context.jobId);
  },
});
