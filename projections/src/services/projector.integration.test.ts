import type { BoostEvent } from '@esm/core/boost/events';
import type { CalendarEvent } from '@esm/core/calendar/events';
import { locateOffline } from '@esm/core/postcode/offline-geocoder';
import type { ProviderEvent } from '@esm/core/provider/events';
import type { ReviewEvent } from '@esm/core/review/events';
import type { ServiceEvent } from '@esm/core/service/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { servicesProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(servicesProjector);
});
afterAll(() => spec.close());

type Event = ServiceEvent | ProviderEvent | CalendarEvent | ReviewEvent | BoostEvent;

const provider = id(1);
const service = id(2);
const profile = {
  providerId: provider,
  userId: id(3),
  businessName: 'Stages Ltd',
  contactEmail: 'hi@stages.example',
  phoneNumber: '07700 900123',
  description: null,
  website: null,
  businessAddress: '1 High St, Brighton',
  postcode: 'BN1 1AA',
  outwardCode: 'BN1',
  serviceAreas: [],
};
const providerCreated: ProviderEvent = {
  type: 'ProviderProfileCreated',
  data: { ...profile, depositRequired: false, depositPercentage: 0 },
};
const listing: Extract<ServiceEvent, { type: 'ServiceListed' }>['data'] = {
  serviceId: service,
  providerId: provider,
  providerUserId: id(3),
  categoryId: id(20),
  categorySlug: 'staging',
  name: 'Festival stage',
  description: 'A covered stage',
  basePrice: 45000,
  priceUnit: 'per event',
  minBookingDuration: 4,
  maxBookingDuration: 12,
  equipmentList: ['truss', 'lights'],
  images: ['/img/stage.jpg'],
  isAvailable: true,
  chargesMileage: true,
  pricePerMile: 150,
  maxMileageDistance: 50,
  costPerPerson: null,
  providerFeePercentage: 500,
};
const listed: ServiceEvent = { type: 'ServiceListed', data: listing };
const brighton = locateOffline('BN1 1AA')!;

