import { renewPlanIfDue } from '@esm/app/billing/renewal';
import type { JobDefinition } from '../jobs';
import { cancel, defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const PLAN_DUE_QUEUE = 'billing.plan-due';

const dueKey = (providerId: string) => `plan-due:${providerId}`;

/**
 * A paid plan's clock (monthly, 30 days' notice): at the end of each calendar-month term
 * the plan is renewed (charged again) or, once its cancellation's notice has run, ended back to
 * Basic. An unpaid renewal ends it too. One timer per provider, moved on every renewal.
 */
export const planBillingProcess = defineProcessManager({
  name: 'plan-billing',
  handles: ['PlanActivated', 'PlanRenewed', 'PlanEnded'],
  react(event) {
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
});

export function planDueJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: PLAN_DUE_QUEUE,
    handle: (data, { now }) => renewPlanIfDue(deps, String(data.providerId), now),
  };
}
