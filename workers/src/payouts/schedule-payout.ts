import { escrowHeld } from '@esm/app/escrow/facts';
import { MONEY_WORKER, runAsSystem, unlessRefused } from '@esm/app/escrow/system-command';
import { payoutDecider } from '@esm/core/payout/decider';
import { type PaymentRule, payoutStream } from '@esm/core/payout/events';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const PAYOUT_SCHEDULE_QUEUE = 'payouts.schedule';

/**
 * Money released from escrow to the provider becomes a payout on the date core computed: the
 * deposit by the 14-day / 4-day rule, the balance 7, 5 or 3 days after the event by plan.
 */
export const payoutScheduleProcess = defineProcessManager({
  name: 'payouts-schedule',
  handles: ['EscrowDepositReleased', 'EscrowBalanceReleased'],
  react(event) {
    const { bookingId, payoutId, paymentDate } = event.data;
    // A balance release with nothing for the provider (all refunded) pays nobody.
    if (payoutId === null || paymentDate === null) return [];
    const paymentRule: PaymentRule = event.type === 'EscrowDepositReleased' ? 'deposit' : 'balance';
    return [
      schedule(`payout-schedule:${payoutId}`, PAYOUT_SCHEDULE_QUEUE, event.occurredAt, {
        bookingId,
        payoutId,
        amount: event.type === 'EscrowDepositReleased' ? event.data.amount : event.data.providerAmount,
        paymentRule,
        paymentDate,
      }),
    ];
  },
});

export const payoutScheduleJob = (deps: WorkerDeps): JobDefinition => ({
  queue: PAYOUT_SCHEDULE_QUEUE,
  async handle(data, context) {
    const bookingId = String(data.bookingId);
    const held = await escrowHeld(deps, bookingId);
    if (!held) throw new Error(`Payout for booking ${bookingId} without escrow`);
    const payoutId = String(data.payoutId);
    await unlessRefused(['PAYOUT_EXISTS'], () =>
      runAsSystem(deps, context.jobId, payoutStream(payoutId), payoutDecider, {
        type: 'SchedulePayout',
        actor: MONEY_WORKER,
        payoutId,
        bookingId,
        providerId: held.providerId,
        amount: Number(data.amount),
        paymentRule: data.paymentRule as PaymentRule,
        paymentDate: String(data.paymentDate),
        eventDate: held.eventDate,
      }),
    );
  },
});
