import type { AccountEvent } from '@esm/core/account/events';
import type { BookingEvent } from '@esm/core/booking/events';
import type { EscrowEvent } from '@esm/core/escrow/events';
import { ERASED } from '@esm/core/kernel/events';
import type { ProviderEvent } from '@esm/core/provider/events';
import type { ServiceEvent } from '@esm/core/service/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { escrowRefunded } from '../testing/escrow-refunded';
import { providerDashboardProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(providerDashboardProjector);
});
afterAll(() => spec.close());

type Event = AccountEvent | ProviderEvent | ServiceEvent | BookingEvent | EscrowEvent;

const customer = id(1);
const provider = id(2);
const service = id(3);
const booking = id(10);

const profile = {
  providerId: provider,
  userId: id(4),
  businessName: 'Stages Ltd',
  contactEmail: 'hi@stages.example',
  phoneNumber: '07700 900123',
  description: null,
  website: null,
  businessAddress: '1 High St',
  postcode: 'SW1A 1AA',
  outwardCode: 'SW1A',
  serviceAreas: ['London'],
};
const listing: Extract<ServiceEvent, { type: 'ServiceListed' }>['data'] = {
  serviceId: service,
  providerId: provider,
  providerUserId: id(4),
  categoryId: id(20),
  categorySlug: 'staging',
  name: 'Festival stage',
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
const created: BookingEvent = {
  type: 'BookingCreated',
  data: {
    bookingId: booking,
    quoteId: null,
    serviceId: service,
    customerId: customer,
    providerId: provider,
    providerUserId: id(4),
    eventDate: '2026-07-01T14:00:00.000Z',
    eventEndsAt: '2026-07-01T22:00:00.000Z',
    duration: 8,
    quantity: 1,
    tableQuantity: 2,
    chairQuantity: 16,
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
};
const paid: BookingEvent = {
  type: 'BookingPaid',
  data: {
    bookingId: booking,
    paymentId: id(7),
    providerNotifiedAt: '2026-06-01T12:05:00.000Z',
    respondBy: '2026-06-02T12:05:00.000Z',
  },
};

describe('provider dashboard projector: given events, then dashboard rows', () => {
  it('keeps its own display names: business, service and the client’s short name', async () => {
    const rm = await spec.given<Event>([
      {
        type: 'AccountRegistered',
        data: { userId: customer, email: 's@example.co.uk', firstName: ' Sarah ', lastName: 'jones' },
      },
      {
        type: 'ProviderProfileCreated',
        data: { ...profile, depositRequired: false, depositPercentage: 0 },
      },
      { type: 'ProviderProfileUpdated', data: { ...profile, businessName: 'Big Stages Ltd' } },
      { type: 'ServiceListed', data: listing },
    ]);
    await rm.thenRows(
      'dashboard_names',
      [
        { id: customer, name: 'Sarah J.' },
        { id: provider, name: 'Big Stages Ltd' },
        { id: service, name: 'Festival stage' },
      ],
      'id',
    );
  });

  it('forgets an erased client’s name', async () => {
    const rm = await spec.given<Event>([
      {
        type: 'AccountRegistered',
        data: { userId: customer, email: 's@example.co.uk', firstName: 'Sarah', lastName: 'Jones' },
      },
      { type: 'AccountErased', data: { userId: customer, erasedAt: '2026-07-01T00:00:00.000Z' } },
      {
        type: 'AccountRegistered',
        data: { userId: id(5), email: ERASED, firstName: ERASED, lastName: ERASED },
      },
    ]);
    await rm.thenRows('dashboard_names', [
      { id: customer, name: null },
      { id: id(5), name: null },
    ]);
  });

  it('follows a booking from paid to confirmed, hiding an erased response', async () => {
    const rm = await spec.given<Event>([
      created,
      paid,
      {
        type: 'BookingAccepted',
        data: {
          bookingId: booking,
          providerUserId: id(4),
          providerResponse: ERASED,
          providerRespondedAt: '2026-06-01T15:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('dashboard_bookings', [
      {
        booking_id: booking,
        provider_id: provider,
        quantity: 1,
        table_quantity: 2,
        chair_quantity: 16,
        total_amount: 67500,
        platform_fee: 9000,
        provider_amount: 47250,
        status: 'confirmed',
        payment_status: 'paid',
        provider_response: null,
        provider_notified_at: '2026-06-01T12:05:00.000Z',
        respond_by: '2026-06-02T12:05:00.000Z',
        paid_at: '2026-06-01T12:05:00.000Z',
        provider_responded_at: '2026-06-01T15:00:00.000Z',
        created_at: '2026-06-01T11:59:00.000Z',
      },
    ]);
  });

  it('names the payment status after a refund as the booking decider does', async () => {
    const autoDeclined = await spec.given<Event>([
      created,
      paid,
      {
        type: 'BookingAutoDeclined',
        data: { bookingId: booking, declinedAt: '2026-06-02T12:05:00.000Z', refundAmount: 67500 },
      },
    ]);
    await autoDeclined.thenRows('dashboard_bookings', [
      { booking_id: booking, status: 'declined', payment_status: 'refunded', refund_amount: 67500 },
    ]);
    const cancelledLate = await spec.given<Event>([
      created,
      paid,
      {
        type: 'BookingCancelled',
        data: {
          bookingId: booking,
          cancelledBy: 'customer',
          refundReason: 'customer_cancelled',
          daysBeforeEvent: 2,
          refundRate: 0,
          refundAmount: 0,
          cancelledAt: '2026-06-29T12:00:00.000Z',
        },
      },
    ]);
    await cancelledLate.thenRows('dashboard_bookings', [
      { booking_id: booking, status: 'cancelled', payment_status: 'paid' },
    ]);
    const completed = await spec.given<Event>([
      created,
      paid,
      { type: 'BookingCompleted', data: { bookingId: booking, completedAt: '2026-07-02T00:00:00.000Z' } },
    ]);
    await completed.thenRows('dashboard_bookings', [{ booking_id: booking, status: 'completed' }]);
  });

  it("keeps the provider's part of every refund escrow makes", async () => {
    const disputed = await spec.given<Event>([
      created,
      paid,
      escrowRefunded(
        booking,
        { provider: 14000, platformFee: 2667, vat: 3333 },
        'dispute_resolved',
        '2026-07-03T12:00:00.000Z',
      ),
    ]);
    await disputed.thenRows('dashboard_bookings', [
      { booking_id: booking, refund_amount: 0, provider_refunded: 14000 },
    ]);
  });
});
