/** A point on the Earth in decimal degrees (WGS84, as postcodes.io and Ordnance Survey give them). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in statute miles; UK customers think of travel and mileage in miles. */
export const EARTH_RADIUS_MILES = 3958.8;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in miles (haversine). Good to well under a mile across the UK, which is
 * all search radii and mileage charges need.
 */
export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points; asin would then return NaN.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, h)));
}
