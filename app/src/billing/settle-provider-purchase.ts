import { boostDecider } from '@esm/core/boost/decider';
import { boostStream } from '@esm/core/boost/events';
import { systemActor } from '@esm/core/kernel/actor';
import { planDecider } from '@esm/core/plan/decider';
import { planStream } from '@esm/core/plan/events';
import type { AppDeps } from '../deps';
import { paymentOf } from './payment-of';
import { runSettled } from './renewal';

/**
 * A provider's boost or plan starts when its payment succeeds, however the success arrived (the
 * gateway's webhook or the confirm call). Checkout payments carry another purpose and are left to
 * the booking flow. Safe to repeat: activating what is already active is refused and ignored.
 */
export async function settleProviderPurchase(deps: AppDeps, paymentId: string): Promise<void> {
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
}

/** A boost bought as an upgrade ends the lower one it replaces. */
export async function endBoostForUpgrade(
  deps: AppDeps,
  boostId: string,
  upgradedToBoostId: string,
): Promise<void> {
  const actor = systemActor('worker:boost-billing');
  await runSettled(() =>
    deps.commands.run({
      stream: boostStream(boostId),
      decider: boostDecider,
      command: { type: 'EndBoostForUpgrade', actor, boostId, upgradedToBoostId },
      actor,
      correlationId: `boost-upgrade:${boostId}`,
      readYourWrites: false,
    }),
  );
}
