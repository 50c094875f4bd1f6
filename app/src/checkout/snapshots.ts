import type { ProviderFacts } from '@esm/core/booking/from-quote';
import { loadState } from '@esm/core/eventstore/load-state';
import type { EventStore } from '@esm/core/eventstore/port';
import { planDecider } from '@esm/core/plan/decider';
import { planStream } from '@esm/core/plan/events';
import { planAt } from '@esm/core/plan/plan-at';
import { distanceMiles } from '@esm/core/postcode/distance';
import type { Geocoder } from '@esm/core/postcode/geocoder';
import { providerDecider } from '@esm/core/provider/decider';
import { providerStream } from '@esm/core/provider/events';
import type { ServiceSnapshot } from '@esm/core/quote/service-snapshot';
import { serviceDecider } from '@esm/core/service/decider';
import { serviceStream } from '@esm/core/service/events';
import { findCategory } from '@esm/projections/catalogue/queries';
import type pg from 'pg';

export interface ProviderForCheckout extends ProviderFacts {
  providerId: string;
  postcode: string | null;
}

/**
 * The stored service as prices are computed from it (never a browser's price),
 * folded from its own stream with its provider's plan in force now; null when never listed.
 */
export async function loadServiceSnapshot(
  store: EventStore,
  pool: pg.Pool,
  serviceId: string,
  now: Date,
): Promise<ServiceSnapshot | null> {
  const service = await loadState(store, serviceStream(serviceId), serviceDecider);
  if (service.status === 'unlisted') return null;
  const category = await findCategory(pool, service.categoryId);
  const plan = await loadState(store, planStream(service.providerId), planDecider);
  const { listing } = service;
  return {
    serviceId: service.serviceId,
    providerId: service.providerId,
    name: listing.name,
    categorySlug: service.categorySlug,
    categoryName: category?.name ?? '',
    priceUnit: listing.priceUnit,
    basePrice: listing.basePrice,
    costPerPerson: listing.costPerPerson,
    providerFeePercentage: listing.providerFeePercentage,
    minBookingDuration: listing.minBookingDuration,
    maxBookingDuration: listing.maxBookingDuration,
    chargesMileage: listing.chargesMileage,
    pricePerMile: listing.pricePerMile,
    maxMileageDistance: listing.maxMileageDistance,
    isAvailable: listing.isAvailable,
    removed: service.status === 'removed',
    plan: planAt(plan, now),
  };
}

export async function loadProviderForCheckout(
  store: EventStore,
  providerId: string,
): Promise<ProviderForCheckout | null> {
  const provider = await loadState(store, providerStream(providerId), providerDecider);
  if (!provider.exists) return null;
  return {
    providerId,
    userId: provider.userId,
    postcode: provider.profile.postcode ?? null,
    deposit: { depositRequired: provider.depositRequired, depositRate: provider.depositPercentage },
  };
}

/**
 * One-way miles from the provider's postcode to the venue, for mileage (as the crow flies, the
 * same measure search uses). Null when either postcode cannot be placed.
 */
export async function milesToVenue(
  geocoder: Geocoder,
  providerPostcode: string | null,
  venuePostcode: string,
): Promise<number | null> {
  if (!providerPostcode) return null;
  const [from, to] = await Promise.all([geocoder.locate(providerPostcode), geocoder.locate(venuePostcode)]);
  if (!from || !to) return null;
  return distanceMiles(from, to);
}
