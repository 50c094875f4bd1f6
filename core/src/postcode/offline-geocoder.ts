import type { Geocoder, GeoLocation } from './geocoder';
import { outwardCode, postcodeArea } from './postcode';
import { AREA_CENTROIDS, DISTRICT_CENTROIDS, type LatLon } from './uk-centroids';

const at = ([latitude, longitude]: LatLon, precision: GeoLocation['precision']): GeoLocation => ({
  latitude,
  longitude,
  precision,
});

/**
 * Where a postcode is, from the table the project ships (uk-centroids.ts), without I/O: its
 * district's centre when the table knows the district, else its area's centre; null when the
 * value is not a UK postcode or its area is not a geographic UK area.
 */
export function locateOffline(postcode: string): GeoLocation | null {
  const outward = outwardCode(postcode);
  if (outward === null) return null;
  const district = DISTRICT_CENTROIDS[outward];
  if (district) return at(district, 'district');
  // Central London sub-districts (W1T, SW1A, EC1A…) sit inside their parent district (W1, SW1, EC1).
  const parent = /^[A-Z]{1,2}[0-9][A-Z]$/.test(outward)
    ? DISTRICT_CENTROIDS[outward.slice(0, -1)]
    : undefined;
  if (parent) return at(parent, 'district');
  const area = AREA_CENTROIDS[postcodeArea(outward)];
  return area ? at(area, 'area') : null;
}

/** The offline table behind the Geocoder port: the default when no geocoding service is configured. */
export const offlineGeocoder: Geocoder = {
  locate: (postcode) => Promise.resolve(locateOffline(postcode)),
};
