import { type DomainError, isDomainError } from '../kernel/errors';
import { divideRoundHalfUp, type Pence } from '../money';
import { quoteErrors } from './errors';
import { isPricedPerGuest, isTableAndChairHire, type ServiceSnapshot } from './service-snapshot';

/** What the client chose for one service; prices sent by a browser are not part of it. */
export interface QuoteItemRequest {
  service: ServiceSnapshot;
  quantity: number;
  /** Hours. */
  duration: number;
  /** Only for Table & Chair Hire; 1 table and 8 chairs when not given. */
  tableQuantity?: number | null;
  chairQuantity?: number | null;
  /** One-way distance from the provider's postcode to the venue, worked out by the caller. */
  oneWayMiles: number;
}

export interface ItemPrice {
  quantity: number;
  duration: number;
  tableQuantity: number | null;
  chairQuantity: number | null;
  oneWayMiles: number;
  servicePrice: Pence;
  perPersonPrice: Pence;
  mileagePrice: Pence;
  price: Pence;
}

export const MAX_QUANTITY = 1000;
export const MAX_TABLES = 50;
export const MAX_CHAIRS = 200;
export const DEFAULT_TABLES = 1;
export const DEFAULT_CHAIRS = 8;
const HOURS_PER_DAY = 24;

const isWholeBetween = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** A service that is switched off or deleted cannot be quoted or booked. */
export function checkBookable(service: ServiceSnapshot, field: string): DomainError | null {
  if (service.isAvailable && !service.removed) return null;
  return quoteErrors.error(
    'QUOTE_SERVICE_UNAVAILABLE',
    { [field]: `${service.name} is not available` },
    `${service.name} is not available for booking at the moment. Please remove it from your quote.`,
  );
}

/** Table & Chair Hire quantities: tables 0–50, chairs 0–200, at least one of either. */
export function checkFurniture(
  tables: number,
  chairs: number,
  field: string,
): { tables: number; chairs: number } | DomainError {
  if (!isWholeBetween(tables, 0, MAX_TABLES)) {
    return quoteErrors.error('QUOTE_INVALID_TABLE_QUANTITY', {
      [`${field}.tableQuantity`]: 'Between 0 and 50',
    });
  }
  if (!isWholeBetween(chairs, 0, MAX_CHAIRS)) {
    return quoteErrors.error('QUOTE_INVALID_CHAIR_QUANTITY', {
      [`${field}.chairQuantity`]: 'Between 0 and 200',
    });
  }
  if (tables + chairs === 0) {
    return quoteErrors.error('QUOTE_NO_TABLES_OR_CHAIRS', { [`${field}.tableQuantity`]: 'At least one' });
  }
  return { tables, chairs };
}

/** How many price units a booking of `duration` hours is: hours, started days (at least 1), or 1. */
function unitsOfTime(service: ServiceSnapshot, duration: number): number {
  switch (service.priceUnit) {
    case 'per hour':
      return duration;
    case 'per day':
      return Math.max(1, Math.ceil(duration / HOURS_PER_DAY));
    case 'per event':
    case 'per item':
      return 1;
  }
}

/**
 * Prices one service of a quote from its stored snapshot: base price × quantity × (hours | days | 1);
 * Table & Chair Hire at the base price per table and per chair; catering adds costPerPerson per
 * guest; mileage adds pricePerMile for the one-way distance when the service charges it.
 */
export function priceItem(
  item: QuoteItemRequest,
  guestCount: number,
  index: number,
): ItemPrice | DomainError {
  const { service } = item;
  const field = `services.${index}`;
  const unavailable = checkBookable(service, field);
  if (unavailable) return unavailable;
  if (!isWholeBetween(item.quantity, 1, MAX_QUANTITY)) {
    return quoteErrors.error('QUOTE_INVALID_QUANTITY', { [`${field}.quantity`]: 'Between 1 and 1000' });
  }
  if (!isWholeBetween(item.duration, service.minBookingDuration, service.maxBookingDuration)) {
    const text = `${service.name} can be booked for between ${service.minBookingDuration} and ${service.maxBookingDuration} hours.`;
    return quoteErrors.error('QUOTE_INVALID_DURATION', { [`${field}.duration`]: text }, text);
  }

  let servicePrice: Pence;
  let tableQuantity: number | null = null;
  let chairQuantity: number | null = null;
  if (isTableAndChairHire(service)) {
    const furniture = checkFurniture(
      item.tableQuantity ?? DEFAULT_TABLES,
      item.chairQuantity ?? DEFAULT_CHAIRS,
      field,
    );
    if (isDomainError(furniture)) return furniture;
    tableQuantity = furniture.tables;
    chairQuantity = furniture.chairs;
    servicePrice = service.basePrice * (furniture.tables + furniture.chairs);
  } else {
    servicePrice = service.basePrice * item.quantity * unitsOfTime(service, item.duration);
  }

  let perPersonPrice = 0;
  if (isPricedPerGuest(service)) {
    if (guestCount < 1) {
      const text = `Please enter the number of guests so that ${service.name} can be priced per person.`;
      return quoteErrors.error('QUOTE_GUEST_COUNT_REQUIRED', { guestCount: text }, text);
    }
    perPersonPrice = (service.costPerPerson ?? 0) * guestCount;
  }

  if (!Number.isFinite(item.oneWayMiles) || item.oneWayMiles < 0) {
    return quoteErrors.error('QUOTE_INVALID_DISTANCE', { [`${field}.oneWayMiles`]: 'Not a distance' });
  }
  // Distances are kept to a hundredth of a mile so the mileage charge is exact integer arithmetic.
  const hundredthsOfMile = Math.round(item.oneWayMiles * 100);
  let mileagePrice = 0;
  if (service.chargesMileage) {
    if (hundredthsOfMile > service.maxMileageDistance * 100) {
      const text = `${service.name} travels up to ${service.maxMileageDistance} miles, and your venue is about ${(hundredthsOfMile / 100).toFixed(1)} miles away. Please choose a provider closer to the venue.`;
      return quoteErrors.error('QUOTE_SERVICE_OUT_OF_RANGE', { [field]: text }, text);
    }
    mileagePrice = Number(divideRoundHalfUp(BigInt(service.pricePerMile) * BigInt(hundredthsOfMile), 100n));
  }

  return {
    quantity: item.quantity,
    duration: item.duration,
    tableQuantity,
    chairQuantity,
    oneWayMiles: hundredthsOfMile / 100,
    servicePrice,
    perPersonPrice,
    mileagePrice,
    price: servicePrice + perPersonPrice + mileagePrice,
  };
}
