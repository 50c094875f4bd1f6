import { BOOKING_HORIZON_YEARS, parseEventInstant, withinBookingHorizon } from '../calendar/dates';
import { type DomainError, isDomainError } from '../kernel/errors';
import { commissionRate, quoteTotals } from '../money';
import { quoteErrors } from './errors';
import { EVENT_TYPES, type EventType, type PricedQuote, type PricedQuoteItem } from './events';
import { type ItemPrice, priceItem, type QuoteItemRequest } from './item-pricing';
import { isQuotePostcode, normaliseQuotePostcode } from './uk-postcode';

/** The quote form as the client sent it, with each service replaced by its stored snapshot. */
export interface QuoteDetails {
  eventType?: string | null;
  /** ISO date-time. */
  eventDate?: string | null;
  /** Venue address. */
  eventLocation?: string | null;
  eventPostcode?: string | null;
  guestCount: number;
  services: readonly QuoteItemRequest[];
}

export type QuotePrice = Omit<PricedQuote, 'quoteId' | 'customerId' | 'pricedAt' | 'expiresAt'>;

const isBlank = (text: string | null | undefined) =>
  text === null || text === undefined || text.trim() === '';

function missingInformation(details: {
  eventType?: string | null;
  eventDate?: string | null;
  eventLocation?: string | null;
  eventPostcode?: string | null;
  services: readonly unknown[];
}): Record<string, string> {
  const missing: Record<string, string> = {};
  if (isBlank(details.eventType)) missing.eventType = 'Please choose an event type.';
  if (isBlank(details.eventDate)) missing.eventDate = 'Please choose the event date.';
  if (isBlank(details.eventLocation)) missing.eventLocation = 'Please enter the venue address.';
  if (isBlank(details.eventPostcode)) missing.eventPostcode = 'Please enter the venue postcode.';
  if (details.services.length === 0) missing.services = 'Please add at least one service.';
  return missing;
}

const isEventType = (text: string): text is EventType => (EVENT_TYPES as readonly string[]).includes(text);

/**
 * The first two checks in their order: every event detail and a service present, then
 * the postcode pattern. The API runs them before it loads the services, so a form with nothing
 * in it gets the spec's "Missing Information" rather than an unknown-service error.
 */
export function checkQuoteBasics(
  details: Omit<QuoteDetails, 'services'> & { services: readonly unknown[] },
): DomainError | null {
  const missing = missingInformation(details);
  if (Object.keys(missing).length > 0) return quoteErrors.error('QUOTE_MISSING_INFORMATION', missing);
  if (!isQuotePostcode(details.eventPostcode ?? '')) {
    return quoteErrors.error('QUOTE_INVALID_POSTCODE', { eventPostcode: 'Invalid UK postcode' });
  }
  return null;
}

/**
 * Prices a quote on the server, checking the form in the spec's order:
 * every event detail and a service present, then the postcode pattern, then the rest.
 */
export function priceQuote(details: QuoteDetails, now: Date): QuotePrice | DomainError {
  const basics = checkQuoteBasics(details);
  if (basics) return basics;
  const eventType = (details.eventType ?? '').trim();
  const eventDateText = details.eventDate ?? '';
  const eventPostcode = details.eventPostcode ?? '';
  if (!isEventType(eventType)) return quoteErrors.error('QUOTE_INVALID_EVENT_TYPE', { eventType: 'Unknown' });
  const eventDate = parseEventInstant(eventDateText);
  if (eventDate === null) {
    return quoteErrors.error('QUOTE_INVALID_EVENT_DATE', { eventDate: 'Not a date' });
  }
  if (eventDate.getTime() <= now.getTime()) {
    return quoteErrors.error('QUOTE_EVENT_DATE_NOT_IN_FUTURE', { eventDate: 'In the past' });
  }
  if (!withinBookingHorizon(eventDate, now)) {
    return quoteErrors.error('QUOTE_INVALID_EVENT_DATE', {
      eventDate: `At most ${BOOKING_HORIZON_YEARS} years ahead`,
    });
  }
  if (!Number.isInteger(details.guestCount) || details.guestCount < 0) {
    return quoteErrors.error('QUOTE_INVALID_GUEST_COUNT', { guestCount: 'Whole number, 0 or more' });
  }
  const serviceIds = details.services.map((item) => item.service.serviceId);
  const duplicate = serviceIds.findIndex((id, index) => serviceIds.indexOf(id) !== index);
  if (duplicate >= 0) {
    return quoteErrors.error('QUOTE_DUPLICATE_SERVICE', {
      [`services.${duplicate}`]: 'Already in this quote',
    });
  }

  const priced: { item: QuoteItemRequest; price: ItemPrice }[] = [];
  for (const [index, item] of details.services.entries()) {
    const price = priceItem(item, details.guestCount, index);
    if (isDomainError(price)) return price;
    priced.push({ item, price });
  }

  const { lines, totals } = quoteTotals(
    priced.map(({ item, price }) => ({
      price: price.price,
      providerFeeRate: item.service.providerFeePercentage,
      commissionRate: commissionRate(item.service.plan),
    })),
  );
  const services: PricedQuoteItem[] = priced.map(({ item: { service }, price }, index) => {
    const line = lines[index]!;
    return {
      serviceId: service.serviceId,
      providerId: service.providerId,
      serviceName: service.name,
      categorySlug: service.categorySlug,
      priceUnit: service.priceUnit,
      plan: service.plan,
      ...price,
      providerFeePercentage: service.providerFeePercentage,
      providerFee: line.providerFee,
      commissionRate: commissionRate(service.plan),
      platformFee: line.platformFee,
      vatAmount: line.vatAmount,
      total: line.total,
    };
  });

  return {
    eventType,
    eventDate: eventDate.toISOString(),
    eventLocation: (details.eventLocation ?? '').trim(),
    eventPostcode: normaliseQuotePostcode(eventPostcode),
    guestCount: details.guestCount,
    services,
    ...totals,
  };
}
