import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { type BookingCommand, bookingDecider } from './decider';
import { type BookingEvent, bookingEvents } from './events';

const client = { kind: 'user', userId: 'u-client', roles: [] } as const;
const provider = { kind: 'user', userId: 'u-provider', roles: [] } as const;
const stranger = { kind: 'user', userId: 'u-stranger', roles: [] } as const;
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const worker = systemActor('worker:bookings');

const createdAt = new Date('2026-06-01T12:00:00Z');
const paidAt = new Date('2026-06-01T12:05:00Z');
const acceptedAt = new Date('2026-06-01T15:00:00Z');

// £450 stage from a quote: provider 47250 (price + 5% fee), Basic 20% = 9000, VAT 11250; deposit 25% → 11813
const money = {
  totalAmount: 67500,
  platformFee: 9000,
  vatAmount: 11250,
  providerAmount: 47250,
  depositAmount: 11813,
};

const create: Extract<BookingCommand, { type: 'CreateBooking' }> = {
  type: 'CreateBooking',
  actor: client,
  bookingId: 'b1',
  quoteId: 'q1',
  serviceId: 'svc-stage',
  customerId: 'u-client',
  providerId: 'prov-1',
  providerUserId: 'u-provider',
  eventDate: '2026-07-01T14:00:00.000Z',
  duration: 8,
  quantity: 2,
  tableQuantity: null,
  chairQuantity: null,
  money,
  plan: 'basic',
  paymentId: 'pay-1',
  notes: 'Side gate access only',
  specialRequests: null,
};
const created: BookingEvent = {
  type: 'BookingCreated',
  data: {
    bookingId: 'b1',
    quoteId: 'q1',
    serviceId: 'svc-stage',
    customerId: 'u-client',
    providerId: 'prov-1',
    providerUserId: 'u-provider',
    eventDate: '2026-07-01T14:00:00.000Z',
    eventEndsAt: '2026-07-01T22:00:00.000Z',
    duration: 8,
    quantity: 2,
    tableQuantity: null,
    chairQuantity: null,
    ...money,
    plan: 'basic',
    paymentId: 'pay-1',
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
    providerResponse: 'Looking forward to it!',
    providerRespondedAt: '2026-06-01T15:00:00.000Z',
  },
};
const declined: BookingEvent = {
  type: 'BookingDeclined',
  data: {
    bookingId: 'b1',
    providerUserId: 'u-provider',
    providerResponse: null,
    providerRespondedAt: '2026-06-01T15:00:00.000Z',
    refundAmount: 67500,
  },
};
const cancelledUnpaid: BookingEvent = {
  type: 'BookingCancelled',
  data: {
    bookingId: 'b1',
    cancelledBy: 'customer',
    refundReason: null,
    daysBeforeEvent: null,
    refundRate: 0,
    refundAmount: 0,
    cancelledAt: '2026-06-01T12:03:00.000Z',
  },
};
const completed: BookingEvent = {
  type: 'BookingCompleted',
  data: { bookingId: 'b1', completedAt: '2026-07-01T22:00:00.000Z' },
};

const reviewing = [created, paid];
const confirmed = [created, paid, accepted];
const cmd = <T extends BookingCommand['type']>(type: T, actor: BookingCommand['actor'], extra = {}) =>
  ({ type, actor, bookingId: 'b1', ...extra }) as Extract<BookingCommand, { type: T }>;

describe('booking event schemas', () => {
  it.each([created, paid, accepted, declined, cancelledUnpaid, completed])(
    '$type matches its schema',
    (event) => {
      expect(bookingEvents[event.type].schema.safeParse(event.data).success).toBe(true);
    },
  );

  it('reads a booking recorded before bookings kept their order (version 1) as having none recorded', () => {
    const { quantity, tableQuantity, chairQuantity, ...v1 } = created.data as Extract<
      BookingEvent,
      { type: 'BookingCreated' }
    >['data'];
    const upcast = bookingEvents.BookingCreated.upcasters[1](v1);
    expect(bookingEvents.BookingCreated.schema.parse(upcast)).toEqual({
      ...v1,
      quantity: null,
      tableQuantity: null,
      chairQuantity: null,
    });
  });
});

