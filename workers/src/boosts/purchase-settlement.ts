import { boostDecider } from '@esm/core/boost/decider';
import { boostStream } from '@esm/core/boost/events';
import { planDecider } from '@esm/core/plan/decider';
import { planStream } from '@esm/core/plan/events';
import { systemActor } from '@esm/core/shared/actor';
import { isDomainError } from '@esm/core/shared/errors';
import type { JobDefinition } from '../jobs';
import { type ProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';
import { paymentOf } from './payment-of';

export const PROVIDER_PURCHASE_SETTLED_QUEUE = 'billing.provider-purchase-settled';

/**
 * A provider's boost or plan starts when its payment succeeds, however the success arrived (the
 * gateway's webhook or the confirm call): every PaymentSucceeded gets a settlement job, which
 * reads the payment's purpose and ignores checkout payments (those are the booking flow's).
 */
export const providerPurchaseSettlementProcess: ProcessManager = {
  name: 'provider-purchase-settlement',
  handles: ['PaymentSucceeded'],
  react(event) {
    const { paymentId } = event.data as { paymentId: string };
    return [
      schedule(`provider-purchase-settled:${paymentId}`, PROVIDER_PURCHASE_SETTLED_QUEUE, event.occurredAt, {
        paymentId,
      }),
    ];
  },
};

/** Runs a system command; a refusal means the state has moved on (already active), so it is done. */
export async function runSettled(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!isDomainError(error)) throw error;
  }
}

export function providerPurchaseSettlementJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: PROVIDER_PURCHASE_SETTLED_QUEUE,
    async handle(data) {
      const paymentId = String(data.paymentId);
      const payment = await paymentOf(deps.store, paymentId);
      if (!payment.exists || payment.status !== 'succeeded') return;
      const actor = systemActor('worker:provider-purchase-settlement');
      const correlationId = `provider-purchase:${paymentId}`;
      const { purpose } = payment;
      if (purpose.kind === 'boost') {
        await runSettled(() =>
          deps.commands.run({
            stream: boostStream(purpose.reference),
            decider: boostDecider,
            command: { type: 'ActivateBoost', actor, boostId: purpose.reference, paymentId },
            actor,
            correlationId,
            readYourWrites: false,
          }),
        );
      } else if (purpose.kind === 'plan') {
        await runSettled(() =>
          deps.commands.run({
            stream: planStream(purpose.reference),
            decider: planDecider,
            command: { type: 'ActivatePlan', actor, providerId: purpose.reference, paymentId },
            actor,
            correlationId,
            readYourWrites: false,
          }),
        );
      }
    },
  };
}
