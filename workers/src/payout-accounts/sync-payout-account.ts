import { MONEY_WORKER, runAsSystem, unlessRefused } from '@esm/app/escrow/system-command';
import { eventsOf } from '@esm/core/event-catalogue';
import { payoutDecider } from '@esm/core/payout/decider';
import { payoutEvents, payoutStream } from '@esm/core/payout/events';
import { refusedForAccountNotReady } from '@esm/infra/payment/transfer-refusals';
import { payoutIdsNeedingAttention } from '@esm/projections/payouts/queries';
import type { JobDefinition } from '../jobs';
import { NO_BANK_DETAILS } from '../payouts/execute-payout';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';
import { ensurePayoutAccount } from './ensure-payout-account';

export const PAYOUT_ACCOUNT_SYNC_QUEUE = 'payout-accounts.sync';

/**
 * Saved bank details reach the gateway at once, so the provider learns early what else the
 * gateway needs (Stripe's onboarding) rather than on the day of their first payout; and once the
 * gateway enables payouts, payouts that gave up waiting are sent again.
 */
export const payoutAccountSyncProcess = defineProcessManager({
  name: 'payout-account-sync',
  handles: ['ProviderBankDetailsAdded', 'ProviderBankDetailsChanged', 'PayoutAccountStatusChanged'],
  react(event) {
    const { providerId } = event.data;
    let key: string;
    if (event.type === 'PayoutAccountStatusChanged') {
      if (!event.data.payoutsEnabled) return [];
      key = `payout-account-enabled:${providerId}:${event.globalPosition}`;
    } else key = `payout-account-sync:${providerId}:r${event.data.revision}`;
    return [schedule(key, PAYOUT_ACCOUNT_SYNC_QUEUE, event.occurredAt, { providerId })];
  },
});

/**
 * Whether the payout's last failure was the provider's account (missing, or not yet able to
 * receive transfers), read from its own stream.
 */
async function gaveUpForAccount(deps: WorkerDeps, payoutId: string): Promise<boolean> {
  const failures = eventsOf(payoutEvents, await deps.store.readStream(payoutStream(payoutId))).filter(
    (e) => e.type === 'PayoutFailed',
  );
  const last = failures[failures.length - 1];
  if (last?.type !== 'PayoutFailed') return false;
  return last.data.reason === NO_BANK_DETAILS || refusedForAccountNotReady(last.data.reason);
}

/**
 * Opens or updates the account, then sends again the payouts that gave up while it was missing or
 * unfinished: a payout that fell due before the provider added bank details or finished the
 * gateway's onboarding should not wait for a person.
 * Only those: a payout that gave up for another reason (the bank refused the transfer) waits for
 * an admin, who knows whether its cause is fixed; saving bank details says nothing about it.
 */
export async function syncPayoutAccount(deps: WorkerDeps, providerId: string, correlationId: string) {
  const account = await ensurePayoutAccount(deps, providerId, correlationId);
  if (!account?.payoutsEnabled) return;
  // The read model only finds candidates; the payout's own stream decides (a payout already
  // retried or sent is refused and skipped).
  for (const id of await payoutIdsNeedingAttention(deps.pool, providerId)) {
    if (!(await gaveUpForAccount(deps, id))) continue;
    await unlessRefused(['PAYOUT_NOT_NEEDING_ATTENTION'], () =>
      runAsSystem(deps, correlationId, payoutStream(id), payoutDecider, {
        type: 'RetryPayout',
        actor: MONEY_WORKER,
        payoutId: id,
      }),
    );
  }
}

export const payoutAccountSyncJob = (deps: WorkerDeps): JobDefinition => ({
  queue: PAYOUT_ACCOUNT_SYNC_QUEUE,
  async handle(data, context) {
    await syncPayoutAccount(deps, String(data.providerId), context.jobId);
  },
});