describe('creating a booking', () => {
  it('given nothing, when a provider books their own service, then it is refused', () => {
    given(bookingDecider)
      .when({ ...create, actor: provider, customerId: 'u-provider' }, createdAt)
      .thenRefused('BOOKING_OWN_SERVICE');
  });
  it('given nothing, when the client checks out, then the booking is pending with its own money split', () => {
    given(bookingDecider).when(create, createdAt).thenEvents([created]);
  });

  it('refuses a booking that already exists', () => {
    given(bookingDecider, [created]).when(create, createdAt).thenRefused('BOOKING_EXISTS');
  });

  it.each([
    ['another user', stranger],
    ['the platform', worker],
  ])('refuses a booking made for the client by %s', (_, actor) => {
    given(bookingDecider)
      .when({ ...create, actor }, createdAt)
      .thenRefused('FORBIDDEN');
  });

  it.each([
    ['parts that do not add up', { ...money, platformFee: 9001 }],
    ['a deposit above the provider amount', { ...money, depositAmount: 47251 }],
    ['nothing to pay', { totalAmount: 0, platformFee: 0, vatAmount: 0, providerAmount: 0, depositAmount: 0 }],
  ])('refuses %s', (_, badMoney) => {
    given(bookingDecider)
      .when({ ...create, money: badMoney }, createdAt)
      .thenRefused('BOOKING_INVALID_MONEY');
  });

  it.each([0, 2.5])('refuses a duration of %d hours', (duration) => {
    given(bookingDecider)
      .when({ ...create, duration }, createdAt)
      .thenRefused('BOOKING_INVALID_DURATION');
  });

  it('given nothing, when Table & Chair Hire is checked out, then the booking records its tables and chairs', () => {
    const order = { quantity: 1, tableQuantity: 5, chairQuantity: 40 };
    given(bookingDecider)
      .when({ ...create, ...order }, createdAt)
      .thenEvents([{ type: 'BookingCreated', data: { ...created.data, ...order } } as BookingEvent]);
  });

  it.each([
    ['no quantity', { quantity: 0 }],
    ['a part quantity', { quantity: 1.5 }],
    ['more than a quote allows', { quantity: 1001 }],
    ['tables without chairs', { tableQuantity: 2, chairQuantity: null }],
    ['51 tables', { tableQuantity: 51, chairQuantity: 0 }],
    ['201 chairs', { tableQuantity: 0, chairQuantity: 201 }],
    ['no tables and no chairs', { tableQuantity: 0, chairQuantity: 0 }],
    ['a negative count', { tableQuantity: -1, chairQuantity: 8 }],
  ])('refuses an order of %s', (_, order) => {
    given(bookingDecider)
      .when({ ...create, ...order }, createdAt)
      .thenRefused('BOOKING_INVALID_ORDER');
  });

  it.each(['2026-06-01T12:00:00Z', 'soon'])(
    'refuses an event date %j that is not in the future',
    (eventDate) => {
      given(bookingDecider)
        .when({ ...create, eventDate }, createdAt)
        .thenRefused('BOOKING_EVENT_DATE_NOT_IN_FUTURE');
    },
  );

  it('refuses notes longer than 2000 characters', () => {
    given(bookingDecider)
      .when({ ...create, notes: 'x'.repeat(2001) }, createdAt)
      .thenRefused('BOOKING_TEXT_TOO_LONG');
  });
});

