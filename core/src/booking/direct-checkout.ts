import { type DomainError, isDomainError } from '../kernel/errors';
import { type BookingMoney, type DepositPolicy, directCheckoutMoney } from '../money';
import { checkBookable, checkFurniture, DEFAULT_CHAIRS, DEFAULT_TABLES } from '../quote/item-pricing';
import { isTableAndChairHire, type ServiceSnapshot } from '../quote/service-snapshot';

export interface DirectCheckoutRequest {
  service: ServiceSnapshot;
  /** Passed on from the service page for Table & Chair Hire. */
  tableQuantity?: number | null;
  chairQuantity?: number | null;
  deposit: DepositPolicy;
}

export interface DirectCheckoutPrice {
  /** basePrice, or basePrice × (tables + chairs) for Table & Chair Hire. */
  price: number;
  tableQuantity: number | null;
  chairQuantity: number | null;
  money: BookingMoney;
}

/**
 * "Get Quote" straight to checkout from a service page: the service's price, × 1.2 for
 * the client, split by the provider's plan. Table & Chair Hire is charged per table and chair
 * chosen on the service page, the same as in a quote.
 */
export function priceDirectCheckout(request: DirectCheckoutRequest): DirectCheckoutPrice | DomainError {
  const { service } = request;
  const unavailable = checkBookable(service, 'serviceId');
  if (unavailable) return unavailable;
  if (!isTableAndChairHire(service)) {
    return {
      price: service.basePrice,
      tableQuantity: null,
      chairQuantity: null,
      money: directCheckoutMoney(service.basePrice, service.plan, request.deposit),
    };
  }
  const furniture = checkFurniture(
    request.tableQuantity ?? DEFAULT_TABLES,
    request.chairQuantity ?? DEFAULT_CHAIRS,
    'checkout',
  );
  if (isDomainError(furniture)) return furniture;
  const price = service.basePrice * (furniture.tables + furniture.chairs);
  return {
    price,
    tableQuantity: furniture.tables,
    chairQuantity: furniture.chairs,
    money: directCheckoutMoney(price, service.plan, request.deposit),
  };
}
