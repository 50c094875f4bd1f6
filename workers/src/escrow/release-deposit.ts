import { depositPayoutId } from '@esm/app/escrow/facts';
import { MONEY_WORKER, runAsSystem } from '@esm/app/escrow/system-command';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowStream } from '@esm/core/escrow/events';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';
import { ensureEscrowHeld } from './hold-escrow';

export const ESCROW_RELEASE_DEPOSIT_QUEUE = 'escrow.release-deposit';

/**
 * When the provider accepts, the deposit leaves escrow towards the provider's payout, paid by the
 * 14-day / 4-day rule (core decides the date; the payout process schedules the transfer).
 */
export const escrowDepositProcess = defineProcessManager({
  name: 'escrow-deposit',
  handles: ['BookingAccepted'],
  react(event) {
    const { bookingId } = event.data;
    return [
      schedule(`escrow-deposit:${bookingId}`, ESCROW_RELEASE_DEPOSIT_QUEUE, event.occurredAt, { bookingId }),
    ];
  },
});

export const escrowDepositJob = (deps: WorkerDeps): JobDefinition => ({
  queue: ESCROW_RELEASE_DEPOSIT_QUEUE,
  async handle(data, context) {
    const bookingId = String(data.bookingId);
    const escrow = await ensureEscrowHeld(deps, bookingId, context.jobId);
    if (!escrow) throw new Error(`Booking ${bookingId} was accepted but its payment is not held`);
    await runAsSystem(deps, context.jobId, escrowStream(bookingId), escrowDecider, {
      type: 'ReleaseDeposit',
      actor: MONEY_WORKER,
      bookingId,
      payoutId: depositPayoutId(bookingId),
    });
  },
});
