import { defineProjector } from '../runner/projector';

/**
 * Each provider's payout account per gateway: which account transfers go to and what the gateway
 * still needs from the provider, for the bank details screen, the back office and webhooks about
 * an account (found by its id).
 */
export const payoutAccountsProjector = defineProjector({
  name: 'payout-accounts',
  version: 1,
  tables: ['payout_accounts'],
  ddl: `
    CREATE TABLE payout_accounts (
      provider_id text NOT NULL,
      gateway text NOT NULL,
      account_id text NOT NULL,
      bank_revision int NOT NULL,
      payouts_enabled boolean NOT NULL,
      requirements_due text[] NOT NULL,
      opened_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (provider_id, gateway)
    );
    CREATE UNIQUE INDEX payout_accounts_account_idx ON payout_accounts (gateway, account_id);`,
  handles: ['PayoutAccountOpened', 'PayoutAccountBankReplaced', 'PayoutAccountStatusChanged'],
  async apply(event, db) {
    const at = event.occurredAt;
    const { providerId, gateway, accountId, payoutsEnabled, requirementsDue } = event.data;
    switch (event.type) {
      case 'PayoutAccountOpened':
        await db.query(
          `INSERT INTO payout_accounts (provider_id, gateway, account_id, bank_revision, payouts_enabled,
             requirements_due, opened_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (provider_id, gateway) DO NOTHING`,
          [providerId, gateway, accountId, event.data.bankRevision, payoutsEnabled, requirementsDue, at],
        );
        return;
      case 'PayoutAccountBankReplaced':
        await db.query(
          `UPDATE payout_accounts SET bank_revision = $3, payouts_enabled = $4, requirements_due = $5, updated_at = $6
           WHERE provider_id = $1 AND gateway = $2`,
          [providerId, gateway, event.data.bankRevision, payoutsEnabled, requirementsDue, at],
        );
        return;
      case 'PayoutAccountStatusChanged':
        await db.query(
          `UPDATE payout_accounts SET payouts_enabled = $3, requirements_due = $4, updated_at = $5
           WHERE provider_id = $1 AND gateway = $2`,
          [providerId, gateway, payoutsEnabled, requirementsDue, at],
        );
        return;
    }
  },
});