describe('services projector: given events, then the search model rows', () => {
  it('lists a service where its provider is, and takes updates and removal', async () => {
    const rm = await spec.given<Event>([
      providerCreated,
      listed,
      {
        event: {
          type: 'ServiceUpdated',
          data: {
            ...listing,
            name: 'Festival stage XL',
            basePrice: 55000,
            equipmentList: ['truss'],
          },
        },
        at: '2026-06-02T09:00:00.000Z',
      },
      { type: 'ServiceAvailabilityChanged', data: { serviceId: service, isAvailable: false } },
    ]);
    await rm.thenRows('services', [
      {
        id: service,
        provider_id: provider,
        category_slug: 'staging',
        name: 'Festival stage XL',
        base_price: 55000,
        price_unit: 'per event',
        equipment_list: ['truss'],
        equipment_text: 'truss',
        images: ['/img/stage.jpg'],
        is_available: false,
        price_per_mile: 150,
        max_mileage_distance: 50,
        reach_metres: 50 * 1609.344,
        removed: false,
        latitude: brighton.latitude,
        longitude: brighton.longitude,
        location: 'Brighton, BN1',
        boost_rank: 0,
        rating_avg: 0,
        created_at: '2026-06-01T12:01:00.000Z',
      },
    ]);
    const removed = await spec.given<Event>([
      listed,
      { type: 'ServiceRemoved', data: { serviceId: service, removedBy: 'admin', reason: 'duplicate' } },
    ]);
    // Listed before its provider's profile was seen: no location yet.
    await removed.thenRows('services', [{ id: service, removed: true, latitude: null, location: null }]);
  });

  it('moves existing services when the provider moves', async () => {
    const rm = await spec.given<Event>([
      providerCreated,
      listed,
      {
        type: 'ProviderProfileUpdated',
        data: { ...profile, businessAddress: '2 Market St, Leeds', postcode: 'LS1 1AA', outwardCode: 'LS1' },
      },
    ]);
    const leeds = locateOffline('LS1 1AA')!;
    await rm.thenRows('services', [
      { id: service, latitude: leeds.latitude, longitude: leeds.longitude, location: 'Leeds, LS1' },
    ]);
    await rm.thenRows('service_provider_locations', [{ provider_id: provider, location: 'Leeds, LS1' }]);
  });

  it('keeps held, booked and blocked days, and frees them again', async () => {
    const day = (date: string) => ({ serviceId: service, date });
    const rm = await spec.given<Event>([
      listed,
      {
        type: 'CalendarDayHeld',
        data: {
          ...day('2026-07-01'),
          holdId: 'h1',
          customerId: id(4),
          expiresAt: '2026-06-01T12:30:00.000Z',
        },
      },
      {
        type: 'CalendarDayHeld',
        data: {
          ...day('2026-07-02'),
          holdId: 'h2',
          customerId: id(4),
          expiresAt: '2026-06-01T12:30:00.000Z',
        },
      },
      {
        type: 'CalendarDayBooked',
        data: { ...day('2026-07-01'), bookingId: id(5), customerId: id(4), holdId: 'h1' },
      },
      // A release naming another hold leaves the day held.
      {
        type: 'CalendarHoldReleased',
        data: { ...day('2026-07-02'), holdId: 'other', customerId: id(4), reason: 'expired' },
      },
      { type: 'CalendarDayBlocked', data: { ...day('2026-07-03'), blockedBy: id(3), reason: null } },
      { type: 'CalendarDayBlocked', data: { ...day('2026-07-04'), blockedBy: id(3), reason: 'holiday' } },
      { type: 'CalendarDayUnblocked', data: { ...day('2026-07-04'), unblockedBy: id(3) } },
    ]);
    await rm.thenRows(
      'service_days',
      [
        { day: '2026-07-01', state: 'booked', hold_id: null, hold_expires_at: null },
        { day: '2026-07-02', state: 'held', hold_id: 'h2', hold_expires_at: '2026-06-01T12:30:00.000Z' },
        { day: '2026-07-03', state: 'blocked', hold_id: null },
      ],
      'day',
    );
  });

  it('averages approved ratings and ranks the strongest live boost', async () => {
    const review = (n: number, rating: number): ReviewEvent => ({
      type: 'ReviewSubmitted',
      data: {
        bookingId: id(100 + n),
        customerId: id(4),
        providerId: provider,
        serviceId: service,
        rating,
        title: null,
        reviewText: null,
        verifiedBooking: true,
        submittedAt: '2026-07-02T10:00:00.000Z',
      },
    });
    const activated = (n: number, visibilityMultiplier: number, endDate: string): BoostEvent => ({
      type: 'BoostActivated',
      data: {
        boostId: id(200 + n),
        serviceId: service,
        providerId: provider,
        packageId: id(300 + n),
        visibilityMultiplier,
        amount: 4999,
        paymentId: `pay-${n}`,
        startDate: '2026-06-01T12:00:00.000Z',
        endDate,
        upgradesBoostId: null,
      },
    });
    const rm = await spec.given<Event>([
      listed,
      review(1, 5),
      review(2, 4),
      review(3, 1),
      {
        type: 'ReviewModerated',
        data: {
          bookingId: id(103),
          moderationStatus: 'removed',
          reason: 'abusive',
          moderatedBy: id(9),
          moderatedAt: '2026-07-03T10:00:00.000Z',
        },
      },
      activated(1, 2, '2026-08-01T12:00:00.000Z'),
      activated(2, 5, '2026-07-01T12:00:00.000Z'),
    ]);
    await rm.thenRows('services', [
      {
        id: service,
        rating_sum: 9,
        rating_count: 2,
        rating_avg: 4.5,
        boost_rank: 2,
        boost_level: 'featured',
        boost_expires_at: '2026-07-01T12:00:00.000Z',
      },
    ]);
    const featuredEnded = await spec.given<Event>([
      listed,
      activated(1, 2, '2026-08-01T12:00:00.000Z'),
      activated(2, 5, '2026-07-01T12:00:00.000Z'),
      {
        type: 'BoostExpired',
        data: {
          boostId: id(202),
          serviceId: service,
          reason: 'cancelled',
          failedPaymentId: null,
          expiredAt: '2026-07-01T12:00:00.000Z',
        },
      },
    ]);
    await featuredEnded.thenRows('services', [
      { id: service, boost_rank: 1, boost_level: 'category', boost_expires_at: '2026-08-01T12:00:00.000Z' },
    ]);
  });
});
