import type { Geocoder } from '@esm/core/postcode/geocoder';
import { searchServiceRows, type ServiceTextMatch as TextMatch } from '@esm/projections/services/queries';
import type pg from 'pg';
import { z } from 'zod';
import { serviceJson } from './service-json';

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'distance'] as const;

export const searchQuery = z.object({
  category: z.string().max(100).optional(),
  categoryId: z.string().max(100).optional(),
  providerId: z.uuid('Not a valid provider id').optional(),
  postcode: z.string().max(12).optional(),
  /** The listing page's filter bar calls the postcode "location" (000 §2). */
  location: z.string().max(12).optional(),
  radius: z.coerce.number().int().min(1).max(500).optional(),
  date: z.iso.date('Date must be YYYY-MM-DD').optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(12),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * GET /api/services over the search read model (docs/search.md). Boosted services come first,
 * Featured before Category (000 §2); then the chosen sort. A postcode that cannot be located is
 * reported, not guessed.
 */
export async function searchServices(pool: pg.Pool, geocoder: Geocoder, query: SearchQuery, now: Date) {
  const words = searchWords(query.q);
  const venue = await locateVenue(geocoder, query);
  const exact = await runSearch(pool, query, now, venue, words.length ? { mode: 'words', words } : null);
  // Typos ("photgrapher") match no word: only then fall back to trigram similarity on the name,
  // which needs no OR in the main query (an OR of the two indexes defeats both; docs/search.md).
  if (exact.total > 0 || !words.length) return exact;
  return runSearch(pool, query, now, venue, { mode: 'similar', text: words.join(' ') });
}

/** The words of a free-text query; punctuation and tsquery operators are dropped, not interpreted. */
export function searchWords(q: string | undefined): string[] {
  return (
    (q ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 12) ?? []
  );
}

type Venue = { found: { latitude: number; longitude: number } } | { found: null } | null;

async function locateVenue(geocoder: Geocoder, query: SearchQuery): Promise<Venue> {
  const postcode = (query.postcode ?? query.location)?.trim();
  if (!postcode) return null;
  return { found: await geocoder.locate(postcode) };
}

async function runSearch(pool: pg.Pool, query: SearchQuery, now: Date, venue: Venue, text: TextMatch) {
  const { rows, total } = await searchServiceRows(
    pool,
    {
      category: query.category ?? query.categoryId,
      providerId: query.providerId,
      text,
      venue: venue?.found ?? null,
      radiusMiles: query.radius,
      date: query.date,
      sort: query.sort ?? 'relevance',
      page: query.page,
      pageSize: query.pageSize,
    },
    now,
  );
  return {
    items: rows.map(serviceJson),
    total,
    page: query.page,
    pageSize: query.pageSize,
    ...(venue && !venue.found ? { postcodeNotFound: true } : {}),
  };
}
