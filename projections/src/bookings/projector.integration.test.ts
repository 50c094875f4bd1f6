import type { BookingEvent } from '@esm/core/booking/events';
import type { EscrowEvent } from '@esm/core/escrow/events';
import type { MoneyParts, RefundReason } from '@esm/core/money/index';
import type { ReviewEvent } from '@esm/core/review/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { escrowRefunded } from '../testing/escrow-refunded';
import { bookingsProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(bookingsProjector);
});
afterAll(() => spec.close());

const booking = id(1);
const created: BookingEvent = {
  type: 'BookingCreated',
  data: {
    bookingId: booking,
    quoteId: id(2),
    serviceId: id(3),
    customerId: id(4),
    providerId: id(5),
    providerUserId: id(6),
    eventDate: '2026-07-01T14:00:00.000Z',
    eventEndsAt: '2026-07-01T22:00:00.000Z',
    duration: 8,
    quantity: 1,
    tableQuantity: 5,
    chairQuantity: 40,
    totalAmount: 67500,
    platformFee: 9000,
    vatAmount: 11250,
    providerAmount: 47250,
    depositAmount: 11813,
    plan: 'basic',
    paymentId: id(7),
    notes: 'Side gate access only',
    specialRequests: null,
    cancellationPolicy: '30_day_refund',
    refundEligibleUntil: '2026-06-01T23:00:00.000Z',
    createdAt: '2026-06-01T12:00:00.000Z',
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
const cancelled = (refundAmount: number): BookingEvent => ({
  type: 'BookingCancelled',
  data: {
    bookingId: booking,
    cancelledBy: 'customer',
    refundReason: 'customer_cancelled',
    daysBeforeEvent: 20,
    refundRate: 5000,
    refundAmount,
    cancelledAt: '2026-06-10T12:00:00.000Z',
  },
});

describe('bookings projector: given booking events, then bookings rows', () => {
  it('creates a pending booking with its money, then paid puts it with the provider', async () => {
    const rm = await spec.given<BookingEvent>([created, { event: paid, at: '2026-06-01T12:05:00.000Z' }]);
    await rm.thenRows('bookings', [
      {
        id: booking,
        quote_id: id(2),
        quantity: 1,
        table_quantity: 5,
        chair_quantity: 40,
        total_amount: 67500,
        platform_fee: 9000,
        vat_amount: 11250,
        provider_amount: 47250,
        deposit_amount: 11813,
        plan: 'basic',
        status: 'provider_reviewing',
        payment_status: 'paid',
        paid: true,
        notes: 'Side gate access only',
        provider_notified_at: '2026-06-01T12:05:00.000Z',
        respond_by: '2026-06-02T12:05:00.000Z',
        refund_eligible_until: '2026-06-01T23:00:00.000Z',
        created_at: '2026-06-01T12:00:00.000Z',
        updated_at: '2026-06-01T12:05:00.000Z',
      },
    ]);
  });

  it('accepts, completes and marks a reviewed booking', async () => {
    const review: ReviewEvent = {
      type: 'ReviewSubmitted',
      data: {
        bookingId: booking,
        customerId: id(4),
        providerId: id(5),
        serviceId: id(3),
        rating: 5,
        title: null,
        reviewText: null,
        verifiedBooking: true,
        submittedAt: '2026-07-02T10:00:00.000Z',
      },
    };
    const rm = await spec.given<BookingEvent | ReviewEvent>([
      created,
      paid,
      {
        type: 'BookingAccepted',
        data: {
          bookingId: booking,
          providerUserId: id(6),
          providerResponse: 'See you there',
          providerRespondedAt: '2026-06-01T15:00:00.000Z',
        },
      },
      { type: 'BookingCompleted', data: { bookingId: booking, completedAt: '2026-07-02T00:00:00.000Z' } },
      review,
    ]);
    await rm.thenRows('bookings', [
      {
        id: booking,
        status: 'completed',
        provider_response: 'See you there',
        provider_responded_at: '2026-06-01T15:00:00.000Z',
        reviewed: true,
      },
    ]);
  });

  it('names a partial refund partially_refunded and a full one refunded', async () => {
    const partial = await spec.given<BookingEvent>([created, paid, cancelled(33750)]);
    await partial.thenRows('bookings', [
      {
        status: 'cancelled',
        cancelled_by: 'customer',
        refund_amount: 33750,
        provider_refunded: 0,
        payment_status: 'partially_refunded',
      },
    ]);
    const declined = await spec.given<BookingEvent>([
      created,
      paid,
      {
        type: 'BookingDeclined',
        data: {
          bookingId: booking,
          providerUserId: id(6),
          providerResponse: 'Fully booked',
          providerRespondedAt: '2026-06-01T16:00:00.000Z',
          refundAmount: 67500,
        },
      },
    ]);
    await declined.thenRows('bookings', [
      {
        status: 'declined',
        provider_response: 'Fully booked',
        refund_amount: 67500,
        payment_status: 'refunded',
      },
    ]);
  });

  it('keeps the payment status when nothing is refunded, and cancels on a failed payment', async () => {
    const autoDeclinedUnpaid = await spec.given<BookingEvent>([
      created,
      {
        type: 'BookingAutoDeclined',
        data: { bookingId: booking, declinedAt: '2026-06-02T12:05:00.000Z', refundAmount: 0 },
      },
    ]);
    await autoDeclinedUnpaid.thenRows('bookings', [
      { status: 'declined', refund_amount: 0, payment_status: 'pending' },
    ]);
    const failed = await spec.given<BookingEvent>([
      created,
      {
        type: 'BookingPaymentFailed',
        data: {
          bookingId: booking,
          paymentId: id(7),
          reason: 'card_declined',
          cancelledAt: '2026-06-01T12:10:00.000Z',
        },
      },
    ]);
    await failed.thenRows('bookings', [
      { status: 'cancelled', payment_status: 'failed', cancelled_by: 'system', paid: false },
    ]);
  });

  it("adds up the provider's part of every refund escrow makes, a dispute's too", async () => {
    const refund = (parts: MoneyParts, reason: RefundReason) =>
      escrowRefunded(booking, parts, reason, '2026-06-10T12:01:00.000Z');
    const refunds = await spec.given<BookingEvent | EscrowEvent>([
      created,
      paid,
      cancelled(33750),
      refund({ provider: 23625, platformFee: 1000, vat: 0 }, 'customer_cancelled'),
      refund({ provider: 5000, platformFee: 1000, vat: 0 }, 'dispute_resolved'),
    ]);
    await refunds.thenRows('bookings', [{ refund_amount: 33750, provider_refunded: 28625 }]);
  });
});
