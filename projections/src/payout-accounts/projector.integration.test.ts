import type { PayoutAccountEvent } from '@esm/core/payout-account/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { payoutAccountsProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(payoutAccountsProjector);
});
afterAll(() => spec.close());

const opened = (gateway: 'stripe' | 'simulated', accountId: string): PayoutAccountEvent => ({
  type: 'PayoutAccountOpened',
  data: {
    providerId: 'prov-1',
    gateway,
    accountId,
    bankRevision: 1,
    payoutsEnabled: false,
    requirementsDue: ['external_account', 'individual.dob'],
    openedAt: '2026-06-01T12:00:00.000Z',
  },
});

describe('payout accounts projector: given payout account events, then one row per provider and gateway', () => {
  it('opens an account per gateway and follows what the gateway still needs', async () => {
    const rm = await spec.given<PayoutAccountEvent>([
      opened('stripe', 'acct_1'),
      opened('simulated', 'sim_1'),
      {
        event: {
          type: 'PayoutAccountStatusChanged',
          data: {
            providerId: 'prov-1',
            gateway: 'stripe',
            accountId: 'acct_1',
            payoutsEnabled: true,
            requirementsDue: [],
            changedAt: '2026-06-02T09:00:00.000Z',
          },
        },
        at: '2026-06-02T09:00:00.000Z',
      },
    ]);
    await rm.thenRows(
      'payout_accounts',
      [
        {
          provider_id: 'prov-1',
          gateway: 'simulated',
          account_id: 'sim_1',
          bank_revision: 1,
          payouts_enabled: false,
          requirements_due: ['external_account', 'individual.dob'],
        },
        {
          provider_id: 'prov-1',
          gateway: 'stripe',
          account_id: 'acct_1',
          bank_revision: 1,
          payouts_enabled: true,
          requirements_due: [],
          opened_at: '2026-06-01T12:00:00.000Z',
          updated_at: '2026-06-02T09:00:00.000Z',
        },
      ],
      'gateway',
    );
  });

  it('takes the new bank revision when the bank account is replaced', async () => {
    const rm = await spec.given<PayoutAccountEvent>([
      opened('stripe', 'acct_1'),
      {
        type: 'PayoutAccountBankReplaced',
        data: {
          providerId: 'prov-1',
          gateway: 'stripe',
          accountId: 'acct_1',
          bankRevision: 2,
          payoutsEnabled: false,
          requirementsDue: ['external_account'],
          replacedAt: '2026-06-03T09:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('payout_accounts', [
      { gateway: 'stripe', bank_revision: 2, payouts_enabled: false, requirements_due: ['external_account'] },
    ]);
  });
});
