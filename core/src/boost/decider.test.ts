import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { fold } from '../kernel/decider';
import { given } from '../kernel/given-when-then';
import { type BoostCommand, boostDecider } from './decider';
import type { BoostEvent } from './events';
import { boostDueAction } from './renewal';
import { CATEGORY_BOOST_PACKAGE_ID, FEATURED_BOOST_PACKAGE_ID } from './seed-packages';

const owner = { kind: 'user', userId: 'u-provider', roles: [] } as const;
const other = { kind: 'user', userId: 'u-other', roles: [] } as const;
const billing = systemActor('billing');
const now = new Date('2026-06-01T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

const service = { serviceId: 's1', providerId: 'p1', ownerUserId: 'u-provider' };
const categoryPackage = {
  packageId: CATEGORY_BOOST_PACKAGE_ID,
  name: 'Category Boost',
  description: 'Top of the category',
  durationDays: 30,
  price: 2500,
  features: [],
  isActive: true,
  sortOrder: 1,
  visibilityMultiplier: 2,
};
const featuredPackage = {
  ...categoryPackage,
  packageId: FEATURED_BOOST_PACKAGE_ID,
  name: 'Featured Boost',
  price: 4500,
  sortOrder: 2,
  visibilityMultiplier: 5,
};

const purchase = (
  overrides: Partial<Extract<BoostCommand, { type: 'RequestBoostPurchase' }>> = {},
): BoostCommand => ({
  type: 'RequestBoostPurchase',
  actor: owner,
  boostId: 'b1',
  paymentId: 'pay-1',
  service,
  boostPackage: categoryPackage,
  activeBoost: null,
  ...overrides,
});
const requested: BoostEvent = {
  type: 'BoostPurchaseRequested',
  data: {
    boostId: 'b1',
    serviceId: 's1',
    providerId: 'p1',
    packageId: CATEGORY_BOOST_PACKAGE_ID,
    packageName: 'Category Boost',
    durationDays: 30,
    price: 2500,
    visibilityMultiplier: 2,
    credit: 0,
    amount: 2500,
    upgradesBoostId: null,
    paymentId: 'pay-1',
    requestedBy: 'u-provider',
    requestedAt: now.toISOString(),
  },
};
const activated: BoostEvent = {
  type: 'BoostActivated',
  data: {
    boostId: 'b1',
    serviceId: 's1',
    providerId: 'p1',
    packageId: CATEGORY_BOOST_PACKAGE_ID,
    visibilityMultiplier: 2,
    amount: 2500,
    paymentId: 'pay-1',
    startDate: '2026-06-01T12:00:00.000Z',
    endDate: '2026-07-01T12:00:00.000Z',
    upgradesBoostId: null,
  },
};
const active = [requested, activated];
const cancelled = (requestedAt: string, endsAt: string): BoostEvent => ({
  type: 'BoostCancellationRequested',
  data: { boostId: 'b1', serviceId: 's1', requestedBy: 'u-provider', requestedAt, endsAt },
});
const renew = (paymentId: string, succeeded = true): BoostCommand => ({
  type: 'RecordBoostRenewal',
  actor: billing,
  boostId: 'b1',
  paymentId,
  succeeded,
});
const endDate = at('2026-07-01T12:00:00.000Z');

describe('boost: purchase requested (boost page, errors)', () => {
  it('the service’s owner requests a boost; payment is pending', () => {
    given(boostDecider).when(purchase(), now).thenEvents([requested]);
  });

  it('refuses someone else’s service with the spec’s text', () => {
    given(boostDecider)
      .when(purchase({ actor: other }), now)
      .thenRefused('BOOST_FORBIDDEN', "You don't have permission to boost this service.");
  });

  it('refuses an unknown service or package, or a withdrawn package, with the spec’s text', () => {
    given(boostDecider)
      .when(purchase({ service: null }), now)
      .thenRefused('BOOST_NOT_FOUND', 'Service or boost package not found.');
    given(boostDecider)
      .when(purchase({ boostPackage: null }), now)
      .thenRefused('BOOST_NOT_FOUND');
    given(boostDecider)
      .when(purchase({ boostPackage: { ...categoryPackage, isActive: false } }), now)
      .thenRefused('BOOST_NOT_FOUND');
  });

  it('a service has at most one active boost: the same or a lower package is refused', () => {
    const activeBoost = {
      boostId: 'b0',
      visibilityMultiplier: 2,
      termStart: now.toISOString(),
      termEnd: endDate.toISOString(),
      termValue: 2500,
    };
    given(boostDecider).when(purchase({ activeBoost }), now).thenRefused('BOOST_ALREADY_ACTIVE');
    given(boostDecider)
      .when(purchase({ activeBoost: { ...activeBoost, visibilityMultiplier: 5 } }), now)
      .thenRefused('BOOST_ALREADY_ACTIVE');
  });

  it('buying Featured while Category is active is an upgrade, credited with Category’s unused days', () => {
    const activeBoost = {
      boostId: 'b0',
      visibilityMultiplier: 2,
      termStart: '2026-05-17T12:00:00.000Z',
      termEnd: '2026-06-16T12:00:00.000Z',
      termValue: 2500,
    };
    given(boostDecider)
      .when(purchase({ boostPackage: featuredPackage, activeBoost }), now)
      .thenEvents([
        {
          type: 'BoostPurchaseRequested',
          data: {
            ...requested.data,
            packageId: FEATURED_BOOST_PACKAGE_ID,
            packageName: 'Featured Boost',
            price: 4500,
            visibilityMultiplier: 5,
            credit: 1250,
            amount: 3250,
            upgradesBoostId: 'b0',
          },
        } as BoostEvent,
      ]);
  });

  it('refuses the same purchase id twice', () => {
    given(boostDecider, [requested]).when(purchase(), now).thenRefused('BOOST_EXISTS');
  });
});

describe('boost: payment', () => {
  const activate = (paymentId = 'pay-1'): BoostCommand => ({
    type: 'ActivateBoost',
    actor: billing,
    boostId: 'b1',
    paymentId,
  });

  it('activates when paid: from now for the package’s 30 days', () => {
    given(boostDecider, [requested]).when(activate(), now).thenEvents([activated]);
  });

  it('a payment webhook delivered twice activates once', () => {
    given(boostDecider, active).when(activate(), now).thenEvents([]);
  });

  it('refuses activation for a payment the boost is not waiting for', () => {
    given(boostDecider, [requested]).when(activate('pay-x'), now).thenRefused('BOOST_PAYMENT_UNKNOWN');
  });

  it('a failed payment ends the purchase; a stale failure changes nothing', () => {
    given(boostDecider, [requested])
      .when({ type: 'FailBoostPayment', actor: billing, boostId: 'b1', paymentId: 'pay-1' }, now)
      .thenEvents([
        {
          type: 'BoostPaymentFailed',
          data: { boostId: 'b1', serviceId: 's1', paymentId: 'pay-1', failedAt: now.toISOString() },
        },
      ]);
    given(boostDecider, active)
      .when({ type: 'FailBoostPayment', actor: billing, boostId: 'b1', paymentId: 'pay-1' }, now)
      .thenEvents([]);
  });

  it('only the payment system activates, fails, renews, expires or ends boosts', () => {
    given(boostDecider, [requested])
      .when({ ...activate(), actor: owner }, now)
      .thenRefused('FORBIDDEN');
  });

  it('refuses commands on an unknown boost', () => {
    given(boostDecider).when(activate(), now).thenRefused('BOOST_NOT_FOUND');
  });
});

describe('boost: monthly renewal (monthly auto-billing)', () => {
  it('renews for another 30 days at the purchase price', () => {
    given(boostDecider, active)
      .when(renew('pay-2'), endDate)
      .thenEvents([
        {
          type: 'BoostRenewed',
          data: {
            boostId: 'b1',
            serviceId: 's1',
            amount: 2500,
            paymentId: 'pay-2',
            termStart: '2026-07-01T12:00:00.000Z',
            endDate: '2026-07-31T12:00:00.000Z',
            renewedAt: endDate.toISOString(),
          },
        },
      ]);
  });

  it('a failed renewal payment ends the boost', () => {
    given(boostDecider, active)
      .when(renew('pay-2', false), endDate)
      .thenEvents([
        {
          type: 'BoostExpired',
          data: {
            boostId: 'b1',
            serviceId: 's1',
            reason: 'renewal_payment_failed',
            failedPaymentId: 'pay-2',
            expiredAt: endDate.toISOString(),
          },
        },
      ]);
  });

  it('the same renewal payment reported twice renews once', () => {
    const renewed = boostDecider.decide(renew('pay-2'), fold(boostDecider, active), endDate) as BoostEvent[];
    given(boostDecider, [...active, ...renewed])
      .when(renew('pay-2'), endDate)
      .thenEvents([]);
  });

  it('refuses a renewal before endDate, of a boost that is not active, or after its cancellation took effect', () => {
    given(boostDecider, active)
      .when(renew('pay-2'), at('2026-06-20T12:00:00.000Z'))
      .thenRefused('BOOST_RENEWAL_NOT_DUE');
    given(boostDecider, [requested]).when(renew('pay-2'), endDate).thenRefused('BOOST_NOT_ACTIVE');
    given(boostDecider, [...active, cancelled('2026-05-25T12:00:00.000Z', '2026-07-01T12:00:00.000Z')])
      .when(renew('pay-2'), endDate)
      .thenRefused('BOOST_NOT_RENEWING');
  });

  it('notice running past endDate renews once more, pro rata, up to the cancellation', () => {
    const outcome = given(boostDecider, [
      ...active,
      cancelled('2026-06-11T12:00:00.000Z', '2026-07-11T12:00:00.000Z'),
    ]).when(renew('pay-2'), endDate).outcome;
    expect(outcome).toMatchObject([
      { type: 'BoostRenewed', data: { amount: 833, endDate: '2026-07-11T12:00:00.000Z' } },
    ]);
  });
});

describe('boost: cancellation with 30 days’ notice and expiry', () => {
  const cancel: BoostCommand = { type: 'RequestBoostCancellation', actor: owner, boostId: 'b1' };

  it('ends at the later of 30 days from now and the end of the paid term', () => {
    given(boostDecider, active)
      .when(cancel, at('2026-06-11T12:00:00.000Z'))
      .thenEvents([cancelled('2026-06-11T12:00:00.000Z', '2026-07-11T12:00:00.000Z')]);
  });

  it('refuses a second cancellation, one by someone else, and one of a boost not active', () => {
    given(boostDecider, [...active, cancelled(now.toISOString(), '2026-07-01T12:00:00.000Z')])
      .when(cancel, now)
      .thenRefused('BOOST_CANCELLATION_ALREADY_REQUESTED');
    given(boostDecider, active)
      .when({ ...cancel, actor: other }, now)
      .thenRefused('BOOST_FORBIDDEN');
    given(boostDecider, [requested]).when(cancel, now).thenRefused('BOOST_NOT_ACTIVE');
  });

  it('expires when the notice has run; before that, or without a cancellation, nothing', () => {
    const history = [...active, cancelled('2026-06-11T12:00:00.000Z', '2026-07-11T12:00:00.000Z')];
    const expire: BoostCommand = { type: 'ExpireBoost', actor: billing, boostId: 'b1' };
    given(boostDecider, history)
      .when(expire, at('2026-07-11T12:00:00.000Z'))
      .thenEvents([
        {
          type: 'BoostExpired',
          data: {
            boostId: 'b1',
            serviceId: 's1',
            reason: 'cancelled',
            failedPaymentId: null,
            expiredAt: '2026-07-11T12:00:00.000Z',
          },
        },
      ]);
    given(boostDecider, history).when(expire, at('2026-07-10T12:00:00.000Z')).thenEvents([]);
    given(boostDecider, active).when(expire, at('2026-09-01T12:00:00.000Z')).thenEvents([]);
  });

  it('the upgraded boost ends when its replacement is activated; once only', () => {
    const end: BoostCommand = {
      type: 'EndBoostForUpgrade',
      actor: billing,
      boostId: 'b1',
      upgradedToBoostId: 'b2',
    };
    const upgraded: BoostEvent = {
      type: 'BoostUpgraded',
      data: { boostId: 'b1', serviceId: 's1', upgradedToBoostId: 'b2', endedAt: now.toISOString() },
    };
    given(boostDecider, active).when(end, now).thenEvents([upgraded]);
    given(boostDecider, [...active, upgraded])
      .when(end, now)
      .thenEvents([]);
  });

  it('the billing worker renews at endDate, expires after the notice, and otherwise waits', () => {
    expect(boostDueAction(fold(boostDecider, active), at('2026-06-20T12:00:00.000Z'))).toEqual({
      action: 'none',
    });
    expect(boostDueAction(fold(boostDecider, active), endDate)).toEqual({ action: 'renew', amount: 2500 });
    const notice = fold(boostDecider, [
      ...active,
      cancelled('2026-06-11T12:00:00.000Z', '2026-07-11T12:00:00.000Z'),
    ]);
    expect(boostDueAction(notice, endDate)).toEqual({ action: 'renew', amount: 833 });
    expect(boostDueAction(notice, at('2026-07-11T12:00:00.000Z'))).toEqual({ action: 'expire' });
    expect(boostDueAction(fold(boostDecider, [requested]), endDate)).toEqual({ action: 'none' });
  });
});
