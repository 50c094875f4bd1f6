/** A row of rm.payout_accounts: a provider's account at one gateway. */
export interface PayoutAccountRow {
  provider_id: string;
  gateway: 'simulated' | 'stripe';
  account_id: string;
  payouts_enabled: boolean;
  requirements_due: string[];
}
