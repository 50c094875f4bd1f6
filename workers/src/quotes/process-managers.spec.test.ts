import type { PricedQuote, QuoteEvent } from '@esm/core/quote/events';
import { describe, it } from 'vitest';
import { given } from '../process-manager/testing/given-events';
import { QUOTE_EXPIRY_QUEUE, quoteExpiryProcess } from './quote-expiry';

const priced = (expiresAt: string): PricedQuote => ({
  quoteId: 'q1',
  customerId: 'u1',
  eventType: 'wedding',
  eventDate: '2026-07-01T14:00:00.000Z',
  eventLocation: 'The Barn',
  eventPostcode: 'BN17 5AA',
  guestCount: 120,
  services: [
    {
      serviceId: 'svc-1',
      providerId: 'prov-1',
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
  expiresAt,
});
const expiry = (runAt: string) => ({
  kind: 'schedule' as const,
  key: 'quote-expiry:q1',
  queue: QUOTE_EXPIRY_QUEUE,
  runAt: new Date(runAt),
  data: { quoteId: 'q1' },
});

describe('quote expiry: a quote expires at the time its latest pricing gives', () => {
  it('schedules on a draft and moves the timer when the quote is requested', () => {
    given<QuoteEvent>(quoteExpiryProcess, [
      { type: 'QuoteDraftSaved', data: priced('2026-06-08T12:00:00.000Z') },
      { type: 'QuoteRequested', data: priced('2026-06-09T12:00:00.000Z') },
      { type: 'QuoteExpired', data: { quoteId: 'q1', expiredAt: '2026-06-09T12:00:00.000Z' } },
    ]).thenTimers([expiry('2026-06-08T12:00:00.000Z'), expiry('2026-06-09T12:00:00.000Z')]);
  });
});