describe('payment result', () => {
  it('given a pending booking, when its payment succeeds, then the provider has 24 hours to respond', () => {
    given(bookingDecider, [created])
      .when(cmd('MarkBookingPaid', worker, { paymentId: 'pay-1' }), paidAt)
      .thenEvents([paid]);
  });

  it('appends nothing when the same payment is confirmed twice', () => {
    given(bookingDecider, confirmed)
      .when(cmd('MarkBookingPaid', worker, { paymentId: 'pay-1' }), paidAt)
      .thenEvents([]);
  });

  it('refuses a payment that is not the booking’s', () => {
    given(bookingDecider, [created])
      .when(cmd('MarkBookingPaid', worker, { paymentId: 'pay-9' }), paidAt)
      .thenRefused('BOOKING_PAYMENT_MISMATCH');
  });

  it('refuses to mark a booking paid after the client cancelled it', () => {
    given(bookingDecider, [created, cancelledUnpaid])
      .when(cmd('MarkBookingPaid', worker, { paymentId: 'pay-1' }), paidAt)
      .thenRefused('BOOKING_NOT_AWAITING_PAYMENT');
  });

  it('given a pending booking, when its payment fails, then the booking is cancelled', () => {
    given(bookingDecider, [created])
      .when(cmd('MarkBookingPaymentFailed', worker, { paymentId: 'pay-1', reason: 'card_declined' }), paidAt)
      .thenEvents([
        {
          type: 'BookingPaymentFailed',
          data: {
            bookingId: 'b1',
            paymentId: 'pay-1',
            reason: 'card_declined',
            cancelledAt: '2026-06-01T12:05:00.000Z',
          },
        },
      ]);
  });

  it('ignores a payment failure once the booking was paid', () => {
    given(bookingDecider, reviewing)
      .when(cmd('MarkBookingPaymentFailed', worker, { paymentId: 'pay-1', reason: 'late' }), paidAt)
      .thenEvents([]);
  });

  it('refuses a failure of another payment', () => {
    given(bookingDecider, [created])
      .when(cmd('MarkBookingPaymentFailed', worker, { paymentId: 'pay-9', reason: 'x' }), paidAt)
      .thenRefused('BOOKING_PAYMENT_MISMATCH');
  });

  it('takes payment results only from the platform', () => {
    given(bookingDecider, [created])
      .when(cmd('MarkBookingPaid', client, { paymentId: 'pay-1' }), paidAt)
      .thenRefused('FORBIDDEN');
  });

  it('refuses commands for an unknown booking', () => {
    given(bookingDecider)
      .when(cmd('MarkBookingPaid', worker, { paymentId: 'pay-1' }), paidAt)
      .thenRefused('BOOKING_NOT_FOUND');
  });
});

describe('provider response (accept or decline only while provider_reviewing)', () => {
  it('given a booking under review, when the provider accepts with a message, then it is confirmed', () => {
    given(bookingDecider, reviewing)
      .when(cmd('AcceptBooking', provider, { message: '  Looking forward to it!  ' }), acceptedAt)
      .thenEvents([accepted]);
  });

  it('given a booking under review, when the provider declines without a message, then the client gets everything back', () => {
    given(bookingDecider, reviewing)
      .when(cmd('DeclineBooking', provider, { message: '' }), acceptedAt)
      .thenEvents([declined]);
  });

  it.each([
    ['pending', [created]],
    ['confirmed', confirmed],
    ['declined', [...reviewing, declined]],
  ])('refuses to accept or decline a %s booking', (_, history) => {
    given(bookingDecider, history)
      .when(cmd('AcceptBooking', provider, { message: null }), acceptedAt)
      .thenRefused('BOOKING_NOT_REVIEWABLE');
    given(bookingDecider, history)
      .when(cmd('DeclineBooking', provider, { message: null }), acceptedAt)
      .thenRefused('BOOKING_NOT_REVIEWABLE');
  });

  it.each([
    ['the client', client],
    ['another user', stranger],
    ['an admin', admin],
  ])('lets only the booking’s provider respond, not %s', (_, actor) => {
    given(bookingDecider, reviewing)
      .when(cmd('AcceptBooking', actor, { message: null }), acceptedAt)
      .thenRefused('FORBIDDEN');
    given(bookingDecider, reviewing)
      .when(cmd('DeclineBooking', actor, { message: null }), acceptedAt)
      .thenRefused('FORBIDDEN');
  });

  it('refuses a late acceptance once the 24 hours are over, even before the timer ran', () => {
    given(bookingDecider, reviewing)
      .when(cmd('AcceptBooking', provider, { message: null }), new Date('2026-06-02T12:05:00Z'))
      .thenRefused('BOOKING_RESPONSE_WINDOW_CLOSED');
  });

  it('still lets the provider decline after the 24 hours, which refunds the client as the timer would', () => {
    given(bookingDecider, reviewing)
      .when(cmd('DeclineBooking', provider, { message: null }), new Date('2026-06-02T13:00:00Z'))
      .thenEvents([
        {
          type: 'BookingDeclined',
          data: { ...declined.data, providerRespondedAt: '2026-06-02T13:00:00.000Z' },
        },
      ]);
  });

  it('refuses a response message longer than 2000 characters', () => {
    given(bookingDecider, reviewing)
      .when(cmd('AcceptBooking', provider, { message: 'x'.repeat(2001) }), acceptedAt)
      .thenRefused('BOOKING_TEXT_TOO_LONG');
  });
});

