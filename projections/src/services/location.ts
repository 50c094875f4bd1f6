import { ERASED } from '@esm/core/kernel/events';
import { locateOffline } from '@esm/core/postcode/offline-geocoder';
import { outwardCode } from '@esm/core/postcode/postcode';

/**
 * Where a provider's services are, for search and for the card's "location" line. Uses the
 * offline district table so a replay gives the same coordinates every time (a projector must not
 * call out to a web service).
 */
export function providerLocation(input: { postcode: string; outwardCode: string; businessAddress: string }): {
  latitude: number | null;
  longitude: number | null;
  location: string;
} {
  const postcode = input.postcode === ERASED ? null : input.postcode;
  const outward = (postcode && outwardCode(postcode)) || input.outwardCode;
  const found = locateOffline(postcode ?? outward);
  const town = townOf(input.businessAddress === ERASED ? '' : input.businessAddress, postcode);
  return {
    latitude: found?.latitude ?? null,
    longitude: found?.longitude ?? null,
    location: town ? `${town}, ${outward}` : outward,
  };
}

/** The last part of an address that is not the postcode: "12 Deansgate, Manchester" → "Manchester". */
function townOf(address: string, postcode: string | null): string | null {
  const parts = address
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter((p) => p && (!postcode || p.toUpperCase() !== postcode));
  const last = parts[parts.length - 1];
  return last && !/\d/.test(last) ? last : null;
}
