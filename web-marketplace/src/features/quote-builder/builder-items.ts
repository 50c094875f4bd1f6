import type { QuoteServiceRequest } from '@esm/contract/quotes';
import type { Service } from '@esm/contract/services';
import { DEFAULT_FURNITURE, isTableAndChairCategory } from '../../lib/furniture';

/** A service picked in the quote builder, with what the client asks for. */
export interface BuilderItem {
  service: Service;
  quantity: number;
  /** Hours on the day. */
  duration: number;
  tableQuantity?: number;
  chairQuantity?: number;
}

/**
 * What the quantity means for each price unit (the server prices it): days for 'per day',
 * items for 'per item', events for 'per event'. 'per hour' services bill the duration instead,
 * so their quantity stays 1.
 */
export function quantityLabel(priceUnit: string): string | null {
  switch (priceUnit) {
    case 'per day':
      return 'Days';
    case 'per item':
      return 'Items';
    case 'per event':
      return 'Events';
    case 'per hour':
      return null;
    default:
      // A service answers its unit as text; an unknown one is counted like items.
      return 'Quantity';
  }
}

export function durationLabel(priceUnit: string): string {
  return priceUnit === 'per hour' ? 'Hours (billed)' : 'Hours on the day';
}

export const MAX_QUANTITY = 99;

export function newBuilderItem(service: Service): BuilderItem {
  const item: BuilderItem = {
    service,
    quantity: 1,
    duration: Math.max(1, service.minBookingDuration || 1),
  };
  if (isTableAndChairCategory(service.category)) {
    item.tableQuantity = DEFAULT_FURNITURE.tables;
    item.chairQuantity = DEFAULT_FURNITURE.chairs;
  }
  return item;
}

export function durationLimits(service: Service): { min: number; max: number } {
  const min = Math.max(1, service.minBookingDuration || 1);
  return { min, max: Math.max(min, service.maxBookingDuration || 24) };
}

export function toQuoteServices(items: BuilderItem[]): QuoteServiceRequest[] {
  return items.map((item) => {
    const request: QuoteServiceRequest = {
      serviceId: item.service.id,
      quantity: item.quantity,
      duration: item.duration,
    };
    if (item.tableQuantity !== undefined) request.tableQuantity = item.tableQuantity;
    if (item.chairQuantity !== undefined) request.chairQuantity = item.chairQuantity;
    return request;
  });
}
