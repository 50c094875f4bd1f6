import { renewBoostIfDue } from '@esm/app/billing/renewal';
import { endBoostForUpgrade } from '@esm/app/billing/settle-provider-purchase';
import type { JobDefinition } from '../jobs';
import { cancel, defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const BOOST_DUE_QUEUE = 'billing.boost-due';
export const BOOST_UPGRADE_END_QUEUE = 'billing.boost-upgrade-end';

const dueKey = (boostId: string) => `boost-due:${boostId}`;

/**
 * A boost's clock (monthly auto-billing, 30 days' notice): at the end of each paid term the
 * boost is renewed (charged again) or, once a cancellation's notice has run, expired. One timer
 * per boost, moved to the new term's end on every renewal. A boost bought as an upgrade ends the
 * lower one it replaces.
 */
export const boostBillingProcess = defineProcessManager({
  name: 'boost-billing',
  handles: ['BoostActivated', 'BoostRenewed', 'BoostExpired', 'BoostUpgraded'],
  react(event) {
    switch (event.type) {
      case 'BoostActivated': {
        const d = event.data;
        const intents = [
          schedule(dueKey(d.boostId), BOOST_DUE_QUEUE, new Date(d.endDate), { boostId: d.boostId }),
        ];
        if (d.upgradesBoostId) {
          intents.push(
            schedule(`boost-upgrade-end:${d.upgradesBoostId}`, BOOST_UPGRADE_END_QUEUE, event.occurredAt, {
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
});

export function boostDueJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: BOOST_DUE_QUEUE,
    handle: (data, { now }) => renewBoostIfDue(deps, String(data.boostId), now),
  };
}

export function boostUpgradeEndJob(deps: WorkerDeps): JobDefinition {
  return {
    queue: BOOST_UPGRADE_END_QUEUE,
    handle: (data) => endBoostForUpgrade(deps, String(data.boostId), String(data.upgradedToBoostId)),
  };
}
