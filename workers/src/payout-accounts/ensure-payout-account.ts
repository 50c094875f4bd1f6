import { MONEY_WORKER, runAsSystem } from '@esm/app/escrow/system-command';
import { loadState } from '@esm/core/eventstore/load-state';
import { ERASED } from '@esm/core/kernel/events';
import type { PayoutBankAccount } from '@esm/core/payment/gateway';
import { type PayoutAccount, payoutAccountDecider } from '@esm/core/payout-account/decider';
import { payoutAccountStream } from '@esm/core/payout-account/events';
import { providerDecider } from '@esm/core/provider/decider';
import { providerStream } from '@esm/core/provider/events';
import type { WorkerDeps } from '../worker-deps';

/**
 * The provider's payout account at the active gateway, opened from their saved bank details the
 * first time and given their newest details after a change. Null while they have no bank details
 * (or they were erased). Called when bank details are saved and again before every payout, so a
 * payout never waits on a job that was lost, and a switch of gateway opens the account there.
 */
export async function ensurePayoutAccount(
  deps: WorkerDeps,
  providerId: string,
  correlationId: string,
): Promise<PayoutAccount | null> {
  const provider = await loadState(deps.store, providerStream(providerId), providerDecider);
  if (!provider.exists || !provider.bank) return null;
  const { details, revision } = provider.bank;
  const bank: PayoutBankAccount = {
    holderName: details.bankAccountHolderName,
    accountNumber: details.bankAccountNumber,
    sortCode: details.bankSortCode,
  };
  if (Object.values(bank).includes(ERASED)) return null;

  const gateway = deps.gateway.name;
  const stream = payoutAccountStream(providerId);
  const current = (await loadState(deps.store, stream, payoutAccountDecider)).accounts[gateway];
  if (current && current.bankRevision >= revision) return current;

  // Keys name the revision: a retry sends the same request (Stripe refuses a key reused with
  // other parameters), and new details are a new request.
  const result = current
    ? await runAsSystem(deps, correlationId, stream, payoutAccountDecider, {
        type: 'RecordPayoutBankReplaced',
        actor: MONEY_WORKER,
        providerId,
        gateway,
        bankRevision: revision,
        ...(await deps.gateway.replacePayoutBankAccount({
          accountId: current.accountId,
          bank,
          idempotencyKey: `payout-bank-${providerId}-r${revision}`,
        })),
      })
    : await runAsSystem(deps, correlationId, stream, payoutAccountDecider, {
        type: 'RecordPayoutAccountOpened',
        actor: MONEY_WORKER,
        providerId,
        gateway,
        bankRevision: revision,
        ...(await deps.gateway.openPayoutAccount({
          providerId,
          email: provider.profile.contactEmail,
          businessName: provider.profile.businessName,
          bank,
          idempotencyKey: `payout-account-${providerId}-r${revision}`,
        })),
      });
  return result.state.accounts[gateway] ?? null;
}
