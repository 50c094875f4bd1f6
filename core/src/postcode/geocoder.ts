import type { Coordinates } from './distance';

/**
 * How exactly a location was found: the postcode itself (a geocoding service), the centre of its
 * district (outward code), or only the centre of its area. Search can show "approximate" for
 * the coarser ones.
 */
export type GeoPrecision = 'postcode' | 'district' | 'area';

export interface GeoLocation extends Coordinates {
  precision: GeoPrecision;
}

/** The port every postcode lookup goes through; null when the postcode is unknown or invalid. */
export interface Geocoder {
  locate(postcode: string): Promise<GeoLocation | null>;
}
