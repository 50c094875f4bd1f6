import type { SearchQuery } from '@esm/contract/services';
import type { Geocoder } from '@esm/core/postcode/geocoder';
import type pg from 'pg';
import { type ServiceRow, serviceJson } from './service-json';

const METRES_PER_MILE = 1609.344;

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

type TextMatch = { mode: 'words'; words: string[] } | { mode: 'similar'; text: string } | null;

async function runSearch(pool: pg.Pool, query: SearchQuery, now: Date, venue: Venue, text: TextMatch) {
  const where: string[] = ['NOT s.removed'];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const category = query.category ?? query.categoryId;
  if (category) {
    const p = param(category);
    where.push(`(s.category_slug = ${p} OR s.category_id::text = ${p})`);
  }
  if (query.providerId) where.push(`s.provider_id = ${param(query.providerId)}`);

  let rankExpr: string | null = null;
  if (text?.mode === 'words') {
    // Every word must match, each as a prefix ("photog" finds photography), stemmed in English.
    const tsquery = `to_tsquery('english', ${param(text.words.map((w) => `${w}:*`).join(' & '))})`;
    where.push(`s.search @@ ${tsquery}`);
    rankExpr = `ts_rank(s.search, ${tsquery})`;
  } else if (text?.mode === 'similar') {
    const q = param(text.text);
    where.push(`s.name % ${q}`);
    rankExpr = `similarity(s.name, ${q})`;
  }

  let distanceExpr: string | null = null;
  if (venue?.found) {
    const point = `ll_to_earth(${param(venue.found.latitude)}, ${param(venue.found.longitude)})`;
    // Indexed point-in-box first, then the exact circle: the venue must be within the service's own reach.
    where.push('s.latitude IS NOT NULL');
    where.push(`earth_box(s.earth_point, s.reach_metres) @> ${point}`);
    where.push(`earth_distance(s.earth_point, ${point}) <= s.reach_metres`);
    if (query.radius)
      where.push(`earth_distance(s.earth_point, ${point}) <= ${param(query.radius * METRES_PER_MILE)}`);
    distanceExpr = `earth_distance(s.earth_point, ${point}) / ${METRES_PER_MILE}`;
  }

  if (query.date) {
    where.push('s.is_available');
    where.push(`NOT EXISTS (SELECT 1 FROM rm.service_days d WHERE d.service_id = s.id AND d.day = ${param(query.date)}
      AND (d.state <> 'held' OR d.hold_expires_at > ${param(now)}))`);
  }

  const sort = query.sort ?? 'relevance';
  // Each ordering matches one index of the read model (services_*_idx), so a page is read off it.
  const order = ['s.boost_rank DESC'];
  switch (sort) {
    case 'price_asc':
      order.push('s.base_price ASC');
      break;
    case 'price_desc':
      order.push('s.base_price DESC');
      break;
    case 'newest':
      break;
    case 'distance':
      if (distanceExpr) order.push(`${distanceExpr} ASC`);
      break;
    case 'relevance':
      if (rankExpr) order.push(`${rankExpr} DESC`);
      order.push('s.rating_avg DESC');
      break;
  }
  order.push('s.created_at DESC', 's.id');

  const filter = where.join(' AND ');
  const filterParams = [...params];
  const limit = param(query.pageSize);
  const offset = param((query.page - 1) * query.pageSize);
  // The page and the total are separate queries run side by side: a window count over the page
  // query would make PostgreSQL read every match before returning the first twelve.
  const [page, count] = await Promise.all([
    pool.query<ServiceRow>(
      `SELECT ${SERVICE_COLUMNS}, c.name AS category_name, ${distanceExpr ?? 'NULL'} AS distance_miles
       FROM rm.services s JOIN rm.categories c ON c.id = s.category_id
       WHERE ${filter}
       ORDER BY ${order.join(', ')}
       LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
    pool.query<{ n: number }>(`SELECT count(*) AS n FROM rm.services s WHERE ${filter}`, filterParams),
  ]);
  return {
    items: page.rows.map(serviceJson),
    total: Number(count.rows[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    ...(venue && !venue.found ? { postcodeNotFound: true } : {}),
  };
}

/** Every column a service card needs; not the tsvector, which is only for matching. */
export const SERVICE_COLUMNS = [
  'id',
  'provider_id',
  'category_id',
  'category_slug',
  'name',
  'description',
  'base_price',
  'price_unit',
  'min_booking_duration',
  'max_booking_duration',
  'equipment_list',
  'images',
  'is_available',
  'charges_mileage',
  'price_per_mile',
  'max_mileage_distance',
  'cost_per_person',
  'provider_fee_percentage',
  'boost_rank',
  'boost_level',
  'boost_expires_at',
  'rating_sum',
  'rating_count',
  'location',
  'created_at',
]
  .map((c) => `s.${c}`)
  .join(', ');
