import type pg from 'pg';
import type { PayoutAccountRow } from './rows';

/** The provider's account at the gateway payments go through now (a switch of gateway opens a new one). */
export async function payoutAccountOf(
  pool: pg.Pool,
  gateway: string,
  providerId: string,
): Promise<PayoutAccountRow | null> {
  const { rows } = await pool.query<PayoutAccountRow>(
    'SELECT * FROM rm.payout_accounts WHERE gateway = $1 AND provider_id = $2',
    [gateway, providerId],
  );
  return rows[0] ?? null;
}

/** The account the gateway names, e.g. in a webhook; null when it is not one of ours. */
export async function payoutAccountById(
  pool: pg.Pool,
  gateway: string,
  accountId: string,
): Promise<PayoutAccountRow | null> {
  const { rows } = await pool.query<PayoutAccountRow>(
    'SELECT * FROM rm.payout_accounts WHERE gateway = $1 AND account_id = $2',
    [gateway, accountId],
  );
  return rows[0] ?? null;
}
