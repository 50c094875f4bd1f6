import { boostDecider } from '@esm/core/boost/decider';
import { type BoostEvent, boostStream } from '@esm/core/boost/events';

import { boostDueAction } from '@esm/core/boost/renewal';
import type { CommandBus } from '@esm/core/eventstore/command-bus';
import { loadState } from '@esm/core/eventstore/load-state';
import { type CommandActor, systemActor } from '@esm/core/kernel/actor';
import { isDomainError } from '@esm/core/kernel/errors';
import { planDecider } from '@esm/core/plan/decider';
import { type PlanEvent, planStream } from '@esm/core/plan/events';
import { planDueAction } from '@esm/core/plan/renewal';

import type { AppDeps } from '../deps';
import { gatewayIntentOfPayment } from './payment-of';

type BoostActivated = Extract<BoostEvent, { type: 'BoostActivated' }>;
type PlanActivated = Extract<PlanEvent, { type: 'PlanActivated' }>;

/** Runs a system command; a refusal means the state has moved on (already done), so it is done. */
export async function runSettled(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!isDomainError(error)) throw error;
  }
}

/**
 * What differs between the two things a provider pays for monthly (auto-billing, 30 days'
 * notice): a boost and a paid plan. Everything else about a renewal is the same and lives once, in
 * `renewIfDue`.
 */
interface Subscription {
  /** Names the charge's idempotency key and metadata, and the system actor. */
  kind: 'boost' | 'plan';
  /** The subscription's state at `now`: nothing to do, end it, or charge `amount` for a new term. */
  due(
    deps: AppDeps,
    id: string,
    now: Date,
  ): Promise<
    | { action: 'none' }
    | { action: 'end' }
    | { action: 'renew'; amount: number; termEnd: string; description: string; firstPaymentId: string | null }
  >;
  end(commands: CommandBus, id: string, actor: CommandActor, correlationId: string): Promise<unknown>;
  recordRenewal(
    commands: CommandBus,
    id: string,
    actor: CommandActor,
    correlationId: string,
    charge: { paymentId: string; succeeded: boolean },
  ): Promise<unknown>;
}

const boostSubscription: Subscription = {
  kind: 'boost',
  async due(deps, boostId, now) {
    const stream = boostStream(boostId);
    const state = await loadState(deps.store, stream, boostDecider);
    const due = boostDueAction(state, now);
    if (due.action === 'none' || !state.exists || state.term === null) return { action: 'none' };
    if (due.action === 'expire') return { action: 'end' };
    // The card of the boost's first payment is charged again.
    const events = await deps.store.readStream(stream);
    const activated = events.find((e) => e.type === 'BoostActivated') as BoostActivated | undefined;
    return {
      action: 'renew',
      amount: due.amount,
      termEnd: state.term.termEnd,
      description: 'Boost renewal',
      firstPaymentId: activated?.data.paymentId ?? null,
    };
  },
  end: (commands, boostId, actor, correlationId) =>
    commands.run({
      stream: boostStream(boostId),
      decider: boostDecider,
      command: { type: 'ExpireBoost', actor, boostId },
      actor,
      correlationId,
      readYourWrites: false,
    }),
  recordRenewal: (commands, boostId, actor, correlationId, charge) =>
    commands.run({
      stream: boostStream(boostId),
      decider: boostDecider,
      command: { type: 'RecordBoostRenewal', actor, boostId, ...charge },
      actor,
      correlationId,
      readYourWrites: false,
    }),
};

const planSubscription: Subscription = {
  kind: 'plan',
  async due(deps, providerId, now) {
    const stream = planStream(providerId);
    const state = await loadState(deps.store, stream, planDecider);
    const due = planDueAction(state, now);
    if (due.action === 'none' || state.current === null) return { action: 'none' };
    if (due.action === 'end') return { action: 'end' };
    // The card of the payment that started the current subscription.
    const events = await deps.store.readStream(stream);
    const activated = events.findLast((e) => e.type === 'PlanActivated') as PlanActivated | undefined;
    return {
      action: 'renew',
      amount: due.amount,
      termEnd: state.current.termEnd,
      description: `${state.current.plan} plan renewal`,
      firstPaymentId: activated?.data.paymentId ?? null,
    };
  },
  end: (commands, providerId, actor, correlationId) =>
    commands.run({
      stream: planStream(providerId),
      decider: planDecider,
      command: { type: 'EndPlan', actor, providerId },
      actor,
      correlationId,
      readYourWrites: false,
    }),
  recordRenewal: (commands, providerId, actor, correlationId, charge) =>
    commands.run({
      stream: planStream(providerId),
      decider: planDecider,
      command: { type: 'RecordPlanRenewal', actor, providerId, ...charge },
      actor,
      correlationId,
      readYourWrites: false,
    }),
};

/**
 * At the end of a paid term: charge the saved card again and record the outcome (a failed charge
 * ends the subscription in its decider), or end it once a cancellation's notice has run. Safe to
 * run again: the charge's idempotency key names the term, and the decider refuses a second record.
 */
async function renewIfDue(subscription: Subscription, deps: AppDeps, id: string, now: Date): Promise<void> {
  const due = await subscription.due(deps, id, now);
  if (due.action === 'none') return;
  const actor = systemActor(`worker:${subscription.kind}-billing`);
  const correlationId = `${subscription.kind}-billing:${id}`;
  if (due.action === 'end') {
    await runSettled(() => subscription.end(deps.commands, id, actor, correlationId));
    return;
  }
  const originalIntentId = due.firstPaymentId
    ? await gatewayIntentOfPayment(deps.store, due.firstPaymentId)
    : null;
  const charge = await deps.gateway.chargeSavedPaymentMethod({
    originalIntentId: originalIntentId ?? '',
    amount: due.amount,
    idempotencyKey: `${subscription.kind}-renewal:${id}:${due.termEnd}`,
    description: due.description,
    metadata: { kind: `${subscription.kind}-renewal`, reference: id },
  });
  await runSettled(() =>
    subscription.recordRenewal(deps.commands, id, actor, correlationId, {
      paymentId: charge.intentId,
      succeeded: charge.status === 'succeeded',
    }),
  );
}

export const renewBoostIfDue = (deps: AppDeps, boostId: string, now: Date) =>
  renewIfDue(boostSubscription, deps, boostId, now);

export const renewPlanIfDue = (deps: AppDeps, providerId: string, now: Date) =>
  renewIfDue(planSubscription, deps, providerId, now);
