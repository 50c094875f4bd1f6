import { balancePayoutId, bookingFacts } from '@esm/app/escrow/facts';
import { MONEY_WORKER, runAsSystem, unlessRefused } from '@esm/app/escrow/system-command';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowStream } from '@esm/core/escrow/events';
import { disputeWindowClosesAt } from '@esm/core/money/index';
import type { JobDefinition } from '../jobs';
import { cancel, defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const ESCROW_RELEASE_BALANCE_QUEUE = 'escrow.release-balance';

const releaseKey = (bookingId: string) => `escrow-release:${bookingId}`;

/**
 * The dispute window closes 48 hours after the event ends; then what is still held is released
 * (provider balance, platform fee, VAT). A dispute raised in the window cancels the timer: the
 * money stays frozen until the back office resolves it, and the resolution releases the rest.
 */
export const escrowReleaseProcess = defineProcessManager({
  name: 'escrow-release',
  handles: ['EscrowHeld', 'EscrowDisputeRaised'],
  react(event) {
    const { bookingId } = event.data;
    if (event.type === 'EscrowDisputeRaised') return [cancel(releaseKey(bookingId))];
    const runAt = disputeWindowClosesAt(new Date(event.data.eventEndsAt));
    return [
      schedule(releaseKey(bookingId), ESCROW_RELEASE_BALANCE_QUEUE, runAt, {
        bookingId,
      }),
    ];
  },
});

/** Releases the balance given the booking's current status; shared with the refund jobs. */
export async function releaseBalance(deps: WorkerDeps, bookingId: string, correlationId: string) {
  const facts = await bookingFacts(deps, bookingId);
  if (!facts) return null;
  // Frozen: a dispute is open. Not due: the booking is still awaiting the provider, or the timer
  // ran early; the booking's own next event brings the release back.
  return unlessRefused(['ESCROW_FROZEN', 'ESCROW_RELEASE_NOT_DUE', 'ESCROW_NOT_FOUND'], () =>
    runAsSystem(deps, correlationId, escrowStream(bookingId), escrowDecider, {
      type: 'ReleaseBalance',
      actor: MONEY_WORKER,
      bookingId,
      payoutId: balancePayoutId(bookingId),
      bookingStatus: facts.state.status,
    }),
  );
}

export const escrowReleaseJob = (deps: WorkerDeps): JobDefinition => ({
  queue: ESCROW_RELEASE_BALANCE_QUEUE,
  async handle(data, context) {
    await releaseBalance(deps, String(data.bookingId), context.jobId);
  },
});
