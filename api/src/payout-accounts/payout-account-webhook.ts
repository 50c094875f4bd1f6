import type pg from 'pg';
import type { ApiContext } from '../http/context';
import { type PayoutAccountRow, refreshPayoutAccountStatus } from './payout-account-status';

async function accountById(pool: pg.Pool, gateway: string, accountId: string) {
  const { rows } = await pool.query<PayoutAccountRow>(
    'SELECT * FROM rm.payout_accounts WHERE gateway = $1 AND account_id = $2',
    [gateway, accountId],
  );
  return rows[0] ?? null;
}

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
  const account = await accountById(ctx.pool, ctx.gateway.name, accountId);
  if (!account) return 'ignored';
  await refreshPayoutAccountStatus(ctx, account, correlationId);
  return 'payout_account_updated';
}
