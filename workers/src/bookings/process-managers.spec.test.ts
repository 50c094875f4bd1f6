import type { BookingEvent } from '@esm/core/booking/events';
import type { CalendarEvent } from '@esm/core/calendar/events';
import { describe, it } from 'vitest';
import { given, recordedAt } from '../process-manager/testing/given-events';
import { BOOKING_CALENDAR_RELEASE_QUEUE, bookingCalendarReleaseProcess } from './calendar-release';
import { CHECKOUT_HOLD_QUEUE, checkoutHoldProcess } from './checkout-hold';
import { BOOKING_COMPLETION_QUEUE, bookingCompletionProcess } from './completion';
import { BOOKING_AUTO_DECLINE_QUEUE, providerResponseProcess } from './provider-response';

const created: BookingEvent = {
  type: 'BookingCreated',
  data: {
    bookingId: 'b1',
    quoteId: 'q1',
    serviceId: 'svc-1',
    customerId: 'u-client',
    providerId: 'prov-1',
    providerUserId: 'u-provider',
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
    paymentId: 'pay-1',
    notes: null,
    specialRequests: null,
    cancellationPolicy: '30_day_refund',
    refundEligibleUntil: '2026-06-01T23:00:00.000Z',
    createdAt: '2026-06-01T12:00:00.000Z',
  },
};
const paid: BookingEvent = {
  type: 'BookingPaid',
  data: {
    bookingId: 'b1',
    paymentId: 'pay-1',
    providerNotifiedAt: '2026-06-01T12:05:00.000Z',
    respondBy: '2026-06-02T12:05:00.000Z',
  },
};
const accepted: BookingEvent = {
  type: 'BookingAccepted',
  data: {
    bookingId: 'b1',
    providerUserId: 'u-provider',
    providerResponse: null,
    providerRespondedAt: '2026-06-01T15:00:00.000Z',
  },
};
const declined: BookingEvent = {
  type: 'BookingDeclined',
  data: {
    bookingId: 'b1',
    providerUserId: 'u-provider',
    providerResponse: 'Fully booked',
    providerRespondedAt: '2026-06-01T15:00:00.000Z',
    refundAmount: 67500,
  },
};
const autoDeclined: BookingEvent = {
  type: 'BookingAutoDeclined',
  data: { bookingId: 'b1', declinedAt: '2026-06-02T12:05:00.000Z', refundAmount: 67500 },
};
const cancelled: BookingEvent = {
  type: 'BookingCancelled',
  data: {
    bookingId: 'b1',
    cancelledBy: 'customer',
    refundReason: 'customer_cancelled',
    daysBeforeEvent: 20,
    refundRate: 5000,
    refundAmount: 33750,
    cancelledAt: '2026-06-10T12:00:00.000Z',
  },
};
const paymentFailed: BookingEvent = {
  type: 'BookingPaymentFailed',
  data: {
    bookingId: 'b1',
    paymentId: 'pay-1',
    reason: 'card_declined',
    cancelledAt: '2026-06-01T12:10:00.000Z',
  },
};
const completed: BookingEvent = {
  type: 'BookingCompleted',
  data: { bookingId: 'b1', completedAt: '2026-07-01T22:00:00.000Z' },
};

describe('provider response: the auto-decline timer', () => {
  it('given a paid booking, schedules the auto-decline at the respond-by time', () => {
    given<BookingEvent>(providerResponseProcess, [created, paid]).thenTimers([
      {
        kind: 'schedule',
        key: 'booking-auto-decline:b1',
        queue: BOOKING_AUTO_DECLINE_QUEUE,
        runAt: new Date('2026-06-02T12:05:00.000Z'),
        data: { bookingId: 'b1' },
      },
    ]);
  });

  it('cancels it once the provider answers, the timer fires or the booking is cancelled', () => {
    for (const answer of [accepted, declined, autoDeclined, cancelled])
      given<BookingEvent>(providerResponseProcess, [answer]).thenTimers([
        { kind: 'cancel', key: 'booking-auto-decline:b1' },
      ]);
  });
});

