import type { PayoutAccountEvent } from '@esm/core/payout-account/events';
import type { ProviderEvent } from '@esm/core/provider/events';
import { describe, it } from 'vitest';
import { given, recordedAt } from '../process-manager/testing/given-events';
import { PAYOUT_ACCOUNT_SYNC_QUEUE, payoutAccountSyncProcess } from './sync-payout-account';

const bank = (
  type: 'ProviderBankDetailsAdded' | 'ProviderBankDetailsChanged',
  revision: number,
): ProviderEvent => ({
  type,
  data: {
    providerId: 'prov-1',
    userId: 'u1',
    bankAccountHolderName: 'Stages Ltd',
    bankAccountNumber: '12345678',
    bankSortCode: '12-34-56',
    bankName: 'Barclays',
    accountNumberLast4: '5678',
    revision,
    bankDetailsAddedAt: recordedAt,
  },
});
const status = (payoutsEnabled: boolean): PayoutAccountEvent => ({
  type: 'PayoutAccountStatusChanged',
  data: {
    providerId: 'prov-1',
    gateway: 'stripe',
    accountId: 'acct_1',
    payoutsEnabled,
    requirementsDue: payoutsEnabled ? [] : ['external_account'],
    changedAt: recordedAt,
  },
});
const sync = (key: string) => ({
  kind: 'schedule' as const,
  key,
  queue: PAYOUT_ACCOUNT_SYNC_QUEUE,
  runAt: new Date(recordedAt),
  data: { providerId: 'prov-1' },
});

describe('payout account sync: the gateway account follows the provider’s bank details', () => {
  it('syncs once per bank details revision', () => {
    given<ProviderEvent>(payoutAccountSyncProcess, [
      bank('ProviderBankDetailsAdded', 1),
      bank('ProviderBankDetailsChanged', 2),
    ]).thenTimers([sync('payout-account-sync:prov-1:r1'), sync('payout-account-sync:prov-1:r2')]);
  });

  it('syncs again each time the gateway enables payouts, and not when it disables them', () => {
    given<PayoutAccountEvent>(payoutAccountSyncProcess, [
      { event: status(false), position: 7 },
      { event: status(true), position: 9 },
    ]).thenTimers([sync('payout-account-enabled:prov-1:9')]);
  });
});
