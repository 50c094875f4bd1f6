import { loadProviderForCheckout, loadServiceSnapshot, milesToVenue } from '@esm/app/checkout/snapshots';
import { quoteErrors } from '@esm/core/quote/errors';
import type { QuoteItemRequest } from '@esm/core/quote/item-pricing';
import type { ApiContext } from '../http/context';

export interface QuoteItemInput {
  serviceId: string;
  quantity: number;
  duration: number;
  tableQuantity?: number | null | undefined;
  chairQuantity?: number | null | undefined;
}

/**
 * Turns what the client chose into priced-quote inputs: each service from its own stream (the
 * server's price, never the browser's) and the one-way distance from its provider to the venue.
 */
export async function quoteItems(
  ctx: ApiContext,
  items: readonly QuoteItemInput[],
  venuePostcode: string,
  now: Date,
): Promise<QuoteItemRequest[]> {
  const result: QuoteItemRequest[] = [];
  for (const [index, item] of items.entries()) {
    const service = await loadServiceSnapshot(ctx.store, ctx.pool, item.serviceId, now);
    if (!service) {
      throw quoteErrors.error('QUOTE_SERVICE_UNAVAILABLE', { [`services.${index}`]: 'Service not found' });
    }
    let oneWayMiles = 0;
    if (service.chargesMileage) {
      const provider = await loadProviderForCheckout(ctx.store, service.providerId);
      const miles = await milesToVenue(ctx.geocoder, provider?.postcode ?? null, venuePostcode);
      if (miles === null) {
        throw quoteErrors.error('QUOTE_INVALID_DISTANCE', { eventPostcode: 'Postcode not found' });
      }
      oneWayMiles = miles;
    }
    result.push({
      service,
      quantity: item.quantity,
      duration: item.duration,
      tableQuantity: item.tableQuantity ?? null,
      chairQuantity: item.chairQuantity ?? null,
      oneWayMiles,
    });
  }
  return result;
}
