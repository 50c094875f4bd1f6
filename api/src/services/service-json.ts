import { directCheckoutTotal, formatBasisPoints, formatPounds } from '@esm/core/money/index';
import { z } from 'zod';
import { money } from '../http/schemas';

/** A row of rm.services joined with its category, as the queries select it. */
export interface ServiceRow {
  id: string;
  provider_id: string;
  category_id: string;
  category_slug: string;
  category_name: string;
  name: string;
  description: string;
  base_price: number;
  price_unit: string;
  min_booking_duration: number;
  max_booking_duration: number;
  equipment_list: string[];
  images: string[];
  is_available: boolean;
  charges_mileage: boolean;
  price_per_mile: number;
  max_mileage_distance: number;
  cost_per_person: number | null;
  provider_fee_percentage: number;
  boost_rank: number;
  boost_level: string | null;
  boost_expires_at: Date | null;
  rating_sum: number;
  rating_count: number;
  location: string | null;
  created_at: Date;
  distance_miles?: number | null;
}

export const serviceResponse = z.object({
  id: z.string(),
  providerId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  basePrice: money,
  /** What a direct booking of the base price costs the client, fees and VAT included (the checkout's own rule). */
  directBookingTotal: money,
  price: money,
  priceUnit: z.string(),
  minBookingDuration: z.number(),
  maxBookingDuration: z.number(),
  equipmentList: z.array(z.string()),
  images: z.array(z.string()),
  isAvailable: z.boolean(),
  chargesMileage: z.boolean(),
  pricePerMile: money,
  maxMileageDistance: z.number(),
  costPerPerson: money.nullable(),
  providerFeePercentage: z.string(),
  isBoosted: z.boolean(),
  boostLevel: z.enum(['featured', 'category']).nullable(),
  boostExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  location: z.string().nullable(),
  category: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  rating: z.string(),
  reviewCount: z.number(),
  distanceMiles: z.number().optional(),
});

export type ServiceJson = z.infer<typeof serviceResponse>;

/** Average of the approved ratings, two places, "0.00" when none (001 §3 rating precision 3,2). */
export const averageRating = (sum: number, count: number): string =>
  count === 0 ? '0.00' : (sum / count).toFixed(2);

export function serviceJson(row: ServiceRow): ServiceJson {
  const boosted = row.boost_rank > 0;
  return {
    id: row.id,
    providerId: row.provider_id,
    categoryId: row.category_id,
    name: row.name,
    description: row.description,
    basePrice: formatPounds(row.base_price),
    directBookingTotal: formatPounds(directCheckoutTotal(row.base_price)),
    price: formatPounds(row.base_price),
    priceUnit: row.price_unit,
    minBookingDuration: row.min_booking_duration,
    maxBookingDuration: row.max_booking_duration,
    equipmentList: row.equipment_list,
    images: row.images,
    isAvailable: row.is_available,
    chargesMileage: row.charges_mileage,
    pricePerMile: formatPounds(row.price_per_mile),
    maxMileageDistance: row.max_mileage_distance,
    costPerPerson: row.cost_per_person === null ? null : formatPounds(row.cost_per_person),
    providerFeePercentage: formatBasisPoints(row.provider_fee_percentage),
    isBoosted: boosted,
    boostLevel: boosted ? (row.boost_level as 'featured' | 'category') : null,
    boostExpiresAt: boosted && row.boost_expires_at ? row.boost_expires_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    location: row.location,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    rating: averageRating(Number(row.rating_sum), row.rating_count),
    reviewCount: row.rating_count,
    ...(row.distance_miles === undefined || row.distance_miles === null
      ? {}
      : { distanceMiles: Math.round(row.distance_miles * 10) / 10 }),
  };
}