describe('auto-decline after 24 hours', () => {
  const autoDeclined: BookingEvent = {
    type: 'BookingAutoDeclined',
    data: { bookingId: 'b1', declinedAt: '2026-06-02T12:05:00.000Z', refundAmount: 67500 },
  };

  it('given no response for 24 hours, when the timer fires, then the booking is declined with a full refund', () => {
    given(bookingDecider, reviewing)
      .when(cmd('AutoDeclineBooking', worker), new Date('2026-06-02T12:05:00Z'))
      .thenEvents([autoDeclined]);
  });

  it('refuses before the deadline', () => {
    given(bookingDecider, reviewing)
      .when(cmd('AutoDeclineBooking', worker), new Date('2026-06-02T12:04:59Z'))
      .thenRefused('BOOKING_RESPONSE_WINDOW_OPEN');
  });

  it('appends nothing when the booking has moved on', () => {
    given(bookingDecider, confirmed)
      .when(cmd('AutoDeclineBooking', worker), new Date('2026-06-03T00:00:00Z'))
      .thenEvents([]);
  });

  it('is the platform’s to run', () => {
    given(bookingDecider, reviewing)
      .when(cmd('AutoDeclineBooking', provider), new Date('2026-06-03T00:00:00Z'))
      .thenRefused('FORBIDDEN');
  });
});

describe('cancellation', () => {
  const cancelled = (
    at: string,
    data: Partial<Extract<BookingEvent, { type: 'BookingCancelled' }>['data']>,
  ): BookingEvent => ({
    type: 'BookingCancelled',
    data: {
      bookingId: 'b1',
      cancelledBy: 'customer',
      refundReason: 'customer_cancelled',
      daysBeforeEvent: null,
      refundRate: 10000,
      refundAmount: 67500,
      cancelledAt: new Date(at).toISOString(),
      ...data,
    },
  });

  it('lets the client cancel a pending booking, with nothing to refund', () => {
    given(bookingDecider, [created])
      .when(cmd('CancelBooking', client), new Date('2026-06-01T12:03:00Z'))
      .thenEvents([cancelledUnpaid]);
  });

  it('refunds the client in full when they cancel while the provider is still reviewing', () => {
    const at = '2026-06-01T13:00:00Z';
    given(bookingDecider, reviewing)
      .when(cmd('CancelBooking', client), new Date(at))
      .thenEvents([cancelled(at, { refundReason: 'customer_cancelled_before_confirmation' })]);
  });

  it.each([
    ['2026-06-01T20:00:00Z', 30, 10000, 67500],
    ['2026-06-11T10:00:00Z', 20, 7500, 50625],
    ['2026-06-21T10:00:00Z', 10, 5000, 33750],
    ['2026-06-28T10:00:00Z', 3, 0, 0],
  ])(
    'refunds a confirmed booking cancelled by the client at %s by the tiers (%i days: %i bp, %i pence)',
    (at, days, rate, amount) => {
      given(bookingDecider, confirmed)
        .when(cmd('CancelBooking', client), new Date(at))
        .thenEvents([cancelled(at, { daysBeforeEvent: days, refundRate: rate, refundAmount: amount })]);
    },
  );

  it('refunds in full when the provider cancels a confirmed booking', () => {
    const at = '2026-06-28T10:00:00Z';
    given(bookingDecider, confirmed)
      .when(cmd('CancelBooking', provider), new Date(at))
      .thenEvents([cancelled(at, { cancelledBy: 'provider', refundReason: 'provider_cancelled' })]);
  });

  it('refuses cancellation by either side once the event has started', () => {
    const at = new Date('2026-07-01T14:00:00Z');
    given(bookingDecider, confirmed)
      .when(cmd('CancelBooking', client), at)
      .thenRefused('BOOKING_EVENT_STARTED');
    given(bookingDecider, confirmed)
      .when(cmd('CancelBooking', provider), at)
      .thenRefused('BOOKING_EVENT_STARTED');
  });

  it('asks the provider to decline rather than cancel a request under review', () => {
    given(bookingDecider, reviewing)
      .when(cmd('CancelBooking', provider), acceptedAt)
      .thenRefused('BOOKING_DECLINE_INSTEAD');
  });

  it('refuses the provider cancelling a booking the client has not paid', () => {
    given(bookingDecider, [created])
      .when(cmd('CancelBooking', provider), acceptedAt)
      .thenRefused('BOOKING_NOT_CANCELLABLE');
  });

  it.each([
    ['declined', [...reviewing, declined]],
    ['cancelled', [created, cancelledUnpaid]],
    ['completed', [...confirmed, completed]],
  ])('refuses to cancel a %s booking', (_, history) => {
    given(bookingDecider, history)
      .when(cmd('CancelBooking', client), acceptedAt)
      .thenRefused('BOOKING_NOT_CANCELLABLE');
    given(bookingDecider, history)
      .when(cmd('CancelBooking', provider), acceptedAt)
      .thenRefused('BOOKING_NOT_CANCELLABLE');
  });

  it.each([
    ['another user', stranger],
    ['the platform', worker],
  ])('lets only the client and the provider cancel, not %s', (_, actor) => {
    given(bookingDecider, confirmed).when(cmd('CancelBooking', actor), acceptedAt).thenRefused('FORBIDDEN');
  });
});

