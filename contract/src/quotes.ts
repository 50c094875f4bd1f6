import { z } from 'zod';
import { money, text } from './common';

export const EVENT_TYPES = ['wedding', 'corporate', 'private', 'festival', 'conference'] as const;
/** The event types the quote form offers; a quote answers its event type as text. */
export type EventType = (typeof EVENT_TYPES)[number];

export const quoteStatus = z.enum(['draft', 'requested', 'booked', 'expired']);
export type QuoteStatus = z.infer<typeof quoteStatus>;

export const quoteServiceItemResponse = z.object({
  serviceId: z.string(),
  providerId: z.string(),
  serviceName: z.string(),
  quantity: z.number(),
  duration: z.number(),
  tableQuantity: z.number().nullable(),
  chairQuantity: z.number().nullable(),
  /** Miles charged for travel to the venue; 0 when the service does not charge mileage. */
  mileageMiles: z.number(),
  /** The item's price including mileage. */
  price: money,
});
export type QuoteServiceItem = z.infer<typeof quoteServiceItemResponse>;

/** GET /api/quotes (the caller's, newest first), GET /api/quotes/{id}, POST /api/quotes. */
export const quoteResponse = z.object({
  id: z.string(),
  customerId: z.string(),
  eventDate: z.string(),
  eventType: z.string(),
  eventLocation: z.string(),
  eventPostcode: z.string(),
  guestCount: z.number(),
  services: z.array(quoteServiceItemResponse),
  subtotal: money,
  providerFees: money,
  platformFee: money,
  /**
   * The platform fee's rate, a percentage of the items' prices (the commission of the providers'
   * plans: 20, 15 or 10), when every item has the same; null when the quote's providers differ.
   */
  platformFeePercentage: z.number().nullable(),
  vatAmount: money,
  totalAmount: money,
  status: quoteStatus,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Quote = z.infer<typeof quoteResponse>;

const count = z.number().int('Must be a whole number').min(0).max(100_000);

/**
 * One service of a quote request. The meaning of `quantity` follows the service's price unit:
 * days for 'per day', items for 'per item', events for 'per event', and 1 for 'per hour' (which
 * bills `duration`). `duration` is the hours on the day, within the service's min/max booking
 * duration. Table-and-chair services also send tableQuantity (0–50) and chairQuantity (0–200).
 */
export const quoteServiceBody = z.object({
  serviceId: text(100),
  quantity: count.default(1),
  duration: count,
  tableQuantity: count.nullish(),
  chairQuantity: count.nullish(),
});
export type QuoteServiceRequest = z.input<typeof quoteServiceBody>;

/**
 * POST /api/quotes. No prices: the server prices every item from the stored service.
 * A new quote is a draft (the data model's default), as with `status: 'draft'` (Save Quote for
 * Later); `status: 'requested'` is Request Full Quote, whose day is checked now. Every field is optional
 * in the schema so the order of checks (signed in, then all details present, then the postcode)
 * is decided by core and answered with its texts, not by a schema error.
 */
export const quoteBody = z.object({
  eventType: text(40).nullish(),
  /** ISO date-time of the event day. */
  eventDate: text(40).nullish(),
  eventLocation: text(500).nullish(),
  eventPostcode: text(16).nullish(),
  guestCount: count.nullish(),
  services: z.array(quoteServiceBody).max(20, 'A quote can hold at most 20 services').default([]),
  status: z.enum(['draft', 'requested'], "Status must be 'draft' or 'requested'").optional(),
  /** Changing a saved draft: its id (Save Quote for Later again, or Request Full Quote). */
  quoteId: z.uuid().optional(),
});
export type QuoteRequest = z.input<typeof quoteBody>;
