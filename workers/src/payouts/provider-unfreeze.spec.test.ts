import type { PayoutHoldEvent } from '@esm/core/payout-hold/events';
import { describe, it } from 'vitest';
import { given, recordedAt } from '../process-manager/testing/given-events';
import { PAYOUT_PROVIDER_RESUME_QUEUE, providerPayoutsResumeProcess } from './provider-unfreeze';

describe('provider payouts resume: an unfreeze retries the waiting payouts at once', () => {
  it('a freeze schedules nothing; the unfreeze schedules one resume for the provider', () => {
    given<PayoutHoldEvent>(providerPayoutsResumeProcess, [
      {
        type: 'ProviderPayoutsFrozen',
        data: { providerId: 'p1', reason: 'Alert', frozenBy: 'u-inv', frozenAt: recordedAt },
      },
      {
        type: 'ProviderPayoutsUnfrozen',
        data: { providerId: 'p1', reason: 'Cleared', unfrozenBy: 'u-inv', unfrozenAt: recordedAt },
      },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'payout-provider-resume:event-2',
        queue: PAYOUT_PROVIDER_RESUME_QUEUE,
        runAt: new Date(recordedAt),
        data: { providerId: 'p1', position: 2 },
      },
    ]);
  });
});
