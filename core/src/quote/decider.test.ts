import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { isDomainError } from '../kernel/errors';
import { given } from '../kernel/given-when-then';
import { quoteDecider } from './decider';
import { type QuoteEvent, quoteEvents } from './events';
import { priceQuote } from './pricing';
import { clientActor, itemOf, serviceWith, stageHire, weddingDetails } from './testing/test-fixtures';

const now = new Date('2026-06-01T12:00:00Z');
const client = clientActor('u-client');
const otherClient = clientActor('u-other');
const timer = systemActor('worker:quote-expiry');

const priceAt = (at: Date, details = weddingDetails()) => {
  const price = priceQuote(details, at);
  if (isDomainError(price)) throw price;
  return price;
};

const lighting = serviceWith({ serviceId: 'svc-lights', providerId: 'prov-2', name: 'Uplighting' });
const twoServices = weddingDetails({ services: [itemOf(stageHire), itemOf(lighting)] });

const requested: QuoteEvent = {
  type: 'QuoteRequested',
  data: {
    quoteId: 'q1',
    customerId: 'u-client',
    ...priceAt(now, twoServices),
    pricedAt: '2026-06-01T12:00:00.000Z',
    expiresAt: '2026-06-15T12:00:00.000Z',
  },
};
const draft: QuoteEvent = { type: 'QuoteDraftSaved', data: { ...requested.data } };
const booked: QuoteEvent = {
  type: 'QuoteBooked',
  data: {
    quoteId: 'q1',
    customerId: 'u-client',
    paymentId: 'pay-1',
    bookings: [
      { bookingId: 'b1', serviceId: 'svc-stage', providerId: 'prov-1' },
      { bookingId: 'b2', serviceId: 'svc-lights', providerId: 'prov-2' },
    ],
    bookedAt: '2026-06-02T10:00:00.000Z',
  },
};
const expired: QuoteEvent = {
  type: 'QuoteExpired',
  data: { quoteId: 'q1', expiredAt: '2026-06-15T12:00:00.000Z' },
};
const released: QuoteEvent = {
  type: 'QuoteBookingReleased',
  data: { quoteId: 'q1', paymentId: 'pay-1', releasedAt: '2026-06-02T10:30:00.000Z' },
};

const book = (bookingIds = ['b1', 'b2'], actor = client) =>
  ({ type: 'BookQuote', actor, quoteId: 'q1', paymentId: 'pay-1', bookingIds }) as const;

describe('quote event schemas', () => {
  it.each([requested, draft, booked, expired, released])('$type matches its schema', (event) => {
    expect(quoteEvents[event.type].schema.safeParse(event.data).success).toBe(true);
  });
});

