import { waitingPayoutIdsOf } from '@esm/projections/payouts/queries';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';
import { attemptPayout } from './execute-payout';

export const PAYOUT_PROVIDER_RESUME_QUEUE = 'payouts.provider-resume';

/**
 * While a provider's payouts are frozen, their due timers fire and find nothing to do; the
 * unfreeze tries each waiting payout once more, and the attempt itself decides whether it is due.
 */
export const providerPayoutsResumeProcess = defineProcessManager({
  name: 'payouts-provider-resume',
  handles: ['ProviderPayoutsUnfrozen'],
  react(event) {
    return [
      schedule(`payout-provider-resume:${event.eventId}`, PAYOUT_PROVIDER_RESUME_QUEUE, event.occurredAt, {
        providerId: event.data.providerId,
        position: event.globalPosition,
      }),
    ];
  },
});

export const providerPayoutsResumeJob = (deps: WorkerDeps): JobDefinition => ({
  queue: PAYOUT_PROVIDER_RESUME_QUEUE,
  async handle(data, context) {
    if (!(await deps.commands.waitForReadModels(Number(data.position))))
      throw new Error('payouts read model behind; retrying');
    for (const payoutId of await waitingPayoutIdsOf(deps.pool, String(data.providerId))) {
      await attemptPayout(deps, payoutId, context.jobId);
    }
  },
});
