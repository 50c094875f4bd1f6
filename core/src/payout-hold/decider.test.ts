import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { type PayoutHoldCommand, payoutHoldDecider } from './decider';
import { type PayoutHoldEvent, payoutHoldEvents } from './events';

const investigator = { kind: 'user', userId: 'u-inv', roles: ['investigator'] } as const;
const verifier = { kind: 'user', userId: 'u-ver', roles: ['verifier'] } as const;
const now = new Date('2026-06-01T12:00:00.000Z');
const at = now.toISOString();

const freeze: PayoutHoldCommand = {
  type: 'FreezeProviderPayouts',
  actor: investigator,
  providerId: 'p1',
  reason: ' Fraud alert under investigation ',
};
const unfreeze: PayoutHoldCommand = {
  type: 'UnfreezeProviderPayouts',
  actor: investigator,
  providerId: 'p1',
  reason: 'Cleared',
};
const frozen: PayoutHoldEvent = {
  type: 'ProviderPayoutsFrozen',
  data: { providerId: 'p1', reason: 'Fraud alert under investigation', frozenBy: 'u-inv', frozenAt: at },
};
const unfrozen: PayoutHoldEvent = {
  type: 'ProviderPayoutsUnfrozen',
  data: { providerId: 'p1', reason: 'Cleared', unfrozenBy: 'u-inv', unfrozenAt: at },
};

describe('provider payout hold', () => {
  it('events match their schemas', () => {
    for (const event of [frozen, unfrozen])
      expect(payoutHoldEvents[event.type].schema.safeParse(event.data).success).toBe(true);
  });

  it('given nothing, when an investigator freezes payouts with a reason, then they are frozen', () => {
    const outcome = given(payoutHoldDecider).when(freeze, now).thenEvents([frozen]);
    expect(payoutHoldDecider.evolve(payoutHoldDecider.initialState, outcome[0] as PayoutHoldEvent)).toEqual({
      frozen: true,
      reason: 'Fraud alert under investigation',
      since: at,
    });
  });

  it('given frozen payouts, when unfrozen, then they are no longer frozen', () => {
    given(payoutHoldDecider, [frozen]).when(unfreeze, now).thenEvents([unfrozen]);
    expect(given(payoutHoldDecider, [frozen, unfrozen]).state.frozen).toBe(false);
  });

  it('refuses freezing twice and unfreezing what is not frozen', () => {
    given(payoutHoldDecider, [frozen])
      .when(freeze, now)
      .thenRefused('PAYOUTS_ALREADY_FROZEN', 'Payouts to this provider are already frozen.');
    given(payoutHoldDecider).when(unfreeze, now).thenRefused('PAYOUTS_NOT_FROZEN');
    given(payoutHoldDecider, [frozen, unfrozen]).when(unfreeze, now).thenRefused('PAYOUTS_NOT_FROZEN');
  });

  it('a freeze carried out from a fraud alert finds frozen payouts done: nothing appended, no refusal', () => {
    given(payoutHoldDecider, [frozen])
      .when({ ...freeze, skipIfInForce: true }, now)
      .thenEvents([]);
    given(payoutHoldDecider, [frozen, unfrozen])
      .when({ ...freeze, skipIfInForce: true }, now)
      .thenEvents([frozen]);
  });

  it('refuses an empty reason', () => {
    given(payoutHoldDecider)
      .when({ ...freeze, reason: '  ' }, now)
      .thenRefused('PAYOUT_HOLD_REASON_REQUIRED');
  });

  it('only investigators (and admins) freeze or unfreeze, never the platform or a verifier', () => {
    given(payoutHoldDecider)
      .when({ ...freeze, actor: verifier }, now)
      .thenRefused('FORBIDDEN');
    given(payoutHoldDecider)
      .when({ ...freeze, actor: systemActor('rules') }, now)
      .thenRefused('FORBIDDEN');
    given(payoutHoldDecider)
      .when({ ...freeze, actor: { kind: 'user', userId: 'u-admin', roles: ['admin'] } }, now)
      .thenEvents([{ ...frozen, data: { ...frozen.data, frozenBy: 'u-admin' } } as PayoutHoldEvent]);
  });
});
