import type { RecordedEvent } from '@esm/core/eventstore/port';
import { describe, expect, it } from 'vitest';
import { BOOST_DUE_QUEUE, BOOST_UPGRADE_END_QUEUE, boostBillingProcess } from './boost-billing';
import { planBillingProcess } from './plan-billing';
import { PROVIDER_PURCHASE_SETTLED_QUEUE, providerPurchaseSettlementProcess } from './purchase-settlement';

const at = new Date('2026-06-01T09:00:00.000Z');
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({ type, data, occurredAt: at, globalPosition: 1, stream: 's', version: 0 }) as unknown as RecordedEvent;

const activated = (upgradesBoostId: string | null) =>
  recorded('BoostActivated', {
    boostId: 'b2',
    serviceId: 's1',
    endDate: '2026-07-01T09:00:00.000Z',
    upgradesBoostId,
  });

describe('boost billing timers', () => {
  it('given a boost activated, schedules its renewal at the end of the paid term', () => {
    expect(boostBillingProcess.react(activated(null))).toEqual([
      {
        kind: 'schedule',
        key: 'boost-due:b2',
        queue: BOOST_DUE_QUEUE,
        runAt: new Date('2026-07-01T09:00:00.000Z'),
        data: { boostId: 'b2' },
      },
    ]);
  });

  it('given an upgrade, also ends the lower boost at once', () => {
    expect(boostBillingProcess.react(activated('b1'))[1]).toEqual({
      kind: 'schedule',
      key: 'boost-upgrade-end:b1',
      queue: BOOST_UPGRADE_END_QUEUE,
      runAt: at,
      data: { boostId: 'b1', upgradedToBoostId: 'b2' },
    });
  });

  it('moves the timer to the new end on renewal, and drops it when the boost ends', () => {
    const renewed = boostBillingProcess.react(
      recorded('BoostRenewed', { boostId: 'b2', endDate: '2026-07-31T09:00:00.000Z' }),
    );
    expect(renewed).toMatchObject([{ key: 'boost-due:b2', runAt: new Date('2026-07-31T09:00:00.000Z') }]);
    for (const type of ['BoostExpired', 'BoostUpgraded'])
      expect(boostBillingProcess.react(recorded(type, { boostId: 'b2' }))).toEqual([
        { kind: 'cancel', key: 'boost-due:b2' },
      ]);
  });
});

describe('plan billing timers', () => {
  it('schedules at each term end and drops the timer when the plan ends', () => {
    for (const type of ['PlanActivated', 'PlanRenewed'])
      expect(
        planBillingProcess.react(recorded(type, { providerId: 'p1', termEnd: '2026-07-01T09:00:00.000Z' })),
      ).toMatchObject([
        { kind: 'schedule', key: 'plan-due:p1', runAt: new Date('2026-07-01T09:00:00.000Z') },
      ]);
    expect(planBillingProcess.react(recorded('PlanEnded', { providerId: 'p1' }))).toEqual([
      { kind: 'cancel', key: 'plan-due:p1' },
    ]);
  });
});

describe('purchase settlement', () => {
  it('settles every successful payment once, keyed by the payment', () => {
    expect(
      providerPurchaseSettlementProcess.react(recorded('PaymentSucceeded', { paymentId: 'pay1' })),
    ).toEqual([
      {
        kind: 'schedule',
        key: 'provider-purchase-settled:pay1',
        queue: PROVIDER_PURCHASE_SETTLED_QUEUE,
        runAt: at,
        data: { paymentId: 'pay1' },
      },
    ]);
  });
});
