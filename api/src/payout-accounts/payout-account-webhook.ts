import { payoutAccountById } from '@esm/projections/payout-accounts/queries';
import type { ApiContext } from '../http/context';
import { refreshPayoutAccountStatus } from './payout-account-status';

/**
 * Stripe's account.updated (a provider finished onboarding, or Stripe wants more): the account is
 * re-read, so a late or repeated webhook records only what is true now. An account that is not
 * one of ours (another platform's test event) is ignored.
 */
export async function payoutAccountWebhook(
  ctx: ApiContext,
  accountId: string,
  correlationId: string,
): Promise<string> {
  const account = await payoutAccountById(ctx.pool, ctx.gateway.name, accountId);
  if (!account) return 'ignored';
  await refreshPayoutAccountStatus(ctx, account, correlationId);
  return 'payout_account_updated';
}
