import type { BoostEvent } from '@esm/core/boost/events';
import type { BoostPackageEvent } from '@esm/core/boost/package-events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { boostsProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(boostsProjector);
});
afterAll(() => spec.close());

const boost = id(1);
const service = id(2);
const packageId = id(3);
const defined: BoostPackageEvent = {
  type: 'BoostPackageDefined',
  data: {
    packageId,
    name: 'Spotlight',
    description: 'Top of search',
    durationDays: 30,
    price: 4999,
    features: ['Top of search', 'Badge'],
    isActive: true,
    sortOrder: 1,
    visibilityMultiplier: 5,
  },
};
const purchaseRequested = (visibilityMultiplier: number): BoostEvent => ({
  type: 'BoostPurchaseRequested',
  data: {
    boostId: boost,
    serviceId: service,
    providerId: id(4),
    packageId,
    packageName: 'Spotlight',
    durationDays: 30,
    price: 4999,
    visibilityMultiplier,
    credit: 1000,
    amount: 3999,
    upgradesBoostId: null,
    paymentId: 'pay-1',
    requestedBy: id(5),
    requestedAt: '2026-06-01T12:00:00.000Z',
  },
});
const requested = purchaseRequested(5);
const activated: BoostEvent = {
  type: 'BoostActivated',
  data: {
    boostId: boost,
    serviceId: service,
    providerId: id(4),
    packageId,
    visibilityMultiplier: 5,
    amount: 3999,
    paymentId: 'pay-1',
    startDate: '2026-06-01T12:01:00.000Z',
    endDate: '2026-07-01T12:01:00.000Z',
    upgradesBoostId: null,
  },
};

describe('boosts projector: given boost events, then packages and boosts rows', () => {
  it('defines then updates a package in place', async () => {
    const rm = await spec.given<BoostPackageEvent>([
      defined,
      { type: 'BoostPackageUpdated', data: { ...defined.data, price: 5999, isActive: false } },
    ]);
    await rm.thenRows('boost_packages', [
      {
        id: packageId,
        name: 'Spotlight',
        duration_days: 30,
        price: 5999,
        features: ['Top of search', 'Badge'],
        is_active: false,
        visibility_multiplier: 5,
      },
    ]);
  });

  it('requests a featured boost at the credited amount, activates and renews it', async () => {
    const rm = await spec.given<BoostEvent>([
      requested,
      activated,
      {
        type: 'BoostRenewed',
        data: {
          boostId: boost,
          serviceId: service,
          amount: 4999,
          paymentId: 'pay-2',
          termStart: '2026-07-01T12:01:00.000Z',
          endDate: '2026-07-31T12:01:00.000Z',
          renewedAt: '2026-07-01T12:01:00.000Z',
        },
      },
      {
        event: {
          type: 'BoostCancellationRequested',
          data: {
            boostId: boost,
            serviceId: service,
            requestedBy: id(5),
            requestedAt: '2026-07-10T09:00:00.000Z',
            endsAt: '2026-07-31T12:01:00.000Z',
          },
        },
        at: '2026-07-10T09:00:00.000Z',
      },
    ]);
    await rm.thenRows('service_boosts', [
      {
        boost_id: boost,
        service_id: service,
        level: 'featured',
        amount: 3999,
        term_value: 4999,
        status: 'active',
        payment_id: 'pay-1',
        start_date: '2026-07-01T12:01:00.000Z',
        end_date: '2026-07-31T12:01:00.000Z',
        cancels_at: '2026-07-31T12:01:00.000Z',
        requested_at: '2026-06-01T12:00:00.000Z',
        updated_at: '2026-07-10T09:00:00.000Z',
      },
    ]);
  });

  it('files a low multiplier as a category boost and follows it to its end', async () => {
    const failed = await spec.given<BoostEvent>([
      purchaseRequested(2),
      {
        type: 'BoostPaymentFailed',
        data: {
          boostId: boost,
          serviceId: service,
          paymentId: 'pay-1',
          failedAt: '2026-06-01T12:02:00.000Z',
        },
      },
    ]);
    await failed.thenRows('service_boosts', [
      { boost_id: boost, level: 'category', status: 'payment_failed', start_date: null },
    ]);
    const expired = await spec.given<BoostEvent>([
      requested,
      activated,
      {
        type: 'BoostExpired',
        data: {
          boostId: boost,
          serviceId: service,
          reason: 'cancelled',
          failedPaymentId: null,
          expiredAt: '2026-07-01T12:01:00.000Z',
        },
      },
    ]);
    await expired.thenRows('service_boosts', [{ boost_id: boost, status: 'expired' }]);
    const upgraded = await spec.given<BoostEvent>([
      requested,
      activated,
      {
        type: 'BoostUpgraded',
        data: {
          boostId: boost,
          serviceId: service,
          upgradedToBoostId: id(9),
          endedAt: '2026-06-15T12:00:00.000Z',
        },
      },
    ]);
    await upgraded.thenRows('service_boosts', [{ boost_id: boost, status: 'upgraded' }]);
  });
});
