import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { type PayoutAccountCommand, payoutAccountDecider } from './decider';
import { type PayoutAccountEvent, payoutAccountEvents } from './events';

const worker = systemActor('payout-accounts');
const owner = { kind: 'user', userId: 'u-provider', roles: [] } as const;
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const now = new Date('2026-06-01T12:00:00Z');
const at = now.toISOString();

const open: Extract<PayoutAccountCommand, { type: 'RecordPayoutAccountOpened' }> = {
  type: 'RecordPayoutAccountOpened',
  actor: worker,
  providerId: 'prov-1',
  gateway: 'stripe',
  accountId: 'acct_1',
  bankRevision: 1,
  payoutsEnabled: false,
  requirementsDue: ['individual.dob.day', 'tos_acceptance.date'],
};
const opened: PayoutAccountEvent = {
  type: 'PayoutAccountOpened',
  data: {
    providerId: 'prov-1',
    gateway: 'stripe',
    accountId: 'acct_1',
    bankRevision: 1,
    payoutsEnabled: false,
    requirementsDue: ['individual.dob.day', 'tos_acceptance.date'],
    openedAt: at,
  },
};
const replace: Extract<PayoutAccountCommand, { type: 'RecordPayoutBankReplaced' }> = {
  type: 'RecordPayoutBankReplaced',
  actor: worker,
  providerId: 'prov-1',
  gateway: 'stripe',
  bankRevision: 2,
  payoutsEnabled: false,
  requirementsDue: ['individual.dob.day'],
};
const replaced: PayoutAccountEvent = {
  type: 'PayoutAccountBankReplaced',
  data: {
    providerId: 'prov-1',
    gateway: 'stripe',
    accountId: 'acct_1',
    bankRevision: 2,
    payoutsEnabled: false,
    requirementsDue: ['individual.dob.day'],
    replacedAt: at,
  },
};
const enable: Extract<PayoutAccountCommand, { type: 'RecordPayoutAccountStatus' }> = {
  type: 'RecordPayoutAccountStatus',
  actor: worker,
  providerId: 'prov-1',
  gateway: 'stripe',
  accountId: 'acct_1',
  payoutsEnabled: true,
  requirementsDue: [],
};
const enabled: PayoutAccountEvent = {
  type: 'PayoutAccountStatusChanged',
  data: {
    providerId: 'prov-1',
    gateway: 'stripe',
    accountId: 'acct_1',
    payoutsEnabled: true,
    requirementsDue: [],
    changedAt: at,
  },
};

describe('payout account event schemas', () => {
  it.each([opened, replaced, enabled])('$type matches its schema', (event) => {
    expect(payoutAccountEvents[event.type].schema.safeParse(event.data).success).toBe(true);
  });
});

describe('opening', () => {
  it('given nothing, when the worker has opened an account at the gateway, then it is recorded', () => {
    given(payoutAccountDecider).when(open, now).thenEvents([opened]);
  });

  it('given the account, when the same account is recorded again (a retried job), then nothing changes', () => {
    given(payoutAccountDecider, [opened]).when(open, now).thenEvents([]);
  });

  it('refuses a second, different account at the same gateway', () => {
    given(payoutAccountDecider, [opened])
      .when({ ...open, accountId: 'acct_2' }, now)
      .thenRefused('PAYOUT_ACCOUNT_ALREADY_OPEN');
  });

  it('given a simulated account, when a Stripe account is opened, then both are kept (a switch of gateway)', () => {
    const simulated: PayoutAccountEvent = {
      type: 'PayoutAccountOpened',
      data: {
        ...opened.data,
        gateway: 'simulated',
        accountId: 'acct_sim_1',
        payoutsEnabled: true,
        requirementsDue: [],
      },
    };
    const state = given(payoutAccountDecider, [simulated, opened]).state;
    expect(state.accounts.simulated?.accountId).toBe('acct_sim_1');
    expect(state.accounts.stripe?.accountId).toBe('acct_1');
  });

  it.each([owner, admin])('refuses anyone but the payout-account worker (%o)', (actor) => {
    given(payoutAccountDecider)
      .when({ ...open, actor }, now)
      .thenRefused('FORBIDDEN');
  });
});

describe('new bank details', () => {
  it('given the account, when newer bank details were sent to the gateway, then they are recorded', () => {
    given(payoutAccountDecider, [opened]).when(replace, now).thenEvents([replaced]);
  });

  it('ignores an older or the same revision arriving late', () => {
    given(payoutAccountDecider, [opened, replaced]).when(replace, now).thenEvents([]);
    given(payoutAccountDecider, [opened, replaced])
      .when({ ...replace, bankRevision: 1 }, now)
      .thenEvents([]);
  });

  it('refuses when no account was opened at that gateway', () => {
    given(payoutAccountDecider).when(replace, now).thenRefused('PAYOUT_ACCOUNT_NOT_FOUND');
  });
});

describe('status', () => {
  it('given requirements due, when the provider finished onboarding, then payouts are enabled', () => {
    const { state } = given(payoutAccountDecider, [opened, enabled]);
    expect(state.accounts.stripe).toEqual({
      accountId: 'acct_1',
      bankRevision: 1,
      payoutsEnabled: true,
      requirementsDue: [],
    });
    given(payoutAccountDecider, [opened]).when(enable, now).thenEvents([enabled]);
  });

  it('records nothing when the gateway says what it said before (webhooks come twice)', () => {
    given(payoutAccountDecider, [opened, enabled]).when(enable, now).thenEvents([]);
  });

  it('keeps the bank revision through a status change', () => {
    const { state } = given(payoutAccountDecider, [opened, replaced, enabled]);
    expect(state.accounts.stripe?.bankRevision).toBe(2);
  });

  it('refuses a status about an account that is not the provider’s', () => {
    given(payoutAccountDecider, [opened])
      .when({ ...enable, accountId: 'acct_other' }, now)
      .thenRefused('PAYOUT_ACCOUNT_NOT_FOUND');
    given(payoutAccountDecider).when(enable, now).thenRefused('PAYOUT_ACCOUNT_NOT_FOUND');
  });
});
