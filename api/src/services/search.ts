import type { SearchQuery } from '@esm/contract/services';
import type { Geocoder } from '@esm/core/postcode/geocoder';
import { searchServiceRows, type ServiceTextMatch as TextMatch } from '@esm/projections/services/queries';
import type pg from 'pg';
import { serviceJson } from './service-json';

/**
 * GET /api/services over the search read model (docs/search.md). Boosted services come first,
 * Featured before Category; then the chosen sort. A postcode that cannot be located is
 * reported, not guessed.
 */
export async function searchServices(pool: pg.Pool, geocoder: Geocoder, query: SearchQuery, now: Date) {
  const words = searchWords(query.q);
  const venue = await locateVenue(geocoder, query);
  const exact = await runSearch(pool, query, now, venue, words.length ? { mode: 'words', words } : null);
  if (exact.total > 0 || !words.length) return exact;
  // Only when no word matches: a word typed part-way past its stem ("weddin") may still begin a
  // word of a name, and failing that a typo ("photgrapher") may still look like one. Each is its
  // own query, as an OR with the text test defeats both indexes (docs/search.md).
  const partWay = await runSearch(pool, query, now, venue, { mode: 'word-starts', words });
  if (partWay.total > 0) return partWay;
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
  const { rows, total, totalExact } = await searchServiceRows(
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
    totalExact,
    page: query.page,
    pageSize: query.pageSize,
    ...(venue && !venue.found ? { postcodeNotFound: true } : {}),
  };
}
