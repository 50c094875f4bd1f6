import type { PAYOUT_ACCOUNT_STATUSES, payoutAccountResponse } from '@esm/contract/providers';
import { systemActor } from '@esm/core/kernel/actor';
import { payoutAccountDecider } from '@esm/core/payout-account/decider';
import { payoutAccountStream } from '@esm/core/payout-account/events';
import type { PayoutAccountRow } from '@esm/projections/payout-accounts/rows';
import type { z } from 'zod';
import type { ApiContext } from '../http/context';

const MESSAGES: Record<(typeof PAYOUT_ACCOUNT_STATUSES)[number], string> = {
  no_bank_details: 'Add your bank details so we can pay you.',
  setting_up: 'We are setting up payouts to your bank account. This takes a moment.',
  action_required:
    'Our payment partner needs a few more details before we can pay you. Payouts wait until this is done.',
  enabled: 'Payouts are set up: we pay into your bank account on each payout date.',
};

export function payoutAccountJson(
  gateway: 'simulated' | 'stripe',
  hasBankDetails: boolean,
  account: PayoutAccountRow | null,
): z.infer<typeof payoutAccountResponse> {
  const status = !hasBankDetails
    ? 'no_bank_details'
    : !account
      ? 'setting_up'
      : account.payouts_enabled
        ? 'enabled'
        : 'action_required';
  return { gateway, status, requirementsDue: account?.requirements_due ?? [], message: MESSAGES[status] };
}

/**
 * Re-reads the account at the gateway and records what it says now: after an account.updated
 * webhook, and when the provider comes back from the gateway's onboarding page (so the screen is
 * right even before, or without, the webhook).
 */
export async function refreshPayoutAccountStatus(
  ctx: ApiContext,
  account: Pick<PayoutAccountRow, 'provider_id' | 'account_id'>,
  correlationId: string,
): Promise<void> {
  const { payoutsEnabled, requirementsDue } = await ctx.gateway.retrievePayoutAccount(account.account_id);
  const actor = systemActor('payout-account-status');
  await ctx.commands.run({
    stream: payoutAccountStream(account.provider_id),
    decider: payoutAccountDecider,
    command: {
      type: 'RecordPayoutAccountStatus',
      actor,
      providerId: account.provider_id,
      gateway: ctx.gateway.name,
      accountId: account.account_id,
      payoutsEnabled,
      requirementsDue,
    },
    actor,
    correlationId,
  });
}