describe('abandoned checkout', () => {
  it('given a pending booking whose checkout lapsed, when the timer fires, then it is cancelled by the platform', () => {
    given(bookingDecider, [created])
      .when(cmd('AbandonCheckout', worker), new Date('2026-06-01T12:15:00Z'))
      .thenEvents([
        {
          type: 'BookingCancelled',
          data: { ...cancelledUnpaid.data, cancelledBy: 'system', cancelledAt: '2026-06-01T12:15:00.000Z' },
        },
      ]);
  });

  it('appends nothing once the booking was paid', () => {
    given(bookingDecider, reviewing).when(cmd('AbandonCheckout', worker), acceptedAt).thenEvents([]);
  });

  it('is the platform’s to run', () => {
    given(bookingDecider, [created])
      .when(cmd('AbandonCheckout', client), acceptedAt)
      .thenRefused('FORBIDDEN');
  });
});

describe('completion after the event', () => {
  it('given a confirmed booking, when its event has ended, then it is completed', () => {
    given(bookingDecider, confirmed)
      .when(cmd('CompleteBooking', worker), new Date('2026-07-01T22:00:00Z'))
      .thenEvents([completed]);
  });

  it('refuses before the event has ended (eventDate + duration)', () => {
    given(bookingDecider, confirmed)
      .when(cmd('CompleteBooking', worker), new Date('2026-07-01T21:59:59Z'))
      .thenRefused('BOOKING_EVENT_NOT_OVER');
  });

  it('appends nothing for a booking that was cancelled or already completed', () => {
    const after = new Date('2026-07-02T00:00:00Z');
    given(bookingDecider, [created, cancelledUnpaid])
      .when(cmd('CompleteBooking', worker), after)
      .thenEvents([]);
    given(bookingDecider, [...confirmed, completed])
      .when(cmd('CompleteBooking', worker), after)
      .thenEvents([]);
  });

  it('is the platform’s to run', () => {
    given(bookingDecider, confirmed)
      .when(cmd('CompleteBooking', provider), new Date('2026-07-02T00:00:00Z'))
      .thenRefused('FORBIDDEN');
  });
});

