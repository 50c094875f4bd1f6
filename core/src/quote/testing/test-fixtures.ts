import type { CommandActor } from '../../kernel/actor';
import type { QuoteItemRequest } from '../item-pricing';
import type { QuoteDetails } from '../pricing';
import type { ServiceSnapshot } from '../service-snapshot';

/** Shared test data for quote and checkout tests: a £450-per-event stage on the Basic plan. */
export const stageHire: ServiceSnapshot = {
  serviceId: 'svc-stage',
  providerId: 'prov-1',
  name: 'Festival Stage',
  categorySlug: 'stage-hire',
  categoryName: 'Stage Hire',
  priceUnit: 'per event',
  basePrice: 45000,
  costPerPerson: null,
  providerFeePercentage: 500,
  minBookingDuration: 4,
  maxBookingDuration: 24,
  chargesMileage: false,
  pricePerMile: 0,
  maxMileageDistance: 50,
  isAvailable: true,
  removed: false,
  plan: 'basic',
};

export const serviceWith = (changes: Partial<ServiceSnapshot>): ServiceSnapshot => ({
  ...stageHire,
  ...changes,
});

export const itemOf = (
  service: ServiceSnapshot,
  changes: Partial<QuoteItemRequest> = {},
): QuoteItemRequest => ({
  service,
  quantity: 1,
  duration: 4,
  oneWayMiles: 10,
  ...changes,
});

export const weddingDetails = (changes: Partial<QuoteDetails> = {}): QuoteDetails => ({
  eventType: 'wedding',
  eventDate: '2026-08-15T13:00:00.000Z',
  eventLocation: 'The Old Barn, Mill Lane',
  eventPostcode: 'M1 1AA',
  guestCount: 80,
  services: [itemOf(stageHire)],
  ...changes,
});

export const clientActor = (userId = 'u-client'): CommandActor => ({ kind: 'user', userId, roles: [] });
