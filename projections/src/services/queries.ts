import { prepared, queryPrepared } from '@esm/infra/postgres/prepared';
import type pg from 'pg';
import { venueCellSql } from './coverage';
import type { ListedServiceRow, ServiceRow } from './rows';

/**
 * One listing with its category, or null (removed listings included: bookings still show them).
 * The card's columns, not `s.*`: the search document, coverage cells and earth point are for
 * matching, and sending them made every service page read and parse a few kilobytes it threw away.
 */
export async function findService(
  pool: pg.Pool,
  serviceId: string,
): Promise<(ServiceRow & { removed: boolean; provider_user_id: string }) | null> {
  const { rows } = await queryPrepared<ServiceRow & { removed: boolean; provider_user_id: string }>(
    pool,
    prepared(
      `SELECT ${SERVICE_COLUMNS}, s.removed, s.provider_user_id, c.name AS category_name
         FROM rm.services s JOIN rm.categories c ON c.id = s.category_id WHERE s.id = $1`,
    ),
    [serviceId],
  );
  return rows[0] ?? null;
}

/** A service still listed (not removed), with the user who answers for its provider. */
export async function findListedService(pool: pg.Pool, serviceId: string): Promise<ListedServiceRow | null> {
  const { rows } = await queryPrepared<ListedServiceRow>(
    pool,
    prepared('SELECT id, provider_id, provider_user_id, name FROM rm.services WHERE id = $1 AND NOT removed'),
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

/**
 * The days of a service from `fromDay` on that are not free (booked, blocked, or held by a
 * checkout whose hold has not expired at `now`), in date order: the provider's calendar.
 */
export async function serviceCalendarDays(
  pool: pg.Pool,
  serviceId: string,
  fromDay: string,
  now: Date,
): Promise<Array<{ date: string; status: 'booked' | 'blocked' | 'held' }>> {
  const { rows } = await pool.query<{ date: string; status: 'booked' | 'blocked' | 'held' }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, state AS status FROM rm.service_days
      WHERE service_id = $1 AND day >= $2::date AND (state <> 'held' OR hold_expires_at > $3)
      ORDER BY day
      LIMIT 1000`,
    [serviceId, fromDay, now],
  );
  return rows;
}

const METRES_PER_MILE = 1609.344;

/**
 * How a search matches its words (docs/search.md): `words` against the stemmed search document;
 * when that finds nothing, `word-starts` (each word begins a word of the name), then `similar`
 * (the whole query like the whole name, for typos).
 */
export type ServiceTextMatch =
  | { mode: 'words'; words: string[] }
  | { mode: 'word-starts'; words: string[] }
  | { mode: 'similar'; text: string }
  | null;

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
  /** Where counting stops; SEARCH_COUNT_CAP (VENUE_COUNT_CAP with a venue) unless a test wants another. */
  countCap?: number;
}

/** Up to how many matches a search counts exactly; past it the total is "at least" (docs/search.md). */
export const SEARCH_COUNT_CAP = 1000;

/**
 * The same for a search around a venue: each candidate there costs a row read for the exact
 * distance (and a day probe with a date), so counting to 1,000 read ten times the rows of the page
 * itself; "100+ services" near a venue says as much to a visitor (docs/search.md).
 */
export const VENUE_COUNT_CAP = 100;

/** Pages of the plain listings up to this one are prepared statements (see searchServiceRows). */
export const PREPARED_PAGES = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page of listed services and how many match (docs/search.md), in one statement: the count
 * stops at SEARCH_COUNT_CAP, VENUE_COUNT_CAP around a venue (or at the end of the requested page, when that is further), so
 * `totalExact` is false when there are more; a search ranked by its text reads every match to
 * rank them, so its count is exact. Boosted services come first, Featured before
 * Category; then the chosen sort.
 */
export async function searchServiceRows(
  pool: pg.Pool,
  search: ServiceSearch,
  now: Date,
): Promise<{ rows: ServiceRow[]; total: number; totalExact: boolean }> {
  const where: string[] = ['NOT s.removed'];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (search.category) {
    // An id or a slug, never both: an OR of the two would keep PostgreSQL off either index.
    where.push(
      UUID.test(search.category)
        ? `s.category_id = ${param(search.category.toLowerCase())}::uuid`
        : `s.category_slug = ${param(search.category)}`,
    );
  }
  if (search.providerId) where.push(`s.provider_id = ${param(search.providerId)}`);

  const text = search.text;
  let rankExpr: string | null = null;
  if (text?.mode === 'words') {
    // Every word must match, stemmed in English; the last one as a prefix, since it may be
    // unfinished ("photog" finds photography). An earlier word is whole: as a prefix, "wedding"
    // (stem "wed") also found "wednesday", and each prefix makes the index gather every service
    // with any word that starts so (docs/search.md).
    const last = text.words.length - 1;
    const terms = text.words.map((w, i) => (i === last ? `${w}:*` : w));
    const tsquery = `to_tsquery('english', ${param(terms.join(' & '))})`;
    where.push(`s.search @@ ${tsquery}`);
    rankExpr = `ts_rank(s.search, ${tsquery})`;
  } else if (text?.mode === 'word-starts') {
    // Every word begins a word of the name: a word typed part-way past its stem ("weddin"; the
    // document holds "wedding" as `wed`, which `weddin:*` cannot reach). A plain pattern on the
    // name's trigram index, unranked, so the page is read in the listing's own order. A word is
    // letters and digits only, so it is safe in a pattern.
    for (const w of text.words) where.push(`s.name ~* ('\\m' || ${param(w)})`);
  } else if (text?.mode === 'similar') {
    const q = param(text.text);
    where.push(`s.name % ${q}`);
    rankExpr = `similarity(s.name, ${q})`;
  }

  let distanceExpr: string | null = null;
  let nearestExpr: string | null = null;
  let placesNearest: string | null = null;
  if (search.venue) {
    const lat = param(search.venue.latitude);
    const lng = param(search.venue.longitude);
    const point = `ll_to_earth(${lat}, ${lng})`;
    // The venue's grid cell narrows to services whose circle may reach it (and tells the planner
    // how many do); the exact great-circle test decides.
    where.push('s.latitude IS NOT NULL');
    where.push(`s.coverage_cells @> ARRAY[${venueCellSql(lat, lng)}]`);
    where.push(`earth_distance(s.earth_point, ${point}) <= s.reach_metres`);
    if (search.radiusMiles)
      where.push(`earth_distance(s.earth_point, ${point}) <= ${param(search.radiusMiles * METRES_PER_MILE)}`);
    distanceExpr = `earth_distance(s.earth_point, ${point}) / ${METRES_PER_MILE}`;
    // The straight-line (chord) distance orders exactly as the great-circle one.
    nearestExpr = `(s.earth_point <-> ${point})`;
    // Listings sit at the few hundred points providers are placed at (service_places): nearest
    // first is those points in distance order, each one's listings read off services_place_idx.
    // Sorted here, so the walk below reads the nearest places' listings first and stops at its
    // limit; sorted only after the join, every place's listings would be read and checked.
    placesNearest = `(SELECT latitude, longitude, earth_point <-> ${point} AS nearness FROM rm.service_places
      ORDER BY nearness)`;
  }

  if (search.date) {
    where.push('s.is_available');
    where.push(`NOT EXISTS (SELECT 1 FROM rm.service_days d WHERE d.service_id = s.id AND d.day = ${param(search.date)}
      AND (d.state <> 'held' OR d.hold_expires_at > ${param(now)}))`);
  }

  // Each ordering matches one index of the read model (services_*_idx), so a page is read off it.
  const order = ['s.boost_rank DESC'];
  const byDistance = search.sort === 'distance' && nearestExpr !== null;
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
      if (nearestExpr) order.push(`${nearestExpr} ASC`);
      break;
    case 'relevance':
      if (rankExpr) order.push(`${rankExpr} DESC`);
      order.push('s.rating_avg DESC');
      break;
  }
  order.push('s.created_at DESC', 's.id');

  const filter = where.join(' AND ');
  const filterParams = [...params];
  const offset = (search.page - 1) * search.pageSize;
  const cap = search.countCap ?? (search.venue ? VENUE_COUNT_CAP : SEARCH_COUNT_CAP);
  const countLimit = Math.max(cap, offset + search.pageSize) + 1;
  // Around a venue the count walks the places nearest-first: the services nearest the venue are
  // the likeliest to reach it, so it stops after about the cap's worth of rows, where the cell's
  // bitmap had to gather every service reaching the cell (18,000 and more in a city) before
  // counting the first. The order cannot change the count: it only picks which rows fill the cap.
  const cappedCount = (limitParam: string) =>
    placesNearest
      ? `SELECT count(*) FROM (SELECT 1 FROM ${placesNearest} p CROSS JOIN LATERAL (
           SELECT 1 FROM rm.services s WHERE s.latitude = p.latitude AND s.longitude = p.longitude AND ${filter}
           LIMIT ${limitParam}) s ORDER BY p.nearness LIMIT ${limitParam}) capped`
      : `SELECT count(*) FROM (SELECT 1 FROM rm.services s WHERE ${filter} LIMIT ${limitParam}) capped`;
  const columns = `${SERVICE_COLUMNS}, ${distanceExpr ?? 'NULL'} AS distance_miles, c.name AS category_name`;
  // A page of the plain listings (no venue, no words) is a prepared statement with its page size
  // and offset written into the text: its generic plan then knows it needs a page's worth of rows
  // and walks the ordering's index, as the plan made for the values does. Deep pages stay unnamed,
  // so the statements a connection keeps are few.
  const reuse = !search.venue && !text && search.page <= PREPARED_PAGES;
  const limit = reuse ? String(search.pageSize) : param(search.pageSize);
  const offsetParam = reuse ? String(offset) : param(offset);

  let sql: string;
  let exactCount = false;
  if (search.sort === 'relevance' && rankExpr) {
    // Ranking by the text's relevance reads every match anyway: they are gathered once (narrow),
    // counted exactly, and only the page's rows are joined back for their columns.
    exactCount = true;
    sql = `WITH matches AS MATERIALIZED (
        SELECT s.id, s.boost_rank, ${rankExpr} AS rank, s.rating_avg, s.created_at FROM rm.services s WHERE ${filter})
      SELECT ${columns}, (SELECT count(*) FROM matches) AS total
      FROM (SELECT * FROM matches ORDER BY boost_rank DESC, rank DESC, rating_avg DESC, created_at DESC, id
            LIMIT ${limit} OFFSET ${offsetParam}) m
      JOIN rm.services s ON s.id = m.id JOIN rm.categories c ON c.id = s.category_id
      ORDER BY m.boost_rank DESC, m.rank DESC, m.rating_avg DESC, m.created_at DESC, m.id`;
  } else {
    // Boosted services lead, so nearest first is two parts: the few boosted ones sorted apart, and
    // the rest walked place by place nearest-first (newest first at each place), each part
    // stopping at the page's end.
    const pageEnd = `${limit}::int + ${offsetParam}::int`;
    const source = byDistance
      ? `(SELECT s.* FROM rm.services s WHERE ${filter} AND s.boost_rank > 0
            ORDER BY ${order.join(', ')} LIMIT ${pageEnd})
          UNION ALL
          (SELECT s.* FROM ${placesNearest} p CROSS JOIN LATERAL (
             SELECT s.* FROM rm.services s WHERE s.latitude = p.latitude AND s.longitude = p.longitude
               AND ${filter} AND s.boost_rank = 0
             ORDER BY s.created_at DESC, s.id LIMIT ${pageEnd}) s
            ORDER BY p.nearness, s.created_at DESC, s.id LIMIT ${pageEnd})`
      : `SELECT s.* FROM rm.services s WHERE ${filter}`;
    // The capped count rides along as an uncorrelated subquery (run once): one round trip a page.
    sql = `SELECT ${columns}, (${cappedCount(reuse ? String(countLimit) : param(countLimit))}) AS total
      FROM (${source}) s JOIN rm.categories c ON c.id = s.category_id
      ORDER BY ${order.join(', ')}
      LIMIT ${limit} OFFSET ${offsetParam}`;
  }
  const { rows } = reuse
    ? await queryPrepared<ServiceRow & { total: string }>(pool, prepared(sql), params)
    : await pool.query<ServiceRow & { total: string }>(sql, params);
  let counted = 0;
  if (rows.length > 0) counted = Number(rows[0]!.total);
  else if (offset > 0) {
    // A page past the end carries no row to hold the count: only then a second, capped query.
    exactCount = false;
    const count = await pool.query<{ count: string }>(cappedCount(`$${filterParams.length + 1}`), [
      ...filterParams,
      countLimit,
    ]);
    counted = Number(count.rows[0]?.count ?? 0);
  }
  for (const row of rows) delete (row as Partial<typeof row>).total;
  return !exactCount && counted >= countLimit
    ? { rows, total: countLimit - 1, totalExact: false }
    : { rows, total: counted, totalExact: true };
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
