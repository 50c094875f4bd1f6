import { type CommandActor, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError } from '../kernel/errors';
import { payoutAccountErrors } from './errors';
import type { PayoutAccountEvent, PayoutGateway } from './events';

/** What the gateway answered about the account, recorded as it was. */
export interface PayoutAccountStatus {
  payoutsEnabled: boolean;
  requirementsDue: string[];
}

/**
 * The provider's payout accounts are the gateway's records; this lifecycle only remembers which
 * account is theirs and what the gateway last said about it, so the payout worker knows where to
 * transfer and the provider sees what is still needed. Only the payout-account worker records.
 */
export type PayoutAccountCommand =
  | ({
      type: 'RecordPayoutAccountOpened';
      actor: CommandActor;
      providerId: string;
      gateway: PayoutGateway;
      accountId: string;
      bankRevision: number;
    } & PayoutAccountStatus)
  | ({
      type: 'RecordPayoutBankReplaced';
      actor: CommandActor;
      providerId: string;
      gateway: PayoutGateway;
      bankRevision: number;
    } & PayoutAccountStatus)
  | ({
      type: 'RecordPayoutAccountStatus';
      actor: CommandActor;
      providerId: string;
      gateway: PayoutGateway;
      accountId: string;
    } & PayoutAccountStatus);

export interface PayoutAccount extends PayoutAccountStatus {
  accountId: string;
  bankRevision: number;
}

export interface PayoutAccountState {
  accounts: Partial<Record<PayoutGateway, PayoutAccount>>;
}

const sameStatus = (a: PayoutAccountStatus, b: PayoutAccountStatus) =>
  a.payoutsEnabled === b.payoutsEnabled &&
  a.requirementsDue.length === b.requirementsDue.length &&
  a.requirementsDue.every((field, index) => field === b.requirementsDue[index]);

function decide(
  command: PayoutAccountCommand,
  state: PayoutAccountState,
  now: Date,
): PayoutAccountEvent[] | DomainError {
  if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
  const { providerId, gateway, payoutsEnabled, requirementsDue } = command;
  const current = state.accounts[gateway];
  const at = now.toISOString();
  switch (command.type) {
    case 'RecordPayoutAccountOpened': {
      // A retried job that opened the same account again (same idempotency key) changes nothing.
      if (current?.accountId === command.accountId) return [];
      if (current) return payoutAccountErrors.error('PAYOUT_ACCOUNT_ALREADY_OPEN');
      const { accountId, bankRevision } = command;
      return [
        {
          type: 'PayoutAccountOpened',
          data: {
            providerId,
            gateway,
            accountId,
            bankRevision,
            payoutsEnabled,
            requirementsDue,
            openedAt: at,
          },
        },
      ];
    }
    case 'RecordPayoutBankReplaced': {
      if (!current) return payoutAccountErrors.error('PAYOUT_ACCOUNT_NOT_FOUND');
      // Details saved twice in a row reach the worker in any order; the newest revision wins.
      if (command.bankRevision <= current.bankRevision) return [];
      return [
        {
          type: 'PayoutAccountBankReplaced',
          data: {
            providerId,
            gateway,
            accountId: current.accountId,
            bankRevision: command.bankRevision,
            payoutsEnabled,
            requirementsDue,
            replacedAt: at,
          },
        },
      ];
    }
    case 'RecordPayoutAccountStatus': {
      if (current?.accountId !== command.accountId)
        return payoutAccountErrors.error('PAYOUT_ACCOUNT_NOT_FOUND');
      if (sameStatus(current, command)) return [];
      return [
        {
          type: 'PayoutAccountStatusChanged',
          data: {
            providerId,
            gateway,
            accountId: current.accountId,
            payoutsEnabled,
            requirementsDue,
            changedAt: at,
          },
        },
      ];
    }
  }
}

function evolve(state: PayoutAccountState, event: PayoutAccountEvent): PayoutAccountState {
  const { gateway, accountId, payoutsEnabled, requirementsDue } = event.data;
  const current = state.accounts[gateway];
  const bankRevision =
    event.type === 'PayoutAccountStatusChanged' ? (current?.bankRevision ?? 0) : event.data.bankRevision;
  return {
    accounts: {
      ...state.accounts,
      [gateway]: { accountId, bankRevision, payoutsEnabled, requirementsDue },
    },
  };
}

export const payoutAccountDecider: Decider<PayoutAccountCommand, PayoutAccountState, PayoutAccountEvent> = {
  initialState: { accounts: {} },
  decide,
  evolve,
};
