import type pg from 'pg';
import type { ListedServiceRow, ServiceRow } from './rows';

/** One listing with its category, or null (removed listings included: bookings still show them). */
export async function findService(
  pool: pg.Pool,
  serviceId: string,
): Promise<(ServiceRow & { removed: boolean; provider_user_id: string }) | null> {
  const { rows } = await pool.query<ServiceRow & { removed: boolean; provider_user_id: string }>(
    `SELECT s.*, c.name AS category_name FROM rm.services s JOIN rm.categories c ON c.id = s.category_id WHERE s.id = $1`,
    [serviceId],
  );
  return rows[0] ?? null;
}

/** A service still listed (not removed), with the user who answers for its provider. */
export async function findListedService(pool: pg.Pool, serviceId: string): Promise<ListedServiceRow | null> {
  const { rows } = await pool.query<ListedServiceRow>(
    'SELECT id, provider_id, provider_user_id, name FROM rm.services WHERE id = $1 AND NOT removed',
    [serviceId],
  );
  return rows[0] ?? null;
}

/** Whether the provider still lists a service clients could book. */
export async function hasListedServices(pool: pg.Pool, providerId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    'SELECT 1 FROM rm.services WHERE provider_id = $1 AND NOT removed LIMIT 1',
    [providerId],
  );
  return Boolean(rowCount);
}

/** A service's name, removed ones included; null when the read model has no such service. */
export async function serviceName(pool: pg.Pool, serviceId: string): Promise<string | null> {
  const { rows } = await pool.query<{ name: string }>('SELECT name FROM rm.services WHERE id = $1', [
    serviceId,
  ]);
  return rows[0]?.name ?? null;
}

/**
 * How one day of a service stands in the read model: booked, blocked, held (a checkout's hold
 * that has not expired at `now`) or free. The date picker asks; pricing re-checks the stream.
 */
export async function serviceDayState(
  pool: pg.Pool,
  serviceId: string,
  day: string,
  now: Date,
): Promise<'free' | 'booked' | 'blocked' | 'held'> {
  const { rows } = await pool.query<{ state: 'booked' | 'blocked' | 'held' }>(
    `SELECT state FROM rm.service_days
      WHERE service_id = $1 AND day = $2 AND (state <> 'held' OR hold_expires_at > $3)`,
    [serviceId, day, now],
  );
  return rows[0]?.state ?? 'free';
}

const METRES_PER_MILE = 1609.344;

export type ServiceTextMatch = { mode: 'words'; words: string[] } | { mode: 'similar'; text: string } | null;

export interface ServiceSearch {
  /** A category slug or id. */
  category?: string;
  providerId?: string;
  text: ServiceTextMatch;
  /** Where the event is: only services that reach it are found. */
  venue: { latitude: number; longitude: number } | null;
  radiusMiles?: number;
  /** yyyy-mm-dd: only services free that day. */
  date?: string;
  sort: 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'distance';
  page: number;
  pageSize: number;
}

/**
 * A page of listed services and the total number of matches (docs/search.md). Boosted services
 * come first, Featured before Category; then the chosen sort.
 */
export async function searchServiceRows(
  pool: pg.Pool,
  search: ServiceSearch,
  now: Date,
): Promise<{ rows: ServiceRow[]; total: number }> {
  const where: string[] = ['NOT s.removed'];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (search.category) {
    const p = param(search.category);
    where.push(`(s.category_slug = ${p} OR s.category_id::text = ${p})`);
  }
  if (search.providerId) where.push(`s.provider_id = ${param(search.providerId)}`);

  const text = search.text;
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
  if (search.venue) {
    const point = `ll_to_earth(${param(search.venue.latitude)}, ${param(search.venue.longitude)})`;
    // Indexed point-in-box first, then the exact circle: the venue must be within the service's own reach.
    where.push('s.latitude IS NOT NULL');
    where.push(`earth_box(s.earth_point, s.reach_metres) @> ${point}`);
    where.push(`earth_distance(s.earth_point, ${point}) <= s.reach_metres`);
    if (search.radiusMiles)
      where.push(`earth_distance(s.earth_point, ${point}) <= ${param(search.radiusMiles * METRES_PER_MILE)}`);
    distanceExpr = `earth_distance(s.earth_point, ${point}) / ${METRES_PER_MILE}`;
  }

  if (search.date) {
    where.push('s.is_available');
    where.push(`NOT EXISTS (SELECT 1 FROM rm.service_days d WHERE d.service_id = s.id AND d.day = ${param(search.date)}
      AND (d.state <> 'held' OR d.hold_expires_at > ${param(now)}))`);
  }

  // Each ordering matches one index of the read model (services_*_idx), so a page is read off it.
  const order = ['s.boost_rank DESC'];
  switch (search.sort) {
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
  const limit = param(search.pageSize);
  const offset = param((search.page - 1) * search.pageSize);
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
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** Every column a service card needs; not the tsvector, which is only for matching. */
const SERVICE_COLUMNS = [
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
