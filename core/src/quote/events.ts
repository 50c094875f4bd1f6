import { z } from 'zod';
import { defineEvents, type EventData, type EventsOf } from '../kernel/events';
import { basisPointsSchema, penceSchema, providerPlanSchema } from '../money';
import { PRICE_UNITS } from '../service/service-form';

/** Event types of the quote form. */
export const quoteStream = (quoteId: string): string => `quote-${quoteId}`;

export const EVENT_TYPES = ['wedding', 'corporate', 'private', 'festival', 'conference'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** One service of a quote as the server priced it; every amount is pence, every rate basis points. */
export const pricedQuoteItemSchema = z.object({
  serviceId: z.string(),
  providerId: z.string(),
  serviceName: z.string(),
  categorySlug: z.string(),
  priceUnit: z.enum(PRICE_UNITS),
  plan: providerPlanSchema,
  quantity: z.number().int(),
  /** Hours. */
  duration: z.number().int(),
  tableQuantity: z.number().int().nullable(),
  chairQuantity: z.number().int().nullable(),
  oneWayMiles: z.number().min(0),
  servicePrice: penceSchema,
  perPersonPrice: penceSchema,
  mileagePrice: penceSchema,
  /** servicePrice + perPersonPrice + mileagePrice: the item's line in the subtotal. */
  price: penceSchema,
  providerFeePercentage: basisPointsSchema,
  providerFee: penceSchema,
  commissionRate: basisPointsSchema,
  platformFee: penceSchema,
  vatAmount: penceSchema,
  total: penceSchema,
});
export type PricedQuoteItem = z.infer<typeof pricedQuoteItemSchema>;

const pricedQuote = z.object({
  quoteId: z.string(),
  customerId: z.string(),
  eventType: z.enum(EVENT_TYPES),
  eventDate: z.iso.datetime(),
  eventLocation: z.string(),
  eventPostcode: z.string(),
  guestCount: z.number().int().min(0),
  services: z.array(pricedQuoteItemSchema).min(1),
  subtotal: penceSchema,
  providerFees: penceSchema,
  platformFee: penceSchema,
  vatAmount: penceSchema,
  totalAmount: penceSchema,
  pricedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});

/** The venue address and postcode may be a private home, so they are the client's personal data. */
const venueIsPersonal = { subject: 'customerId', fields: ['eventLocation', 'eventPostcode'] } as const;

export const quoteEvents = defineEvents({
  QuoteDraftSaved: { schema: pricedQuote, personal: venueIsPersonal },
  QuoteRequested: { schema: pricedQuote, personal: venueIsPersonal },
  QuoteBooked: {
    schema: z.object({
      quoteId: z.string(),
      customerId: z.string(),
      paymentId: z.string(),
      bookings: z
        .array(z.object({ bookingId: z.string(), serviceId: z.string(), providerId: z.string() }))
        .min(1),
      bookedAt: z.iso.datetime(),
    }),
  },
  QuoteBookingReleased: {
    schema: z.object({ quoteId: z.string(), paymentId: z.string(), releasedAt: z.iso.datetime() }),
  },
  QuoteExpired: { schema: z.object({ quoteId: z.string(), expiredAt: z.iso.datetime() }) },
});

export type QuoteEvent = EventsOf<typeof quoteEvents>;
export type PricedQuote = EventData<typeof quoteEvents, 'QuoteRequested'>;
