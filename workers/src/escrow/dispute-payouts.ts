import { depositPayoutId } from '@esm/app/escrow/facts';
import { MONEY_WORKER, runAsSystem, unlessRefused } from '@esm/app/escrow/system-command';
import { payoutDecider } from '@esm/core/payout/decider';
import { payoutStream } from '@esm/core/payout/events';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const ESCROW_DISPUTE_PAYOUTS_QUEUE = 'escrow.dispute-payouts';

/**
 * An open dispute freezes what is left: a deposit payout not yet sent is frozen when
 * the dispute is raised and unfrozen when it is resolved (unless the resolution cancelled it to
 * refund the client). The balance has not left escrow yet, and the escrow itself refuses to move
 * while the dispute is open.
 */
export const disputePayoutsProcess = defineProcessManager({
  name: 'escrow-dispute-payouts',
  handles: ['EscrowDisputeRaised', 'EscrowDisputeResolved'],
  react(event) {
    const { bookingId } = event.data;
    const action = event.type === 'EscrowDisputeRaised' ? 'freeze' : 'unfreeze';
    return [
      schedule(`escrow-dispute-${action}:${bookingId}`, ESCROW_DISPUTE_PAYOUTS_QUEUE, event.occurredAt, {
        bookingId,
        action,
      }),
    ];
  },
});

export const disputePayoutsJob = (deps: WorkerDeps): JobDefinition => ({
  queue: ESCROW_DISPUTE_PAYOUTS_QUEUE,
  async handle(data, context) {
    const payoutId = depositPayoutId(String(data.bookingId));
    // No deposit payout, or one already sent or cancelled: nothing left to freeze.
    await unlessRefused(
      ['PAYOUT_NOT_FOUND', 'PAYOUT_ALREADY_SENT', 'PAYOUT_CANCELLED', 'PAYOUT_IN_PROGRESS'],
      () =>
        runAsSystem(
          deps,
          context.jobId,
          payoutStream(payoutId),
          payoutDecider,
          data.action === 'freeze'
            ? {
                type: 'FreezePayout',
                actor: MONEY_WORKER,
                payoutId,
                reason: 'A dispute is open on the booking.',
              }
            : { type: 'UnfreezePayout', actor: MONEY_WORKER, payoutId },
        ),
    );
  },
});
