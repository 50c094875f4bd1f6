import type { BasisPoints, Pence, ProviderPlan } from '../money';
import type { PriceUnit } from '../service/service-form';

/** Categories with their own pricing rules: catering per guest, furniture per table and chair. */
export const FOOD_SERVICES_SLUG = 'food-services';
export const TABLE_AND_CHAIR_CATEGORY_NAME = 'Table & Chair Hire';

/**
 * The stored service as the API loaded it when the client asked for a price, plus its provider's
 * plan. Quotes and direct checkouts are priced from this, never from a price a browser sent.
 */
export interface ServiceSnapshot {
  serviceId: string;
  providerId: string;
  name: string;
  categorySlug: string;
  categoryName: string;
  priceUnit: PriceUnit;
  basePrice: Pence;
  costPerPerson: Pence | null;
  providerFeePercentage: BasisPoints;
  /** Hours. */
  minBookingDuration: number;
  /** Hours. */
  maxBookingDuration: number;
  chargesMileage: boolean;
  pricePerMile: Pence;
  /** Miles. */
  maxMileageDistance: number;
  isAvailable: boolean;
  removed: boolean;
  plan: ProviderPlan;
}

export const isTableAndChairHire = (service: ServiceSnapshot): boolean =>
  service.categoryName === TABLE_AND_CHAIR_CATEGORY_NAME;

export const isPricedPerGuest = (service: ServiceSnapshot): boolean =>
  service.categorySlug === FOOD_SERVICES_SLUG && service.costPerPerson !== null;