describe('booking completion: the timer at the end of the event', () => {
  it('given a created booking, schedules completion when the event ends', () => {
    given<BookingEvent>(bookingCompletionProcess, [created, paid, accepted]).thenTimers([
      {
        kind: 'schedule',
        key: 'booking-completion:b1',
        queue: BOOKING_COMPLETION_QUEUE,
        runAt: new Date('2026-07-01T22:00:00.000Z'),
        data: { bookingId: 'b1' },
      },
    ]);
  });

  it('cancels it for a booking that will not take place', () => {
    for (const ending of [paymentFailed, declined, autoDeclined, cancelled])
      given<BookingEvent>(bookingCompletionProcess, [ending]).thenTimers([
        { kind: 'cancel', key: 'booking-completion:b1' },
      ]);
  });

  it('ignores the completion itself', () => {
    given<BookingEvent>(bookingCompletionProcess, [completed]).thenTimers([]);
  });
});

describe('booking calendar release: frees the day at once when a booking falls through', () => {
  it('releases as declined for either kind of decline', () => {
    given<BookingEvent>(bookingCalendarReleaseProcess, [
      { event: declined, at: '2026-06-01T15:00:00.000Z' },
      { event: autoDeclined, at: '2026-06-02T12:05:00.000Z' },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'booking-calendar-release:b1',
        queue: BOOKING_CALENDAR_RELEASE_QUEUE,
        runAt: new Date('2026-06-01T15:00:00.000Z'),
        data: { bookingId: 'b1', reason: 'declined' },
      },
      {
        kind: 'schedule',
        key: 'booking-calendar-release:b1',
        queue: BOOKING_CALENDAR_RELEASE_QUEUE,
        runAt: new Date('2026-06-02T12:05:00.000Z'),
        data: { bookingId: 'b1', reason: 'declined' },
      },
    ]);
  });

  it('releases as cancelled for a cancellation, and does nothing for a booking going ahead', () => {
    given<BookingEvent>(bookingCalendarReleaseProcess, [created, paid, accepted, cancelled]).thenTimers([
      {
        kind: 'schedule',
        key: 'booking-calendar-release:b1',
        queue: BOOKING_CALENDAR_RELEASE_QUEUE,
        runAt: new Date(recordedAt),
        data: { bookingId: 'b1', reason: 'cancelled' },
      },
    ]);
  });
});

describe('checkout hold: the hold expiry timer', () => {
  const day = { serviceId: 'svc-1', date: '2026-07-01' };
  const held: CalendarEvent = {
    type: 'CalendarDayHeld',
    data: { ...day, holdId: 'h1', customerId: 'u-client', expiresAt: '2026-06-01T12:30:00.000Z' },
  };
  const holdKey = 'checkout-hold:h1:svc-1:2026-07-01';

  it('given a held day, schedules its expiry', () => {
    given<CalendarEvent>(checkoutHoldProcess, [held]).thenTimers([
      {
        kind: 'schedule',
        key: holdKey,
        queue: CHECKOUT_HOLD_QUEUE,
        runAt: new Date('2026-06-01T12:30:00.000Z'),
        data: { holdId: 'h1', serviceId: 'svc-1', date: '2026-07-01' },
      },
    ]);
  });

  it('cancels it when the hold is released, and keeps it when the day is booked', () => {
    // A settlement can still be cut short after the day is booked; the timer then finishes it.
    given<CalendarEvent>(checkoutHoldProcess, [
      { type: 'CalendarDayBooked', data: { ...day, bookingId: 'b1', customerId: 'u-client', holdId: 'h1' } },
      {
        type: 'CalendarHoldReleased',
        data: { ...day, holdId: 'h1', customerId: 'u-client', reason: 'payment_failed' },
      },
    ]).thenTimers([{ kind: 'cancel', key: holdKey }]);
  });

  it('keeps the timer of a lapsed hold that another client’s hold released', () => {
    given<CalendarEvent>(checkoutHoldProcess, [
      {
        type: 'CalendarHoldReleased',
        data: { ...day, holdId: 'h1', customerId: 'u-client', reason: 'expired' },
      },
    ]).thenTimers([]);
  });

  it('has nothing to cancel for a day booked without a hold', () => {
    given<CalendarEvent>(checkoutHoldProcess, [
      { type: 'CalendarDayBooked', data: { ...day, bookingId: 'b1', customerId: 'u-client', holdId: null } },
    ]).thenTimers([]);
  });
});
