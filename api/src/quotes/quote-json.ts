import type { quoteResponse } from '@esm/contract/quotes';
import { londonDate } from '@esm/core/calendar/dates';
import { formatPounds } from '@esm/core/money/index';
import type { QuoteRow } from '@esm/projections/quotes/rows';
import type { z } from 'zod';

export type QuoteJson = z.infer<typeof quoteResponse>;

/** The items' commission as a percentage (1500 basis points → 15) when they share one; else null. */
function sharedCommission(rates: readonly number[]): number | null {
  const [first, ...rest] = rates;
  if (first === undefined || rest.some((rate) => rate !== first)) return null;
  return first / 100;
}

/**
 * The Quote of the web contract: pence as decimal strings; a quote whose expiresAt has passed
 * reads as expired even before its timer ran, because it can no longer be booked.
 */
export function quoteJson(row: QuoteRow, now: Date): QuoteJson {
  const q = row.quote;
  const lapsed = row.expires_at.getTime() <= now.getTime();
  // Booked only once paid: while its checkout is open the quote can still be paid (checkout
  // resumes it), and when the checkout lapses it is bookable again.
  const booked = row.status === 'booked' && row.paid_booking !== false;
  const open = row.status === 'booked' ? 'requested' : row.status;
  const status = (booked ? 'booked' : lapsed ? 'expired' : open) as QuoteJson['status'];
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
    platformFeePercentage: sharedCommission(q.services.map((item) => item.commissionRate)),
    vatAmount: formatPounds(q.vatAmount),
    totalAmount: formatPounds(q.totalAmount),
    status,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}