describe('requesting and saving a quote', () => {
  it('given nothing, when the client requests a quote, then it is priced, requested and valid for 14 days', () => {
    given(quoteDecider)
      .when({ type: 'RequestQuote', actor: client, quoteId: 'q1', details: twoServices }, now)
      .thenEvents([requested]);
  });

  it('given nothing, when the client saves the quote for later, then it is a priced draft', () => {
    given(quoteDecider)
      .when({ type: 'SaveQuoteDraft', actor: client, quoteId: 'q1', details: twoServices }, now)
      .thenEvents([draft]);
  });

  const requestedAt = (
    at: Date,
    details: ReturnType<typeof weddingDetails>,
    expiresAt: string,
  ): QuoteEvent => ({
    type: 'QuoteRequested',
    data: {
      quoteId: 'q1',
      customerId: 'u-client',
      ...priceAt(at, details),
      pricedAt: at.toISOString(),
      expiresAt,
    },
  });

  it('never lets a quote outlive its event', () => {
    const details = weddingDetails({ eventDate: '2026-06-05T18:00:00.000Z' });
    given(quoteDecider)
      .when({ type: 'RequestQuote', actor: client, quoteId: 'q1', details }, now)
      .thenEvents([requestedAt(now, details, '2026-06-05T18:00:00.000Z')]);
  });

  it('counts the 14 days on the London calendar across the clock change (12:00 GMT → 12:00 BST)', () => {
    const at = new Date('2026-03-20T12:00:00Z');
    const details = weddingDetails();
    given(quoteDecider)
      .when({ type: 'RequestQuote', actor: client, quoteId: 'q1', details }, at)
      .thenEvents([requestedAt(at, details, '2026-04-03T11:00:00.000Z')]);
  });

  it('given a draft, when the client changes it, then the draft is saved again', () => {
    const later = new Date('2026-06-03T09:00:00Z');
    const details = weddingDetails({ guestCount: 120 });
    given(quoteDecider, [draft])
      .when({ type: 'SaveQuoteDraft', actor: client, quoteId: 'q1', details }, later)
      .thenEvents([
        {
          type: 'QuoteDraftSaved',
          data: {
            quoteId: 'q1',
            customerId: 'u-client',
            ...priceAt(later, details),
            pricedAt: later.toISOString(),
            expiresAt: '2026-06-17T09:00:00.000Z',
          },
        },
      ]);
  });

  it('given a draft, when the client requests it, then it is re-priced from today’s services and requested', () => {
    const later = new Date('2026-06-03T09:00:00Z');
    const dearer = weddingDetails({ services: [itemOf(serviceWith({ basePrice: 50000 }))] });
    given(quoteDecider, [draft])
      .when({ type: 'RequestQuote', actor: client, quoteId: 'q1', details: dearer }, later)
      .thenEvents([
        {
          type: 'QuoteRequested',
          data: {
            quoteId: 'q1',
            customerId: 'u-client',
            ...priceAt(later, dearer),
            pricedAt: later.toISOString(),
            expiresAt: '2026-06-17T09:00:00.000Z',
          },
        },
      ]);
  });

  it.each(['RequestQuote', 'SaveQuoteDraft'] as const)(
    'given a requested quote, when the client sends %s, then it is refused: a requested quote is final',
    (type) => {
      given(quoteDecider, [requested])
        .when({ type, actor: client, quoteId: 'q1', details: twoServices }, now)
        .thenRefused('QUOTE_NOT_EDITABLE');
    },
  );

  it('refuses a change to someone else’s draft', () => {
    given(quoteDecider, [draft])
      .when({ type: 'RequestQuote', actor: otherClient, quoteId: 'q1', details: twoServices }, now)
      .thenRefused('FORBIDDEN');
  });

  it('refuses a quote requested by the platform rather than a client', () => {
    given(quoteDecider)
      .when({ type: 'RequestQuote', actor: timer, quoteId: 'q1', details: twoServices }, now)
      .thenRefused('FORBIDDEN');
  });

  it('refuses to request a draft once its 14 days have passed', () => {
    given(quoteDecider, [draft])
      .when(
        { type: 'RequestQuote', actor: client, quoteId: 'q1', details: twoServices },
        new Date('2026-06-15T12:00:00Z'),
      )
      .thenRefused('QUOTE_EXPIRED');
  });

  it('passes on the pricing refusal and appends nothing', () => {
    given(quoteDecider)
      .when(
        { type: 'RequestQuote', actor: client, quoteId: 'q1', details: weddingDetails({ services: [] }) },
        now,
      )
      .thenRefused(
        'QUOTE_MISSING_INFORMATION',
        'Please fill in all event details including venue postcode and add at least one service.',
      );
  });
});

