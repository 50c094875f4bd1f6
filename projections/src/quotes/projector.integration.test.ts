import type { PricedQuote, QuoteEvent } from '@esm/core/quote/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { quotesProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(quotesProjector);
});
afterAll(() => spec.close());

const quote = id(1);
const priced: PricedQuote = {
  quoteId: quote,
  customerId: id(2),
  eventType: 'wedding',
  eventDate: '2026-07-01T14:00:00.000Z',
  eventLocation: 'The Barn, Little Hampton',
  eventPostcode: 'BN17 5AA',
  guestCount: 120,
  services: [
    {
      serviceId: id(3),
      providerId: id(4),
      serviceName: 'Festival stage',
      categorySlug: 'staging',
      priceUnit: 'per event',
      plan: 'basic',
      quantity: 1,
      duration: 8,
      tableQuantity: null,
      chairQuantity: null,
      oneWayMiles: 0,
      servicePrice: 45000,
      perPersonPrice: 0,
      mileagePrice: 0,
      price: 45000,
      providerFeePercentage: 500,
      providerFee: 2250,
      commissionRate: 2000,
      platformFee: 9000,
      vatAmount: 11250,
      total: 67500,
    },
  ],
  subtotal: 45000,
  providerFees: 2250,
  platformFee: 9000,
  vatAmount: 11250,
  totalAmount: 67500,
  pricedAt: '2026-06-01T12:00:00.000Z',
  expiresAt: '2026-06-08T12:00:00.000Z',
};

describe('quotes projector: given quote events, then quotes rows', () => {
  it('saves a draft, then requests it: one row holding the latest priced quote', async () => {
    const rm = await spec.given<QuoteEvent>([
      { type: 'QuoteDraftSaved', data: { ...priced, guestCount: 100 } },
      {
        event: { type: 'QuoteRequested', data: { ...priced, expiresAt: '2026-06-09T12:00:00.000Z' } },
        at: '2026-06-02T12:00:00.000Z',
      },
    ]);
    await rm.thenRows('quotes', [
      {
        id: quote,
        customer_id: id(2),
        status: 'requested',
        quote: { ...priced, expiresAt: '2026-06-09T12:00:00.000Z' },
        payment_id: null,
        expires_at: '2026-06-09T12:00:00.000Z',
        created_at: '2026-06-01T12:00:00.000Z',
        updated_at: '2026-06-02T12:00:00.000Z',
      },
    ]);
  });

  it('books, releases a failed payment’s hold, and expires', async () => {
    const booked: QuoteEvent = {
      type: 'QuoteBooked',
      data: {
        quoteId: quote,
        customerId: id(2),
        paymentId: id(7),
        bookings: [{ bookingId: id(10), serviceId: id(3), providerId: id(4) }],
        bookedAt: '2026-06-01T12:05:00.000Z',
      },
    };
    const bookedRm = await spec.given<QuoteEvent>([{ type: 'QuoteRequested', data: priced }, booked]);
    await bookedRm.thenRows('quotes', [{ id: quote, status: 'booked', payment_id: id(7) }]);
    const released = await spec.given<QuoteEvent>([
      { type: 'QuoteRequested', data: priced },
      booked,
      {
        type: 'QuoteBookingReleased',
        data: { quoteId: quote, paymentId: id(7), releasedAt: '2026-06-01T12:10:00.000Z' },
      },
      { type: 'QuoteExpired', data: { quoteId: quote, expiredAt: '2026-06-08T12:00:00.000Z' } },
    ]);
    await released.thenRows('quotes', [{ id: quote, status: 'expired', payment_id: null }]);
  });
});
