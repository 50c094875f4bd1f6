import { z } from 'zod';
import { boostLevel, line, money, text } from './common';
import { providerSummaryResponse } from './providers';

export const PRICE_UNITS = ['per day', 'per hour', 'per event', 'per item'] as const;
/** The units the service form offers; the server stores the unit as text. */
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const serviceResponse = z.object({
  id: z.string(),
  providerId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  basePrice: money,
  /** What a direct booking of the base price costs the client, fees and VAT included (the checkout's own rule). */
  directBookingTotal: money,
  /** Same as basePrice (read-side convenience the spec names). */
  price: money,
  priceUnit: z.string(),
  /** Hours. */
  minBookingDuration: z.number(),
  /** Hours. */
  maxBookingDuration: z.number(),
  equipmentList: z.array(z.string()),
  /** Object paths ('/objects/uploads/<id>') or absolute URLs; 3 to 5 of them. */
  images: z.array(z.string()),
  isAvailable: z.boolean(),
  chargesMileage: z.boolean(),
  pricePerMile: money,
  maxMileageDistance: z.number(),
  costPerPerson: money.nullable(),
  providerFeePercentage: z.string(),
  isBoosted: z.boolean(),
  boostLevel: boostLevel.nullable(),
  boostExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** The provider's town and outward postcode, e.g. "Manchester, M1"; null when unknown. */
  location: z.string().nullable(),
  category: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  /** Average review rating of the service, e.g. "4.70"; "0.00" without reviews. */
  rating: z.string(),
  reviewCount: z.number(),
  /** Only present when the listing was searched with a postcode. */
  distanceMiles: z.number().optional(),
});
export type Service = z.infer<typeof serviceResponse>;

/** GET /api/services/{id}: the service with the public facts about its provider. */
export const serviceDetailResponse = serviceResponse.extend({ provider: providerSummaryResponse.nullable() });
export type ServiceDetail = z.infer<typeof serviceDetailResponse>;

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'distance'] as const;
export type ServiceSort = (typeof SEARCH_SORTS)[number];

/**
 * Query of GET /api/services. `category` takes a category id or slug. Relevance puts boosted
 * services first. `distance` needs a postcode.
 */
export const searchQuery = z.object({
  category: z.string().max(100).optional(),
  categoryId: z.string().max(100).optional(),
  providerId: z.uuid('Not a valid provider id').optional(),
  postcode: z.string().max(12).optional(),
  /** The listing page's filter bar calls the postcode "location". */
  location: z.string().max(12).optional(),
  /** Miles around `postcode`. */
  radius: z.coerce.number().int().min(1).max(500).optional(),
  /** Only services free on that day. */
  date: z.iso.date('Date must be YYYY-MM-DD').optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(12),
});
/** What the server reads, defaults applied. */
export type SearchQuery = z.infer<typeof searchQuery>;
/** What a caller may send (as query parameters). */
export type ServiceSearch = Partial<SearchQuery>;

/**
 * GET /api/services answers one page rather than a plain list, so that the listing can paginate
 * and show the total without downloading the catalogue.
 */
export const servicePageResponse = z.object({
  items: z.array(serviceResponse),
  /**
   * How many services match when `totalExact`; otherwise a lower bound: the server stops counting
   * at 1,000, at 100 around a venue (or at the end of the page asked for, when further), and the
   * listing shows "1,000+" or "100+".
   */
  total: z.number(),
  totalExact: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /** Set when the postcode searched for could not be located. */
  postcodeNotFound: z.boolean().optional(),
});
export type ServicePage = z.infer<typeof servicePageResponse>;

const numberish = z.union([z.string().max(20), z.number()]).nullish();

/**
 * POST /api/services and PUT /api/services/{id}. The rules and their texts live in core
 * (checkServiceForm); the schema only bounds the shape. id, createdAt, isBoosted and
 * boostExpiresAt are not accepted.
 */
export const serviceBody = z.object({
  providerId: z.uuid().optional(),
  categoryId: text(100),
  name: line(200),
  description: text(5000),
  basePrice: numberish,
  priceUnit: text(20).nullish(),
  minBookingDuration: numberish,
  maxBookingDuration: numberish,
  equipmentList: z.array(text(100)).max(50).nullish(),
  images: z.array(text(500)).max(10),
  isAvailable: z.boolean().nullish(),
  chargesMileage: z.boolean().nullish(),
  pricePerMile: numberish,
  maxMileageDistance: numberish,
  /** Only for the food-services category; null otherwise. */
  costPerPerson: numberish,
  providerFeePercentage: numberish,
});
export type ServiceRequest = z.input<typeof serviceBody>;

/** PATCH /api/services/{id}/availability. */
export const availabilityBody = z.object({ isAvailable: z.boolean() });
