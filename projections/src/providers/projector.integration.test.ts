import type { AccountEvent } from '@esm/core/account/events';
import type { BookingEvent } from '@esm/core/booking/events';
import { ERASED } from '@esm/core/kernel/events';
import type { PlanEvent } from '@esm/core/plan/events';
import type { ProviderEvent } from '@esm/core/provider/events';
import type { ReviewEvent } from '@esm/core/review/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { providersProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(providersProjector);
});
afterAll(() => spec.close());

type Event = ProviderEvent | AccountEvent | ReviewEvent | BookingEvent | PlanEvent;

const provider = id(1);
const owner = id(2);
const profile = {
  providerId: provider,
  userId: owner,
  businessName: 'Stages Ltd',
  contactEmail: 'hi@stages.example',
  phoneNumber: '07700 900123',
  description: 'Stages for every size of event',
  website: null,
  businessAddress: '1 High St, London',
  postcode: 'SW1A 1AA',
  outwardCode: 'SW1A',
  serviceAreas: ['London', 'Kent'],
};
const created: ProviderEvent = {
  type: 'ProviderProfileCreated',
  data: { ...profile, depositRequired: true, depositPercentage: 2500 },
};
const bank = (revision: number, last4: string): ProviderEvent => ({
  type: revision === 1 ? 'ProviderBankDetailsAdded' : 'ProviderBankDetailsChanged',
  data: {
    providerId: provider,
    userId: owner,
    bankAccountHolderName: 'Stages Ltd',
    bankAccountNumber: `1234${last4}`,
    bankSortCode: '12-34-56',
    bankName: 'Barclays',
    accountNumberLast4: last4,
    revision,
    bankDetailsAddedAt: `2026-06-0${revision + 1}T09:00:00.000Z`,
  },
});
const verified = (revision: number): ProviderEvent => ({
  type: 'ProviderBankDetailsVerified',
  data: { providerId: provider, revision, verifiedBy: id(9), verifiedAt: '2026-06-05T09:00:00.000Z' },
});
const review = (n: number, rating: number): ReviewEvent => ({
  type: 'ReviewSubmitted',
  data: {
    bookingId: id(100 + n),
    customerId: id(50),
    providerId: provider,
    serviceId: id(60),
    rating,
    title: null,
    reviewText: null,
    verifiedBooking: true,
    submittedAt: '2026-07-02T10:00:00.000Z',
  },
});

describe('providers projector: given provider events, then providers rows', () => {
  it('creates a profile on the basic plan and updates it', async () => {
    const rm = await spec.given<Event>([
      created,
      {
        type: 'ProviderProfileUpdated',
        data: { ...profile, businessName: 'Big Stages Ltd', serviceAreas: ['London'] },
      },
      {
        type: 'ProviderDepositSettingsChanged',
        data: { providerId: provider, depositRequired: false, depositPercentage: 0 },
      },
    ]);
    await rm.thenRows('providers', [
      {
        id: provider,
        user_id: owner,
        business_name: 'Big Stages Ltd',
        postcode: 'SW1A 1AA',
        outward_code: 'SW1A',
        service_areas: ['London'],
        deposit_required: false,
        deposit_percentage: 0,
        plan: 'basic',
        rating_count: 0,
        created_at: '2026-06-01T12:00:00.000Z',
        updated_at: '2026-06-01T12:02:00.000Z',
      },
    ]);
  });

  it('shows only the last digits of bank details and verifies only the current revision', async () => {
    const rm = await spec.given<Event>([created, bank(1, '1111'), bank(2, '2222'), verified(1)]);
    await rm.thenRows('providers', [
      {
        id: provider,
        bank_account_holder_name: 'Stages Ltd',
        bank_account_last4: '2222',
        bank_sort_code_last2: '56',
        bank_name: 'Barclays',
        bank_details_revision: 2,
        bank_details_verified: false,
        bank_details_added_at: '2026-06-03T09:00:00.000Z',
      },
    ]);
    const current = await spec.given<Event>([created, bank(1, '1111'), bank(2, '2222'), verified(2)]);
    await current.thenRows('providers', [{ id: provider, bank_details_verified: true }]);
  });

  it('averages approved ratings, counts completed bookings and follows the plan', async () => {
    const booking: BookingEvent = {
      type: 'BookingCreated',
      data: {
        bookingId: id(101),
        quoteId: null,
        serviceId: id(60),
        customerId: id(50),
        providerId: provider,
        providerUserId: owner,
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
        createdAt: '2026-06-01T12:00:00.000Z',
      },
    };
    const moderated = (n: number, moderationStatus: 'approved' | 'hidden'): ReviewEvent => ({
      type: 'ReviewModerated',
      data: {
        bookingId: id(100 + n),
        moderationStatus,
        reason: 'check',
        moderatedBy: id(9),
        moderatedAt: '2026-07-03T10:00:00.000Z',
      },
    });
    const rm = await spec.given<Event>([
      created,
      booking,
      { type: 'BookingCompleted', data: { bookingId: id(101), completedAt: '2026-07-02T00:00:00.000Z' } },
      review(1, 5),
      review(2, 1),
      moderated(2, 'hidden'),
      moderated(2, 'hidden'),
      review(3, 4),
      {
        type: 'PlanActivated',
        data: {
          providerId: provider,
          plan: 'professional',
          previousPlan: 'basic',
          amount: 2999,
          paymentId: 'pay-plan',
          termStart: '2026-07-01T00:00:00.000Z',
          termEnd: '2026-08-01T00:00:00.000Z',
          termValue: 2999,
          activatedAt: '2026-07-01T00:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('providers', [
      { id: provider, rating_sum: 9, rating_count: 2, completed_bookings: 1, plan: 'professional' },
    ]);
    await rm.thenRows('provider_review_ratings', [
      { booking_id: id(101), rating: 5, counted: true },
      { booking_id: id(102), rating: 1, counted: false },
      { booking_id: id(103), rating: 4, counted: true },
    ]);
    const ended = await spec.given<Event>([
      created,
      {
        type: 'PlanEnded',
        data: {
          providerId: provider,
          plan: 'professional',
          reason: 'cancelled',
          failedPaymentId: null,
          endedAt: '2026-08-01T00:00:00.000Z',
        },
      },
    ]);
    await ended.thenRows('providers', [{ id: provider, plan: 'basic' }]);
  });

  it('drops the owner’s personal data on erasure and keeps the business', async () => {
    const rm = await spec.given<Event>([
      created,
      bank(1, '1111'),
      { type: 'AccountErased', data: { userId: owner, erasedAt: '2026-08-01T00:00:00.000Z' } },
    ]);
    await rm.thenRows('providers', [
      {
        id: provider,
        business_name: 'Stages Ltd',
        business_address: null,
        postcode: null,
        phone_number: null,
        contact_email: null,
        bank_account_holder_name: null,
        bank_account_last4: '1111',
      },
    ]);
    const replayed = await spec.given<Event>([
      {
        type: 'ProviderProfileCreated',
        data: {
          ...profile,
          contactEmail: ERASED,
          phoneNumber: ERASED,
          businessAddress: ERASED,
          postcode: ERASED,
          depositRequired: false,
          depositPercentage: 0,
        },
      },
    ]);
    await replayed.thenRows('providers', [
      { id: provider, contact_email: null, phone_number: null, business_address: null, postcode: null },
    ]);
  });
});
