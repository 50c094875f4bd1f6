import { londonDate } from '@esm/core/calendar/dates';
import { formatPounds } from '@esm/core/money/index';
import type { PricedQuote } from '@esm/core/quote/events';
import { z } from 'zod';
import { money } from '../http/schemas';

export interface QuoteRow {
  id: string;
  customer_id: string;
  status: string;
  quote: PricedQuote;
  expires_at: Date;
  created_at: Date;
}

export const quoteResponse = z.object({
  id: z.string(),
  customerId: z.string(),
  eventDate: z.string(),
  eventType: z.string(),
  eventLocation: z.string(),
  eventPostcode: z.string(),
  guestCount: z.number(),
  services: z.array(
    z.object({
      serviceId: z.string(),
      providerId: z.string(),
      serviceName: z.string(),
      quantity: z.number(),
      duration: z.number(),
      tableQuantity: z.number().nullable(),
      chairQuantity: z.number().nullable(),
      mileageMiles: z.number(),
      price: money,
    }),
  ),
  subtotal: money,
  providerFees: money,
  platformFee: money,
  vatAmount: money,
  totalAmount: money,
  status: z.enum(['draft', 'requested', 'booked', 'expired']),
  expiresAt: z.string(),
  createdAt: z.string(),
});

export type QuoteJson = z.infer<typeof quoteResponse>;

/**
 * The Quote of the web contract: pence as decimal strings; a quote whose expiresAt has passed
 * reads as expired even before its timer ran, because it can no longer be booked (000 §4).
 */
export function quoteJson(row: QuoteRow, now: Date): QuoteJson {
  const q = row.quote;
  const lapsed = row.expires_at.getTime() <= now.getTime();
  const status = (row.status !== 'booked' && lapsed ? 'expired' : row.status) as QuoteJson['status'];
  return {
    id: row.id,
    customerId: row.customer_id,
    // The event's UK calendar day (yyyy-mm-dd), however the quote stored it.
    eventDate: londonDate(new Date(q.eventDate)),
    eventType: q.eventType,
    eventLocation: q.eventLocation,
    eventPostcode: q.eventPostcode,
    guestCount: q.guestCount,
    services: q.services.map((item) => ({
      serviceId: item.serviceId,
      providerId: item.providerId,
      serviceName: item.serviceName,
      quantity: item.quantity,
      duration: item.duration,
      tableQuantity: item.tableQuantity,
      chairQuantity: item.chairQuantity,
      mileageMiles: item.mileagePrice > 0 ? item.oneWayMiles : 0,
      price: formatPounds(item.price),
    })),
    subtotal: formatPounds(q.subtotal),
    providerFees: formatPounds(q.providerFees),
    platformFee: formatPounds(q.platformFee),
    vatAmount: formatPounds(q.vatAmount),
    totalAmount: formatPounds(q.totalAmount),
    status,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}
