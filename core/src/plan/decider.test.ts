import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { fold } from '../kernel/decider';
import { given } from '../kernel/given-when-then';
import { type PlanCommand, planDecider } from './decider';
import type { PlanEvent } from './events';
import { balancePaymentDaysFor, commissionFor, planAt } from './plan-at';
import { planDueAction } from './renewal';

const providerId = 'p1';
const owner = { kind: 'user', userId: 'u-provider', roles: [] } as const;
const client = { kind: 'user', userId: 'u-client', roles: [] } as const;
const billing = systemActor('billing');
const now = new Date('2026-06-01T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

const request = (plan: string, paymentId = 'pay-1', actor: PlanCommand['actor'] = owner): PlanCommand => ({
  type: 'RequestPlanUpgrade',
  actor,
  providerId,
  providerUserId: actor.kind === 'user' && actor.userId === 'u-provider' ? 'u-provider' : null,
  plan,
  paymentId,
});
const requested: PlanEvent = {
  type: 'PlanUpgradeRequested',
  data: {
    providerId,
    plan: 'professional',
    price: 2900,
    credit: 0,
    amount: 2900,
    paymentId: 'pay-1',
    requestedBy: 'u-provider',
    requestedAt: now.toISOString(),
  },
};
const activated: PlanEvent = {
  type: 'PlanActivated',
  data: {
    providerId,
    plan: 'professional',
    previousPlan: 'basic',
    amount: 2900,
    paymentId: 'pay-1',
    termStart: '2026-06-01T12:00:00.000Z',
    termEnd: '2026-07-01T12:00:00.000Z',
    termValue: 2900,
    activatedAt: '2026-06-01T12:00:00.000Z',
  },
};
const professional = [requested, activated];
const cancelAt = (iso: string): PlanEvent => ({
  type: 'PlanCancellationRequested',
  data: {
    providerId,
    plan: 'professional',
    requestedBy: 'u-provider',
    requestedAt: iso,
    endsAt: '2026-07-10T12:00:00.000Z',
  },
});
const renew = (paymentId: string, succeeded = true): PlanCommand => ({
  type: 'RecordPlanRenewal',
  actor: billing,
  providerId,
  paymentId,
  succeeded,
});

describe('plan: upgrade requested (upgrade page, errors)', () => {
  it('Basic by default: the provider requests Professional at £29', () => {
    given(planDecider).when(request('professional'), now).thenEvents([requested]);
  });

  it('Enterprise costs £99', () => {
    const outcome = given(planDecider).when(request('enterprise'), now).outcome;
    expect(outcome).toMatchObject([{ data: { plan: 'enterprise', price: 9900, amount: 9900 } }]);
  });

  it('refuses an unknown plan with the spec’s text', () => {
    given(planDecider)
      .when(request('platinum'), now)
      .thenRefused('PLAN_NOT_FOUND', 'Upgrade plan not found.');
    given(planDecider).when(request('basic'), now).thenRefused('PLAN_NOT_FOUND');
  });

  it('refuses someone without the provider profile with the spec’s text', () => {
    given(planDecider)
      .when(request('professional', 'pay-1', client), now)
      .thenRefused('PLAN_FORBIDDEN', "You don't have permission to upgrade.");
  });

  it('refuses the plan already in force', () => {
    given(planDecider, professional)
      .when(request('professional', 'pay-2'), now)
      .thenRefused('PLAN_ALREADY_ACTIVE', 'You are already on the Professional plan.');
  });

  it('refuses a downgrade: cancel instead', () => {
    const enterprise = [
      { ...requested, data: { ...requested.data, plan: 'enterprise', price: 9900, amount: 9900 } },
      { ...activated, data: { ...activated.data, plan: 'enterprise', termValue: 9900, amount: 9900 } },
    ] as PlanEvent[];
    given(planDecider, enterprise)
      .when(request('professional', 'pay-2'), now)
      .thenRefused('PLAN_DOWNGRADE_NOT_ALLOWED');
  });

  it('an upgrade from Professional to Enterprise is credited with the unused part of the paid month', () => {
    const halfway = at('2026-06-16T12:00:00.000Z');
    given(planDecider, professional)
      .when(request('enterprise', 'pay-2'), halfway)
      .thenEvents([
        {
          type: 'PlanUpgradeRequested',
          data: {
            providerId,
            plan: 'enterprise',
            price: 9900,
            credit: 1450,
            amount: 8450,
            paymentId: 'pay-2',
            requestedBy: 'u-provider',
            requestedAt: halfway.toISOString(),
          },
        },
      ]);
  });
});

describe('plan: payment', () => {
  it('activates when paid: a calendar month from now, UK time', () => {
    given(planDecider, [requested])
      .when({ type: 'ActivatePlan', actor: billing, providerId, paymentId: 'pay-1' }, now)
      .thenEvents([activated]);
  });

  it('a payment webhook delivered twice activates once', () => {
    given(planDecider, professional)
      .when({ type: 'ActivatePlan', actor: billing, providerId, paymentId: 'pay-1' }, now)
      .thenEvents([]);
  });

  it('refuses activation for a payment no upgrade is waiting for', () => {
    given(planDecider, [requested])
      .when({ type: 'ActivatePlan', actor: billing, providerId, paymentId: 'pay-x' }, now)
      .thenRefused('PLAN_PAYMENT_UNKNOWN');
  });

  it('a failed upgrade payment drops the request; a stale failure changes nothing', () => {
    given(planDecider, [requested])
      .when({ type: 'FailPlanPayment', actor: billing, providerId, paymentId: 'pay-1' }, now)
      .thenEvents([
        {
          type: 'PlanUpgradePaymentFailed',
          data: { providerId, plan: 'professional', paymentId: 'pay-1', failedAt: now.toISOString() },
        },
      ]);
    given(planDecider, professional)
      .when({ type: 'FailPlanPayment', actor: billing, providerId, paymentId: 'pay-1' }, now)
      .thenEvents([]);
  });

  it('only the payment system activates, fails, renews or ends plans', () => {
    given(planDecider, [requested])
      .when({ type: 'ActivatePlan', actor: owner, providerId, paymentId: 'pay-1' }, now)
      .thenRefused('FORBIDDEN');
    given(planDecider, professional)
      .when({ ...renew('pay-2'), actor: owner }, now)
      .thenRefused('FORBIDDEN');
  });
});

describe('plan: monthly renewal (monthly auto-billing)', () => {
  const due = at('2026-07-01T12:00:00.000Z');

  it('renews for the next calendar month when paid', () => {
    given(planDecider, professional)
      .when(renew('pay-2'), due)
      .thenEvents([
        {
          type: 'PlanRenewed',
          data: {
            providerId,
            plan: 'professional',
            amount: 2900,
            paymentId: 'pay-2',
            termStart: '2026-07-01T12:00:00.000Z',
            termEnd: '2026-08-01T12:00:00.000Z',
            renewedAt: due.toISOString(),
          },
        },
      ]);
  });

  it('a failed renewal payment ends the plan, back to Basic', () => {
    given(planDecider, professional)
      .when(renew('pay-2', false), due)
      .thenEvents([
        {
          type: 'PlanEnded',
          data: {
            providerId,
            plan: 'professional',
            reason: 'renewal_payment_failed',
            failedPaymentId: 'pay-2',
            endedAt: due.toISOString(),
          },
        },
      ]);
  });

  it('the same renewal payment reported twice renews once', () => {
    const renewed = fold(planDecider, professional);
    const outcome = planDecider.decide(renew('pay-2'), renewed, due);
    const history = [...professional, ...(outcome as PlanEvent[])];
    given(planDecider, history).when(renew('pay-2'), due).thenEvents([]);
  });

  it('refuses a renewal before the term ends', () => {
    given(planDecider, professional)
      .when(renew('pay-2'), at('2026-06-20T12:00:00.000Z'))
      .thenRefused('PLAN_RENEWAL_NOT_DUE');
  });

  it('refuses a renewal on Basic', () => {
    given(planDecider).when(renew('pay-2'), due).thenRefused('PLAN_NOT_SUBSCRIBED');
  });

  it('refuses a renewal once the cancellation has ended the subscription at the term’s end', () => {
    const cancelledEarly: PlanEvent = {
      type: 'PlanCancellationRequested',
      data: {
        providerId,
        plan: 'professional',
        requestedBy: 'u-provider',
        requestedAt: '2026-05-25T12:00:00.000Z',
        endsAt: '2026-07-01T12:00:00.000Z',
      },
    };
    given(planDecider, [...professional, cancelledEarly])
      .when(renew('pay-2'), due)
      .thenRefused('PLAN_NOT_RENEWING');
  });

  it('notice running past the term’s end renews once more, pro rata, up to the cancellation', () => {
    given(planDecider, [...professional, cancelAt('2026-06-10T12:00:00.000Z')])
      .when(renew('pay-2'), due)
      .thenEvents([
        {
          type: 'PlanRenewed',
          data: {
            providerId,
            plan: 'professional',
            amount: 842,
            paymentId: 'pay-2',
            termStart: '2026-07-01T12:00:00.000Z',
            termEnd: '2026-07-10T12:00:00.000Z',
            renewedAt: due.toISOString(),
          },
        },
      ]);
  });
});

describe('plan: cancellation with 30 days’ notice', () => {
  it('ends at the later of 30 days from now and the end of the paid month', () => {
    given(planDecider, professional)
      .when(
        { type: 'RequestPlanCancellation', actor: owner, providerId, providerUserId: 'u-provider' },
        at('2026-06-10T12:00:00.000Z'),
      )
      .thenEvents([cancelAt('2026-06-10T12:00:00.000Z')]);
  });

  it('refuses a second cancellation, a cancellation on Basic and someone else’s', () => {
    const cancel = {
      type: 'RequestPlanCancellation',
      actor: owner,
      providerId,
      providerUserId: 'u-provider',
    } as const;
    given(planDecider, [...professional, cancelAt('2026-06-10T12:00:00.000Z')])
      .when(cancel, now)
      .thenRefused('PLAN_CANCELLATION_ALREADY_REQUESTED');
    given(planDecider).when(cancel, now).thenRefused('PLAN_NOT_SUBSCRIBED');
    given(planDecider, professional)
      .when({ ...cancel, actor: client }, now)
      .thenRefused('PLAN_FORBIDDEN');
  });

  it('the end timer returns the provider to Basic when the notice has run; early or repeated, nothing', () => {
    const history = [...professional, cancelAt('2026-06-10T12:00:00.000Z')];
    const end = { type: 'EndPlan', actor: billing, providerId } as const;
    given(planDecider, history)
      .when(end, at('2026-07-10T12:00:00.000Z'))
      .thenEvents([
        {
          type: 'PlanEnded',
          data: {
            providerId,
            plan: 'professional',
            reason: 'cancelled',
            failedPaymentId: null,
            endedAt: '2026-07-10T12:00:00.000Z',
          },
        },
      ]);
    given(planDecider, history).when(end, at('2026-07-09T12:00:00.000Z')).thenEvents([]);
    given(planDecider, professional).when(end, at('2026-07-10T12:00:00.000Z')).thenEvents([]);
  });
});

describe('plan in force: commission and payout timing from the next booking on', () => {
  const ended: PlanEvent = {
    type: 'PlanEnded',
    data: {
      providerId,
      plan: 'professional',
      reason: 'cancelled',
      failedPaymentId: null,
      endedAt: '2026-07-10T12:00:00.000Z',
    },
  };
  const state = fold(planDecider, [...professional, cancelAt('2026-06-10T12:00:00.000Z'), ended]);

  it('Basic before activation, Professional while in force, Basic again after the end', () => {
    expect(planAt(state, at('2026-05-31T12:00:00.000Z'))).toBe('basic');
    expect(planAt(state, now)).toBe('professional');
    expect(planAt(state, at('2026-07-10T11:59:59.000Z'))).toBe('professional');
    expect(planAt(state, at('2026-07-10T12:00:00.000Z'))).toBe('basic');
  });

  it('commission 20% / 15% and balance payment 7 / 5 days follow the plan of the booking’s moment', () => {
    expect(commissionFor(state, at('2026-05-31T12:00:00.000Z'))).toBe(2000);
    expect(commissionFor(state, now)).toBe(1500);
    expect(balancePaymentDaysFor(state, now)).toBe(5);
    expect(balancePaymentDaysFor(state, at('2026-08-01T12:00:00.000Z'))).toBe(7);
  });

  it('the billing worker renews at the term’s end, ends after the notice, and otherwise waits', () => {
    expect(planDueAction(fold(planDecider, professional), at('2026-06-20T12:00:00.000Z'))).toEqual({
      action: 'none',
    });
    expect(planDueAction(fold(planDecider, professional), at('2026-07-01T12:00:00.000Z'))).toEqual({
      action: 'renew',
      amount: 2900,
    });
    const cancelled = fold(planDecider, [...professional, cancelAt('2026-06-10T12:00:00.000Z')]);
    expect(planDueAction(cancelled, at('2026-07-01T12:00:00.000Z'))).toEqual({
      action: 'renew',
      amount: 842,
    });
    expect(planDueAction(cancelled, at('2026-07-10T12:00:00.000Z'))).toEqual({ action: 'end' });
    expect(planDueAction(fold(planDecider, []), now)).toEqual({ action: 'none' });
  });
});
