import { boostDecider } from '@esm/core/boost/decider';
import { type BoostEvent, boostStream } from '@esm/core/boost/events';
import { boostDueAction } from '@esm/core/boost/renewal';
import { loadState } from '@esm/core/eventstore/load-state';
import { systemActor } from '@esm/core/shared/actor';
import type { JobDefinition } from '../jobs';
import { cancel, type ProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';
import { gatewayIntentOfPayment } from './payment-of';
import { runSettled } from './purchase-settlement';

export const BOOST_DUE_QUEUE = 'billing.boost-due';
export const BOOST_UPGRADE_END_QUEUE = 'billing.boost-upgrade-end';

const dueKey = (boostId: string) => `boost-due:${boostId}`;

/**
 * A boost's clock (001 §9 monthly auto-billing, 30 days' notice): at the end of each paid term the
 * boost is renewed (charged again) or, once a cancellation's notice has run, expired. One timer
 * per boost, moved to the new term's end on every renewal. A boost bought as an upgrade ends the
 * lower one it replaces.
 */
export const boostBillingProcess: ProcessManager = {
  name: 'boost-billing',
  handles: ['BoostActivated', 'BoostRenewed', 'BoostExpired', 'BoostUpgraded'],
  react(recorded) {
    const event = recorded as unknown as BoostEvent;
    switch (event.type) {
      case 'BoostActivated': {
        const d = event.data;
        const intents = [
          schedule(dueKey(d.boostId), BOOST_DUE_QUEUE, new Date(d.endDate), { boostId: d.boostId }),
        ];
        if (d.upgradesBoostId) {
          intents.push(
            schedule(`boost-upgrade-end:${d.upgradesBoostId}`, BOOST_UPGRADE_END_QUEUE, recorded.occurredAt, {
              boostId: d.upgradesBoostId,
              upgradedToBoostId: d.boostId,
            }),
          );
        }
        return intents;
      }
      case 'BoostRenewed':
        return [
          schedule(dueKey(event.data.boostId), BOOST_DUE_QUEUE, new Date(event.data.endDate), {
            boostId: event.data.boostId,
          }),
        ];
      case 'BoostExpired':
      case 'BoostUpgraded':
        return [cancel(dueKey(event.data.boostId))];
      default:
        return [];
    }
  },
};

export function boostDueJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: BOOST_DUE_QUEUE,
    async handle(data, { now }) {
      const boostId = String(data.boostId);
      const stream = boostStream(boostId);
      const events = (await deps.store.readStream(stream)) as unknown as BoostEvent[];
      const state = await loadState(deps.store, stream, boostDecider);
      const due = boostDueAction(state, now);
      if (due.action === 'none' || !state.exists || state.term === null) return;
      const actor = systemActor('worker:boost-billing');
      const correlationId = `boost-billing:${boostId}`;
      if (due.action === 'expire') {
        await runSettled(() =>
          deps.commands.run({
            stream,
            decider: boostDecider,
            command: { type: 'ExpireBoost', actor, boostId },
            actor,
            correlationId,
            readYourWrites: false,
          }),
        );
        return;
      }
      // Charge the card of the first payment again; the key makes a retried job charge once.
      const activated = events.find((e) => e.type === 'BoostActivated');
      const originalIntentId =
        activated?.type === 'BoostActivated'
          ? await gatewayIntentOfPayment(deps.store, activated.data.paymentId)
          : null;
      const charge = await deps.gateway.chargeSavedPaymentMethod({
        originalIntentId: originalIntentId ?? '',
        amount: due.amount,
        idempotencyKey: `boost-renewal:${boostId}:${state.term.termEnd}`,
        description: 'Boost renewal',
        metadata: { kind: 'boost-renewal', reference: boostId },
      });
      await runSettled(() =>
        deps.commands.run({
          stream,
          decider: boostDecider,
          command: {
            type: 'RecordBoostRenewal',
            actor,
            boostId,
            paymentId: charge.intentId,
            succeeded: charge.status === 'succeeded',
          },
          actor,
          correlationId,
          readYourWrites: false,
        }),
      );
    },
  };
}

export function boostUpgradeEndJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: BOOST_UPGRADE_END_QUEUE,
    async handle(data) {
      const boostId = String(data.boostId);
      const actor = systemActor('worker:boost-billing');
      await runSettled(() =>
        deps.commands.run({
          stream: boostStream(boostId),
          decider: boostDecider,
          command: {
            type: 'EndBoostForUpgrade',
            actor,
            boostId,
            upgradedToBoostId: String(data.upgradedToBoostId),
          },
          actor,
          correlationId: `boost-upgrade:${boostId}`,
          readYourWrites: false,
        }),
      );
    },
  };
}
