import { loadState } from '@esm/core/eventstore/load-state';
import { planDecider } from '@esm/core/plan/decider';
import { type PlanEvent, planStream } from '@esm/core/plan/events';
import { planDueAction } from '@esm/core/plan/renewal';
import { systemActor } from '@esm/core/shared/actor';
import { gatewayIntentOfPayment } from '../boosts/payment-of';
import { runSettled } from '../boosts/purchase-settlement';
import type { JobDefinition } from '../jobs';
import { cancel, type ProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const PLAN_DUE_QUEUE = 'billing.plan-due';

const dueKey = (providerId: string) => `plan-due:${providerId}`;

/**
 * A paid plan's clock (001 §9: monthly, 30 days' notice): at the end of each calendar-month term
 * the plan is renewed (charged again) or, once its cancellation's notice has run, ended back to
 * Basic. An unpaid renewal ends it too. One timer per provider, moved on every renewal.
 */
export const planBillingProcess: ProcessManager = {
  name: 'plan-billing',
  handles: ['PlanActivated', 'PlanRenewed', 'PlanEnded'],
  react(recorded) {
    const event = recorded as unknown as PlanEvent;
    switch (event.type) {
      case 'PlanActivated':
      case 'PlanRenewed':
        return [
          schedule(dueKey(event.data.providerId), PLAN_DUE_QUEUE, new Date(event.data.termEnd), {
            providerId: event.data.providerId,
          }),
        ];
      case 'PlanEnded':
        return [cancel(dueKey(event.data.providerId))];
      default:
        return [];
    }
  },
};

export function planDueJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: PLAN_DUE_QUEUE,
    async handle(data, { now }) {
      const providerId = String(data.providerId);
      const stream = planStream(providerId);
      const events = (await deps.store.readStream(stream)) as unknown as PlanEvent[];
      const state = await loadState(deps.store, stream, planDecider);
      const due = planDueAction(state, now);
      if (due.action === 'none' || state.current === null) return;
      const actor = systemActor('worker:plan-billing');
      const correlationId = `plan-billing:${providerId}`;
      if (due.action === 'end') {
        await runSettled(() =>
          deps.commands.run({
            stream,
            decider: planDecider,
            command: { type: 'EndPlan', actor, providerId },
            actor,
            correlationId,
            readYourWrites: false,
          }),
        );
        return;
      }
      // The card of the payment that started the current subscription.
      const activated = events.findLast((e) => e.type === 'PlanActivated');
      const originalIntentId =
        activated?.type === 'PlanActivated'
          ? await gatewayIntentOfPayment(deps.store, activated.data.paymentId)
          : null;
      const charge = await deps.gateway.chargeSavedPaymentMethod({
        originalIntentId: originalIntentId ?? '',
        amount: due.amount,
        idempotencyKey: `plan-renewal:${providerId}:${state.current.termEnd}`,
        description: `${state.current.plan} plan renewal`,
        metadata: { kind: 'plan-renewal', reference: providerId },
      });
      await runSettled(() =>
        deps.commands.run({
          stream,
          decider: planDecider,
          command: {
            type: 'RecordPlanRenewal',
            actor,
            providerId,
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
