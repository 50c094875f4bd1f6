import { bookingFacts, escrowState } from '@esm/app/escrow/facts';
import { MONEY_WORKER, runAsSystem } from '@esm/app/escrow/system-command';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowStream } from '@esm/core/escrow/events';
import type { HeldEscrow } from '@esm/core/escrow/state';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const ESCROW_HOLD_QUEUE = 'escrow.hold';

/**
 * A booking's payment is held in escrow as soon as the booking is paid. Every
 * later money job calls ensureEscrowHeld first, so the order in which jobs run never matters.
 */
export async function ensureEscrowHeld(
  deps: WorkerDeps,
  bookingId: string,
  correlationId: string,
): Promise<HeldEscrow | null> {
  const existing = await escrowState(deps, bookingId);
  if (existing.exists) return existing;
  const facts = await bookingFacts(deps, bookingId);
  if (!facts?.state.paid) return null;
  const { created } = facts;
  const result = await runAsSystem(deps, correlationId, escrowStream(bookingId), escrowDecider, {
    type: 'HoldPayment',
    actor: MONEY_WORKER,
    bookingId,
    paymentId: created.paymentId,
    customerId: created.customerId,
    providerId: created.providerId,
    plan: created.plan,
    eventDate: created.eventDate,
    eventEndsAt: created.eventEndsAt,
    money: {
      totalAmount: created.totalAmount,
      platformFee: created.platformFee,
      vatAmount: created.vatAmount,
      providerAmount: created.providerAmount,
      depositAmount: created.depositAmount,
    },
  });
  return result.state.exists ? result.state : null;
}

export const escrowHoldProcess = defineProcessManager({
  name: 'escrow-hold',
  handles: ['BookingPaid'],
  react(event) {
    const { bookingId } = event.data;
    return [schedule(`escrow-hold:${bookingId}`, ESCROW_HOLD_QUEUE, event.occurredAt, { bookingId })];
  },
});

export const escrowHoldJob = (deps: WorkerDeps): JobDefinition => ({
  queue: ESCROW_HOLD_QUEUE,
  async handle(data, context) {
    await ensureEscrowHeld(deps, String(data.bookingId), context.jobId);
  },
});
