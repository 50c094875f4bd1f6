import type { serviceResponse } from '@esm/contract/services';
import { directCheckoutTotal, formatBasisPoints, formatPounds } from '@esm/core/money/index';
import { isServicePhotoPath } from '@esm/core/service/service-form';
import type { ServiceRow } from '@esm/projections/services/rows';
import type { z } from 'zod';

export type ServiceJson = z.infer<typeof serviceResponse>;

/** Average of the approved ratings, two places, "0.00" when none (rating precision 3,2). */
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
    // Photos recorded before the path rule (e.g. "/api/logout") are not handed to browsers.
    images: row.images.filter(isServicePhotoPath),
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
