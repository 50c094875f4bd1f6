import type { AccountEvent } from '@esm/core/account/events';
import type { BookingEvent } from '@esm/core/booking/events';
import type { ProviderEvent } from '@esm/core/provider/events';
import type { ReviewEvent } from '@esm/core/review/events';
import type { ServiceEvent } from '@esm/core/service/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { platformAnalyticsProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(platformAnalyticsProjector);
});
afterAll(() => spec.close());

type Event = AccountEvent | ProviderEvent | ServiceEvent | BookingEvent | ReviewEvent;

const listing: Omit<Extract<ServiceEvent, { type: 'ServiceUpdated' }>['data'], 'serviceId'> = {
  categoryId: id(20),
  categorySlug: 'staging',
  name: 'Stage',
  description: 'A stage',
  basePrice: 45000,
  priceUnit: 'per event',
  minBookingDuration: 1,
  maxBookingDuration: 12,
  equipmentList: [],
  images: [],
  isAvailable: true,
  chargesMileage: false,
  pricePerMile: 0,
  maxMileageDistance: 50,
  costPerPerson: null,
  providerFeePercentage: 500,
};

const bookingCreated = (bookingId: string): BookingEvent => ({
  type: 'BookingCreated',
  data: {
    bookingId,
    quoteId: null,
    serviceId: id(3),
    customerId: id(1),
    providerId: id(2),
    providerUserId: id(4),
    eventDate: '2026-07-01T14:00:00.000Z',
    eventEndsAt: '2026-07-01T22:00:00.000Z',
    duration: 8,
    quantity: 1,
    tableQuantity: null,
    chairQuantity: null,
    totalAmount: 67500,
    platformFee: 9000,
    vatAmount: 11250,
    providerAmount: 47250,
    depositAmount: 11813,
    plan: 'basic',
    paymentId: id(7),
    notes: null,
    specialRequests: null,
    cancellationPolicy: '30_day_refund',
    refundEligibleUntil: '2026-06-01T23:00:00.000Z',
    createdAt: '2026-06-01T11:59:00.000Z',
  },
});

describe('platform analytics projector: given events, then one small row per fact', () => {
  it('records accounts and providers with the time they were recorded', async () => {
    const rm = await spec.given<Event>([
      {
        type: 'AccountRegistered',
        data: { userId: id(1), email: 'a@example.co.uk', firstName: 'A', lastName: 'B' },
      },
      {
        event: {
          type: 'ProviderProfileCreated',
          data: {
            providerId: id(2),
            userId: id(1),
            businessName: 'Stages Ltd',
            contactEmail: 'hi@stages.example',
            phoneNumber: '07700 900123',
            description: null,
            website: null,
            businessAddress: '1 High St',
            postcode: 'SW1A 1AA',
            outwardCode: 'SW1A',
            serviceAreas: ['London'],
            depositRequired: true,
            depositPercentage: 2500,
          },
        },
        at: '2026-06-05T08:00:00.000Z',
      },
    ]);
    await rm.thenRows('analytics_accounts', [{ user_id: id(1), registered_at: '2026-06-01T12:00:00.000Z' }]);
    await rm.thenRows('analytics_providers', [
      { provider_id: id(2), user_id: id(1), created_at: '2026-06-05T08:00:00.000Z' },
    ]);
  });

  it('follows a service’s availability until it is removed', async () => {
    const rm = await spec.given<Event>([
      {
        type: 'ServiceListed',
        data: { serviceId: id(3), providerId: id(2), providerUserId: id(1), ...listing },
      },
      { type: 'ServiceAvailabilityChanged', data: { serviceId: id(3), isAvailable: false } },
      { type: 'ServiceRemoved', data: { serviceId: id(3), removedBy: 'provider', reason: null } },
    ]);
    await rm.thenRows('analytics_services', [
      { service_id: id(3), provider_id: id(2), is_available: false, removed: true },
    ]);
  });

  it('adds refunds up per booking and keeps unpaid bookings without a paid time', async () => {
    const rm = await spec.given<Event>([
      bookingCreated(id(10)),
      bookingCreated(id(11)),
      {
        event: {
          type: 'BookingPaid',
          data: {
            bookingId: id(10),
            paymentId: id(7),
            providerNotifiedAt: '2026-06-01T12:05:00.000Z',
            respondBy: '2026-06-02T12:05:00.000Z',
          },
        },
        at: '2026-06-01T12:05:00.000Z',
      },
      {
        type: 'BookingCancelled',
        data: {
          bookingId: id(10),
          cancelledBy: 'customer',
          refundReason: 'customer_cancelled',
          daysBeforeEvent: 20,
          refundRate: 5000,
          refundAmount: 33750,
          cancelledAt: '2026-06-10T12:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('analytics_bookings', [
      {
        booking_id: id(10),
        total_amount: 67500,
        refunded: 33750,
        created_at: '2026-06-01T11:59:00.000Z',
        paid_at: '2026-06-01T12:05:00.000Z',
      },
      {
        booking_id: id(11),
        total_amount: 67500,
        refunded: 0,
        created_at: '2026-06-01T11:59:00.000Z',
        paid_at: null,
      },
    ]);
  });

  it('counts a review only while moderation approves it', async () => {
    const submitted = (bookingId: string, rating: number): ReviewEvent => ({
      type: 'ReviewSubmitted',
      data: {
        bookingId,
        customerId: id(1),
        providerId: id(2),
        serviceId: id(3),
        rating,
        title: null,
        reviewText: null,
        verifiedBooking: true,
        submittedAt: '2026-07-02T10:00:00.000Z',
      },
    });
    const moderated = (bookingId: string, moderationStatus: 'approved' | 'hidden'): ReviewEvent => ({
      type: 'ReviewModerated',
      data: {
        bookingId,
        moderationStatus,
        reason: 'check',
        moderatedBy: id(9),
        moderatedAt: '2026-07-03T10:00:00.000Z',
      },
    });
    const rm = await spec.given<Event>([
      submitted(id(10), 5),
      submitted(id(11), 1),
      moderated(id(11), 'hidden'),
      submitted(id(12), 4),
      moderated(id(12), 'hidden'),
      moderated(id(12), 'approved'),
    ]);
    await rm.thenRows('analytics_reviews', [
      { booking_id: id(10), rating: 5, counted: true },
      { booking_id: id(11), rating: 1, counted: false },
      { booking_id: id(12), rating: 4, counted: true },
    ]);
  });
});
