import type { Geocoder, GeoLocation } from '@esm/core/postcode/geocoder';
import { locateOffline } from '@esm/core/postcode/offline-geocoder';
import { normalisePostcode } from '@esm/core/postcode/postcode';

export interface PostcodesIoOptions {
  /** Base URL of a postcodes.io server (the public one, or a self-hosted copy). */
  baseUrl?: string;
  /** Give up on the service after this long and answer from the fallback. */
  timeoutMs?: number;
  /** Answers when the service fails, times out or knows no coordinates; the offline table by default. */
  fallback?: (postcode: string) => GeoLocation | null;
}

export const POSTCODES_IO_URL = 'https://api.postcodes.io';
const DEFAULT_TIMEOUT_MS = 2_000;

interface PostcodesIoAnswer {
  status?: unknown;
  result?: { latitude?: unknown; longitude?: unknown } | null;
}

const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A Geocoder backed by postcodes.io (GET {baseUrl}/postcodes/{postcode}). A 404 means the
 * postcode does not exist, so the answer is null. Any other failure — network, timeout, 5xx,
 * an unexpected body, or a real postcode without coordinates — must not break a search or a
 * quote, so it falls back to the offline table.
 */
export function postcodesIoGeocoder(options: PostcodesIoOptions = {}): Geocoder {
  const baseUrl = (options.baseUrl ?? POSTCODES_IO_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fallback = options.fallback ?? locateOffline;

  return {
    async locate(postcode) {
      const normalised = normalisePostcode(postcode);
      if (normalised === null) return null;
      try {
        const response = await fetch(`${baseUrl}/postcodes/${encodeURIComponent(normalised)}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          // Free the connection; the body of an error answer is of no use here.
          await response.body?.cancel();
          return response.status === 404 ? null : fallback(normalised);
        }
        const body = (await response.json()) as PostcodesIoAnswer;
        const latitude = body.result?.latitude;
        const longitude = body.result?.longitude;
        if (!isCoordinate(latitude) || !isCoordinate(longitude)) return fallback(normalised);
        return { latitude, longitude, precision: 'postcode' };
      } catch {
        return fallback(normalised);
      }
    },
  };
}