describe('status and paymentStatus', () => {
  const statusAfter = (history: BookingEvent[]) => {
    const state = given(bookingDecider, history).state;
    return state.exists ? [state.status, state.paymentStatus] : null;
  };
  const partial = (refundAmount: number): BookingEvent => ({
    type: 'BookingCancelled',
    data: { ...cancelledUnpaid.data, refundReason: 'customer_cancelled', refundRate: 7500, refundAmount },
  });

  it.each([
    ['created', [created], ['pending', 'pending']],
    ['paid', reviewing, ['provider_reviewing', 'paid']],
    ['accepted', confirmed, ['confirmed', 'paid']],
    ['declined', [...reviewing, declined], ['declined', 'refunded']],
    ['cancelled unpaid', [created, cancelledUnpaid], ['cancelled', 'pending']],
    ['cancelled at 75%', [...confirmed, partial(50625)], ['cancelled', 'partially_refunded']],
    ['cancelled with no refund', [...confirmed, partial(0)], ['cancelled', 'paid']],
    [
      'payment failed',
      [
        created,
        {
          type: 'BookingPaymentFailed',
          data: { bookingId: 'b1', paymentId: 'pay-1', reason: 'x', cancelledAt: '2026-06-01T12:05:00.000Z' },
        },
      ],
      ['cancelled', 'failed'],
    ],
    ['completed', [...confirmed, completed], ['completed', 'paid']],
  ] as [string, BookingEvent[], string[]][])('%s → %j', (_, history, expected) => {
    expect(statusAfter(history)).toEqual(expected);
  });
});

describe('a payment whose day could not be booked', () => {
  const refunded = (reason: 'day_unavailable' | 'checkout_ended', at: string): BookingEvent => ({
    type: 'BookingPaymentRefunded',
    data: { bookingId: 'b1', paymentId: 'pay-1', reason, refundAmount: 67500, cancelledAt: at },
  });

  it('given a pending booking whose day someone else booked, when its payment succeeds, then it is refunded in full, never paid', () => {
    given(bookingDecider, [created])
      .when(cmd('RefundUnbookedPayment', worker, { paymentId: 'pay-1', reason: 'day_unavailable' }), paidAt)
      .thenEvents([refunded('day_unavailable', '2026-06-01T12:05:00.000Z')]);
  });

  it('refunds a payment that succeeded after its checkout had already ended', () => {
    given(bookingDecider, [
      created,
      { ...cancelledUnpaid, data: { ...cancelledUnpaid.data, cancelledBy: 'system' } },
    ])
      .when(cmd('RefundUnbookedPayment', worker, { paymentId: 'pay-1', reason: 'checkout_ended' }), paidAt)
      .thenEvents([refunded('checkout_ended', '2026-06-01T12:05:00.000Z')]);
  });

  it('is cancelled with its payment refunded, and a later payment confirmation cannot mark it paid', () => {
    const history = [created, refunded('day_unavailable', '2026-06-01T12:05:00.000Z')];
    const state = given(bookingDecider, history).state;
    expect(state.exists && [state.status, state.paymentStatus]).toEqual(['cancelled', 'refunded']);
    given(bookingDecider, history)
      .when(cmd('MarkBookingPaid', worker, { paymentId: 'pay-1' }), acceptedAt)
      .thenEvents([]);
    given(bookingDecider, history)
      .when(
        cmd('RefundUnbookedPayment', worker, { paymentId: 'pay-1', reason: 'day_unavailable' }),
        acceptedAt,
      )
      .thenEvents([]);
  });

  it('appends nothing for a booking that was paid with its day', () => {
    given(bookingDecider, reviewing)
      .when(
        cmd('RefundUnbookedPayment', worker, { paymentId: 'pay-1', reason: 'day_unavailable' }),
        acceptedAt,
      )
      .thenEvents([]);
  });

  it('refuses another payment, and anyone but the platform', () => {
    given(bookingDecider, [created])
      .when(cmd('RefundUnbookedPayment', worker, { paymentId: 'pay-9', reason: 'day_unavailable' }), paidAt)
      .thenRefused('BOOKING_PAYMENT_MISMATCH');
    given(bookingDecider, [created])
      .when(cmd('RefundUnbookedPayment', client, { paymentId: 'pay-1', reason: 'day_unavailable' }), paidAt)
      .thenRefused('FORBIDDEN');
  });
});