describe('booking a quote', () => {
  const at = new Date('2026-06-02T10:00:00Z');

  it('given a requested quote, when its client checks out, then one booking per service is paid by one payment', () => {
    given(quoteDecider, [requested]).when(book(), at).thenEvents([booked]);
  });

  it('refuses an unknown quote with the spec text', () => {
    given(quoteDecider)
      .when(book(), at)
      .thenRefused('QUOTE_NOT_FOUND', 'Quote not found. The quote may have expired or been removed.');
  });

  it('only the quote’s client may book it', () => {
    given(quoteDecider, [requested])
      .when(book(['b1', 'b2'], otherClient), at)
      .thenRefused('FORBIDDEN');
  });

  it('refuses a booking once expiresAt has passed, even before the expiry timer ran', () => {
    given(quoteDecider, [requested])
      .when(book(), new Date('2026-06-15T12:00:00Z'))
      .thenRefused(
        'QUOTE_EXPIRED',
        'This quote has expired and can no longer be booked. Please create a new quote.',
      );
  });

  it('refuses to book an expired quote', () => {
    given(quoteDecider, [requested, expired]).when(book(), at).thenRefused('QUOTE_EXPIRED');
  });

  it('does not book a quote twice', () => {
    given(quoteDecider, [requested, booked])
      .when(book(['b3', 'b4']), at)
      .thenRefused('QUOTE_ALREADY_BOOKED');
  });

  it('books a draft as it stands: quotes start as drafts, and only expiry stops a booking', () => {
    given(quoteDecider, [draft]).when(book(), at).thenEvents([booked]);
  });

  it.each([[['b1']], [['b1', 'b1']], [['b1', 'b2', 'b3']]])(
    'refuses booking ids %j that do not give each service its own booking',
    (ids) => {
      given(quoteDecider, [requested]).when(book(ids), at).thenRefused('QUOTE_BOOKING_IDS_MISMATCH');
    },
  );

  it('given the checkout payment failed, when the quote is released, then it can be booked again', () => {
    const release = { type: 'ReleaseQuoteBooking', actor: timer, quoteId: 'q1', paymentId: 'pay-1' } as const;
    given(quoteDecider, [requested, booked])
      .when(release, new Date('2026-06-02T10:30:00Z'))
      .thenEvents([released]);
    given(quoteDecider, [requested, booked, released])
      .when({ ...book(['b3', 'b4']), paymentId: 'pay-2' }, at)
      .thenEvents([
        {
          type: 'QuoteBooked',
          data: {
            ...booked.data,
            paymentId: 'pay-2',
            bookings: [
              { bookingId: 'b3', serviceId: 'svc-stage', providerId: 'prov-1' },
              { bookingId: 'b4', serviceId: 'svc-lights', providerId: 'prov-2' },
            ],
          },
        },
      ]);
  });

  it('ignores a release for another payment than the one that booked the quote', () => {
    given(quoteDecider, [requested, booked])
      .when({ type: 'ReleaseQuoteBooking', actor: timer, quoteId: 'q1', paymentId: 'pay-old' }, at)
      .thenEvents([]);
  });

  it('ignores a release of a quote that is not booked', () => {
    given(quoteDecider, [requested])
      .when({ type: 'ReleaseQuoteBooking', actor: timer, quoteId: 'q1', paymentId: 'pay-1' }, at)
      .thenEvents([]);
  });

  it('lets only the platform release a booked quote', () => {
    given(quoteDecider, [requested, booked])
      .when({ type: 'ReleaseQuoteBooking', actor: client, quoteId: 'q1', paymentId: 'pay-1' }, at)
      .thenRefused('FORBIDDEN');
  });

  it('refuses to release an unknown quote', () => {
    given(quoteDecider)
      .when({ type: 'ReleaseQuoteBooking', actor: timer, quoteId: 'q1', paymentId: 'pay-1' }, at)
      .thenRefused('QUOTE_NOT_FOUND');
  });
});

describe('quote expiry timer', () => {
  const expire = { type: 'ExpireQuote', actor: timer, quoteId: 'q1' } as const;

  it('given a requested quote, when the timer fires at expiresAt, then it is expired', () => {
    given(quoteDecider, [requested]).when(expire, new Date('2026-06-15T12:00:00Z')).thenEvents([expired]);
  });

  it('expires an unrequested draft too', () => {
    given(quoteDecider, [draft]).when(expire, new Date('2026-06-15T12:00:00Z')).thenEvents([expired]);
  });

  it('ignores the timer before expiresAt', () => {
    given(quoteDecider, [requested]).when(expire, new Date('2026-06-15T11:59:59Z')).thenEvents([]);
  });

  it('does not expire a booked quote', () => {
    given(quoteDecider, [requested, booked]).when(expire, new Date('2026-06-20T12:00:00Z')).thenEvents([]);
  });

  it('does nothing when the quote is already expired', () => {
    given(quoteDecider, [requested, expired]).when(expire, new Date('2026-06-20T12:00:00Z')).thenEvents([]);
  });

  it('lets only the platform expire quotes', () => {
    given(quoteDecider, [requested])
      .when({ ...expire, actor: client }, new Date('2026-06-15T12:00:00Z'))
      .thenRefused('FORBIDDEN');
  });

  it('refuses to expire an unknown quote', () => {
    given(quoteDecider).when(expire, new Date('2026-06-15T12:00:00Z')).thenRefused('QUOTE_NOT_FOUND');
  });
});
