import type { RecordedPlatformEvent } from '@esm/core/event-catalogue';
import type { ServiceEvent } from '@esm/core/service/events';
import {
  applyServiceBoost,
  serviceBoostEventTypes,
  serviceBoostTermsDdl,
} from '../boosts/service-boost-rank';
import { batchOf, defineProjector, type ProjectionDb } from '../runner/projector';
import { allCanonicalUuids, insertRows, iso, withRecords } from '../runner/records';
import { COVERAGE_CELL_DEGREES } from './coverage';
import { providerLocation } from './location';
import { applyServiceRating } from './service-ratings';

/**
 * The grid cells (COVERAGE_CELL_DEGREES) a service's coverage circle may touch: every cell that
 * meets the circle's latitude/longitude bounding box, on the sphere earthdistance uses, widened by
 * 1% so rounding never drops a cell the circle reaches. A superset: search still applies the exact
 * distance. NULL when the provider's postcode could not be placed.
 */
const coverageCellsFunction = `
    CREATE FUNCTION service_coverage_cells(lat double precision, lng double precision, miles int)
    RETURNS int[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
    DECLARE
      r double precision := miles * 1609.344 * 1.01 / 6378168;
      dlat double precision := degrees(r);
      dlng double precision;
      cells int[] := '{}';
    BEGIN
      IF lat IS NULL OR lng IS NULL THEN RETURN NULL; END IF;
      dlng := CASE WHEN abs(lat) + dlat >= 89.9 OR r >= pi() / 2 THEN 180
        ELSE degrees(asin(least(1, sin(r) / cos(radians(abs(lat) + dlat))))) END;
      FOR y IN floor((lat + 90 - dlat) / ${COVERAGE_CELL_DEGREES.lat})::int .. floor((lat + 90 + dlat) / ${COVERAGE_CELL_DEGREES.lat})::int LOOP
        FOR x IN floor((lng + 180 - dlng) / ${COVERAGE_CELL_DEGREES.lng})::int .. floor((lng + 180 + dlng) / ${COVERAGE_CELL_DEGREES.lng})::int LOOP
          cells := cells || (y * 1000 + x);
        END LOOP;
      END LOOP;
      RETURN cells;
    END $$;`;

/**
 * The marketplace's search model (GET /api/services): one row per listing with what search
 * filters and sorts on, kept denormalised so a search is one indexed query at 100,000 services:
 * - free text: a weighted tsvector over name, description and equipment (GIN), plus trigram on
 *   the name for partial words;
 * - venue radius: each service's coverage circle (maxMileageDistance around the provider's
 *   postcode) as the grid cells it touches (coverage_cells, GIN), so "does it reach this venue"
 *   is an indexed cell lookup refined by the exact distance, and PostgreSQL's array statistics
 *   know how many services reach each cell (it picks the index walk or the lookup accordingly);
 *   nearest first: the few hundred points providers are placed at (service_places), walked in
 *   distance order, each one's listings read off an index;
 * - date: held, booked and blocked days in service_days;
 * - boosts first: boost_rank (2 Featured, 1 Category, 0 none) with its expiry.
 */
export const servicesProjector = defineProjector({
  name: 'services',
  version: 7,
  // The search orderings: rows are only ever found by id and provider_id while replaying.
  queryIndexes: [
    'services_place_idx',
    'services_listing_idx',
    'services_category_idx',
    'services_category_id_idx',
    'services_category_slug_idx',
    'services_newest_idx',
    'services_price_asc_idx',
    'services_price_desc_idx',
  ],
  tables: [
    'services',
    'service_places',
    'service_provider_locations',
    'service_days',
    'service_review_ratings',
    'service_boost_terms',
  ],
  ddl: `${coverageCellsFunction}
    CREATE TABLE services (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      provider_user_id uuid NOT NULL,
      category_id uuid NOT NULL,
      category_slug text NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      base_price bigint NOT NULL,
      price_unit text NOT NULL,
      min_booking_duration int NOT NULL,
      max_booking_duration int NOT NULL,
      equipment_list jsonb NOT NULL,
      equipment_text text NOT NULL,
      images jsonb NOT NULL,
      is_available boolean NOT NULL,
      charges_mileage boolean NOT NULL,
      price_per_mile bigint NOT NULL,
      max_mileage_distance int NOT NULL,
      cost_per_person bigint,
      provider_fee_percentage int NOT NULL,
      removed boolean NOT NULL DEFAULT false,
      latitude double precision,
      longitude double precision,
      location text,
      -- Stored once so a radius search does no trigonometry per row (docs/search.md).
      earth_point earth GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED,
      reach_metres double precision GENERATED ALWAYS AS (max_mileage_distance * 1609.344) STORED,
      coverage_cells int[] GENERATED ALWAYS AS (
        service_coverage_cells(latitude, longitude, max_mileage_distance)
      ) STORED,
      boost_rank int NOT NULL DEFAULT 0,
      boost_level text,
      boost_expires_at timestamptz,
      rating_sum bigint NOT NULL DEFAULT 0,
      rating_count int NOT NULL DEFAULT 0,
      rating_avg numeric GENERATED ALWAYS AS (
        CASE WHEN rating_count = 0 THEN 0 ELSE round(rating_sum::numeric / rating_count, 2) END
      ) STORED,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, name), 'A') ||
        setweight(to_tsvector('english'::regconfig, equipment_text), 'B') ||
        setweight(to_tsvector('english'::regconfig, description), 'C')
      ) STORED
    );
    -- A short GIN pending list (256 kB, not 4 MB): every search scans the whole list of entries
    -- not yet merged into the tree (after a replay 230 pages for the text, 430 for the cells).
    -- No list at all (fastupdate off) made inserts ten times slower; this size keeps their speed.
    CREATE INDEX services_search_idx ON services USING gin (search) WITH (gin_pending_list_limit = 256);
    CREATE INDEX services_name_trgm_idx ON services USING gin (name gin_trgm_ops) WITH (gin_pending_list_limit = 256);
    -- One index per ordering the site offers, each ending in id so a page is read straight off it.
    CREATE INDEX services_listing_idx ON services (boost_rank DESC, rating_avg DESC, created_at DESC, id) WHERE NOT removed;
    CREATE INDEX services_category_idx ON services (category_slug, boost_rank DESC, rating_avg DESC, created_at DESC, id)
      WHERE NOT removed;
    CREATE INDEX services_category_id_idx ON services (category_id, boost_rank DESC, rating_avg DESC, created_at DESC, id)
      WHERE NOT removed;
    -- Narrow, so PostgreSQL will AND it into a text or coverage lookup (category + text + postcode).
    CREATE INDEX services_category_slug_idx ON services (category_slug) WHERE NOT removed;
    CREATE INDEX services_newest_idx ON services (boost_rank DESC, created_at DESC, id) WHERE NOT removed;
    CREATE INDEX services_price_asc_idx ON services (boost_rank DESC, base_price ASC, created_at DESC, id) WHERE NOT removed;
    CREATE INDEX services_price_desc_idx ON services (boost_rank DESC, base_price DESC, created_at DESC, id) WHERE NOT removed;
    CREATE INDEX services_provider_idx ON services (provider_id);
    CREATE INDEX services_coverage_idx ON services USING gin (coverage_cells) WITH (gin_pending_list_limit = 256) WHERE NOT removed;
    -- The listings at one place, newest first: nearest-first search reads them place by place.
    CREATE INDEX services_place_idx ON services (latitude, longitude, created_at DESC, id) WHERE NOT removed;
    -- Every point a provider has been placed at. Providers are placed at their postcode district's
    -- centre, so these are a few hundred where the listings are 100,000: a search in distance
    -- order walks them nearest-first and reads each one's listings off services_place_idx, instead
    -- of walking a point index over every listing (docs/search.md). A point nobody is at any more
    -- stays; its listings are simply none.
    CREATE TABLE service_places (
      latitude double precision NOT NULL,
      longitude double precision NOT NULL,
      earth_point earth GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED,
      PRIMARY KEY (latitude, longitude)
    );
    CREATE TABLE service_provider_locations (
      provider_id uuid PRIMARY KEY,
      latitude double precision,
      longitude double precision,
      location text NOT NULL
    );
    CREATE TABLE service_days (
      service_id uuid NOT NULL,
      day date NOT NULL,
      state text NOT NULL CHECK (state IN ('held', 'booked', 'blocked')),
      hold_id text,
      hold_expires_at timestamptz,
      PRIMARY KEY (service_id, day)
    );
    CREATE TABLE service_review_ratings (
      booking_id uuid PRIMARY KEY,
      service_id uuid NOT NULL,
      rating int NOT NULL,
      counted boolean NOT NULL
    );${serviceBoostTermsDdl}`,
  handles: [
    'ServiceListed',
    'ServiceUpdated',
    'ServiceAvailabilityChanged',
    'ServiceRemoved',
    'ProviderProfileCreated',
    'ProviderProfileUpdated',
    'CalendarDayHeld',
    'CalendarHoldReleased',
    'CalendarDayBooked',
    'CalendarBookingReleased',
    'CalendarDayBlocked',
    'CalendarDayUnblocked',
    'ReviewSubmitted',
    'ReviewModerated',
    ...serviceBoostEventTypes,
  ],
  // Listings, provider profiles and calendar days are most of what this model sees. Calendar
  // days touch only `service_days`, the rest only `services` and the provider locations, so each
  // side is folded on its own, in log order.
  batch: [
    batchOf(
      [
        'ProviderProfileCreated',
        'ProviderProfileUpdated',
        'ServiceListed',
        'ServiceAvailabilityChanged',
        'ServiceRemoved',
        'CalendarDayHeld',
        'CalendarHoldReleased',
        'CalendarDayBooked',
        'CalendarBookingReleased',
        'CalendarDayBlocked',
        'CalendarDayUnblocked',
      ],
      async (events, db, perEvent) => {
        const listings: ListingEvent[] = [];
        const profiles: ProfileEvent[] = [];
        const days: DayEvent[] = [];
        for (const e of events) {
          switch (e.type) {
            case 'ServiceListed':
            case 'ServiceAvailabilityChanged':
            case 'ServiceRemoved':
              listings.push(e);
              break;
            case 'ProviderProfileCreated':
            case 'ProviderProfileUpdated':
              profiles.push(e);
              break;
            default:
              days.push(e);
          }
        }
        if (
          !allCanonicalUuids([...listings, ...days].map((e) => e.data.serviceId)) ||
          !allCanonicalUuids(profiles.map((e) => e.data.providerId)) ||
          !days.every((e) => ISO_DATE.test(e.data.date))
        ) {
          return perEvent(events);
        }
        await applyProviderLocations(profiles, db);
        await applyListings(listings, db);
        await applyDays(days, db);
      },
    ),
  ],
  async apply(event, db) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'ProviderProfileCreated':
      case 'ProviderProfileUpdated': {
        const d = event.data;
        const where = providerLocation(d);
        await db.query(
          `INSERT INTO service_provider_locations (provider_id, latitude, longitude, location) VALUES ($1, $2, $3, $4)
           ON CONFLICT (provider_id) DO UPDATE SET latitude = $2, longitude = $3, location = $4`,
          [d.providerId, where.latitude, where.longitude, where.location],
        );
        await db.query(
          'UPDATE services SET latitude = $2, longitude = $3, location = $4 WHERE provider_id = $1',
          [d.providerId, where.latitude, where.longitude, where.location],
        );
        if (where.latitude !== null && where.longitude !== null) {
          await db.query(
            'INSERT INTO service_places (latitude, longitude) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [where.latitude, where.longitude],
          );
        }
        return;
      }
      case 'ServiceListed': {
        const d = event.data;
        await db.query(
          `INSERT INTO services (id, provider_id, provider_user_id, category_id, category_slug, name, description,
             base_price, price_unit, min_booking_duration, max_booking_duration, equipment_list, equipment_text, images,
             is_available, charges_mileage, price_per_mile, max_mileage_distance, cost_per_person, provider_fee_percentage,
             latitude, longitude, location, created_at, updated_at)
           SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
             l.latitude, l.longitude, l.location, $21, $21
           FROM (SELECT 1) one LEFT JOIN service_provider_locations l ON l.provider_id = $2
           ON CONFLICT (id) DO NOTHING`,
          [d.serviceId, d.providerId, d.providerUserId, ...listingColumns(d), at],
        );
        return;
      }
      case 'ServiceUpdated': {
        const d = event.data;
        await db.query(
          `UPDATE services SET category_id = $2, category_slug = $3, name = $4, description = $5, base_price = $6,
             price_unit = $7, min_booking_duration = $8, max_booking_duration = $9, equipment_list = $10,
             equipment_text = $11, images = $12, is_available = $13, charges_mileage = $14, price_per_mile = $15,
             max_mileage_distance = $16, cost_per_person = $17, provider_fee_percentage = $18, updated_at = $19
           WHERE id = $1`,
          [d.serviceId, ...listingColumns(d), at],
        );
        return;
      }
      case 'ServiceAvailabilityChanged':
        await db.query('UPDATE services SET is_available = $2, updated_at = $3 WHERE id = $1', [
          event.data.serviceId,
          event.data.isAvailable,
          at,
        ]);
        return;
      case 'ServiceRemoved':
        await db.query('UPDATE services SET removed = true, updated_at = $2 WHERE id = $1', [
          event.data.serviceId,
          at,
        ]);
        return;
      case 'CalendarDayHeld':
        await db.query(
          `INSERT INTO service_days (service_id, day, state, hold_id, hold_expires_at) VALUES ($1, $2, 'held', $3, $4)
           ON CONFLICT (service_id, day) DO UPDATE SET state = 'held', hold_id = $3, hold_expires_at = $4`,
          [event.data.serviceId, event.data.date, event.data.holdId, event.data.expiresAt],
        );
        return;
      case 'CalendarHoldReleased':
        await db.query(
          "DELETE FROM service_days WHERE service_id = $1 AND day = $2 AND state = 'held' AND hold_id = $3",
          [event.data.serviceId, event.data.date, event.data.holdId],
        );
        return;
      case 'CalendarDayBooked':
        await db.query(
          `INSERT INTO service_days (service_id, day, state) VALUES ($1, $2, 'booked')
           ON CONFLICT (service_id, day) DO UPDATE SET state = 'booked', hold_id = NULL, hold_expires_at = NULL`,
          [event.data.serviceId, event.data.date],
        );
        return;
      case 'CalendarBookingReleased':
      case 'CalendarDayUnblocked':
        await db.query('DELETE FROM service_days WHERE service_id = $1 AND day = $2', [
          event.data.serviceId,
          event.data.date,
        ]);
        return;
      case 'CalendarDayBlocked':
        await db.query(
          `INSERT INTO service_days (service_id, day, state) VALUES ($1, $2, 'blocked')
           ON CONFLICT (service_id, day) DO UPDATE SET state = 'blocked', hold_id = NULL, hold_expires_at = NULL`,
          [event.data.serviceId, event.data.date],
        );
        return;
      default:
        if (await applyServiceBoost(event, db)) return;
        await applyServiceRating(event, db);
        return;
    }
  },
});

/** The listing's form fields in column order (category_id … provider_fee_percentage), as both
 * ServiceListed and ServiceUpdated write them. */
function listingColumns(d: Extract<ServiceEvent, { type: 'ServiceListed' | 'ServiceUpdated' }>['data']) {
  return [
    d.categoryId,
    d.categorySlug,
    d.name,
    d.description,
    d.basePrice,
    d.priceUnit,
    d.minBookingDuration,
    d.maxBookingDuration,
    JSON.stringify(d.equipmentList),
    d.equipmentList.join(' '),
    JSON.stringify(d.images),
    d.isAvailable,
    d.chargesMileage,
    d.pricePerMile,
    d.maxMileageDistance,
    d.costPerPerson,
    d.providerFeePercentage,
  ];
}

type ProfileEvent = RecordedPlatformEvent<'ProviderProfileCreated' | 'ProviderProfileUpdated'>;

/**
 * Provider locations of a run, applied before its listings. Event by event, every listing of a
 * provider ends the run at the provider's last location in the run, whether it was stored before,
 * listed before the profile change (the change's UPDATE moves it) or listed after (it reads the
 * new location): so the last location per provider is stored, stored listings are moved to it,
 * and listings the run inserts then read it like any other.
 */
async function applyProviderLocations(events: readonly ProfileEvent[], db: ProjectionDb): Promise<void> {
  if (events.length === 0) return;
  const last = new Map<string, ReturnType<typeof providerLocation>>();
  // Every point of the run is a place, not only each provider's last (as event by event).
  const places = new Map<string, { latitude: number; longitude: number }>();
  for (const e of events) {
    const where = providerLocation(e.data);
    last.set(e.data.providerId, where);
    if (where.latitude !== null && where.longitude !== null)
      places.set(`${where.latitude} ${where.longitude}`, {
        latitude: where.latitude,
        longitude: where.longitude,
      });
  }
  const rows = [...last].map(([provider_id, where]) => ({ provider_id, ...where }));
  await insertRows(
    db,
    'service_provider_locations',
    { provider_id: 'uuid', latitude: 'double precision', longitude: 'double precision', location: 'text' },
    rows,
    `ON CONFLICT (provider_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
       location = excluded.location`,
  );
  await withRecords(
    db,
    `UPDATE services s SET latitude = v.latitude, longitude = v.longitude, location = v.location
     FROM jsonb_to_recordset($1::jsonb) AS v(provider_id uuid, latitude double precision, longitude double precision,
       location text)
     WHERE s.provider_id = v.provider_id`,
    rows,
  );
  await insertRows(db, 'service_places', { latitude: 'double precision', longitude: 'double precision' }, [
    ...places.values(),
  ]);
}

type ListingEvent = RecordedPlatformEvent<'ServiceListed' | 'ServiceAvailabilityChanged' | 'ServiceRemoved'>;
type DayEvent = RecordedPlatformEvent<
  | 'CalendarDayHeld'
  | 'CalendarHoldReleased'
  | 'CalendarDayBooked'
  | 'CalendarBookingReleased'
  | 'CalendarDayBlocked'
  | 'CalendarDayUnblocked'
>;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The listing columns a run changes; `created` is set for listings this run inserts. */
interface ListingState {
  created?: Record<string, unknown>;
  is_available?: boolean;
  removed?: boolean;
  updated_at?: string;
}

/**
 * Listings inserted by the run are inserted whole (location joined as the per-event INSERT does);
 * availability and removal of listings already stored become one UPDATE, the last value per
 * listing winning as it would event by event. A listing neither stored nor listed in the run is
 * left alone, like the per-event UPDATE that finds no row.
 */
async function applyListings(events: readonly ListingEvent[], db: ProjectionDb): Promise<void> {
  if (events.length === 0) return;
  const ids = [...new Set(events.map((e) => e.data.serviceId))];
  const { rows } = await db.query<{ id: string }>(
    'SELECT id::text FROM services WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const stored = new Set(rows.map((r) => r.id));
  const states = new Map<string, ListingState>();
  for (const event of events) {
    const id = event.data.serviceId;
    const at = iso(event.occurredAt);
    if (event.type === 'ServiceListed') {
      if (stored.has(id) || states.get(id)?.created) continue; // ON CONFLICT (id) DO NOTHING
      const d = event.data;
      const [
        category_id,
        category_slug,
        name,
        description,
        base_price,
        price_unit,
        min_booking_duration,
        max_booking_duration,
        ,
        equipment_text,
        ,
        is_available,
        charges_mileage,
        price_per_mile,
        max_mileage_distance,
        cost_per_person,
        provider_fee_percentage,
      ] = listingColumns(d);
      states.set(id, {
        created: {
          id,
          provider_id: d.providerId,
          provider_user_id: d.providerUserId,
          category_id,
          category_slug,
          name,
          description,
          base_price,
          price_unit,
          min_booking_duration,
          max_booking_duration,
          equipment_list: d.equipmentList,
          equipment_text,
          images: d.images,
          charges_mileage,
          price_per_mile,
          max_mileage_distance,
          cost_per_person,
          provider_fee_percentage,
          created_at: at,
        },
        is_available: is_available as boolean,
        removed: false,
        updated_at: at,
      });
      continue;
    }
    if (!stored.has(id) && !states.get(id)?.created) continue;
    const state = states.get(id) ?? {};
    if (event.type === 'ServiceAvailabilityChanged') state.is_available = event.data.isAvailable;
    else state.removed = true;
    state.updated_at = at;
    states.set(id, state);
  }
  const created: Record<string, unknown>[] = [];
  const changed: Record<string, unknown>[] = [];
  for (const [id, state] of states) {
    if (state.created) {
      created.push({
        ...state.created,
        is_available: state.is_available,
        removed: state.removed,
        updated_at: state.updated_at,
      });
    } else {
      changed.push({
        id,
        is_available: state.is_available ?? null,
        removed: state.removed ?? null,
        updated_at: state.updated_at,
      });
    }
  }
  await withRecords(
    db,
    `INSERT INTO services (id, provider_id, provider_user_id, category_id, category_slug, name, description,
       base_price, price_unit, min_booking_duration, max_booking_duration, equipment_list, equipment_text, images,
       is_available, charges_mileage, price_per_mile, max_mileage_distance, cost_per_person, provider_fee_percentage,
       removed, latitude, longitude, location, created_at, updated_at)
     SELECT v.id, v.provider_id, v.provider_user_id, v.category_id, v.category_slug, v.name, v.description,
       v.base_price, v.price_unit, v.min_booking_duration, v.max_booking_duration, v.equipment_list, v.equipment_text,
       v.images, v.is_available, v.charges_mileage, v.price_per_mile, v.max_mileage_distance, v.cost_per_person,
       v.provider_fee_percentage, v.removed, l.latitude, l.longitude, l.location, v.created_at, v.updated_at
     FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, provider_id uuid, provider_user_id uuid, category_id uuid,
       category_slug text, name text, description text, base_price bigint, price_unit text,
       min_booking_duration int, max_booking_duration int, equipment_list jsonb, equipment_text text, images jsonb,
       is_available boolean, charges_mileage boolean, price_per_mile bigint, max_mileage_distance int,
       cost_per_person bigint, provider_fee_percentage int, removed boolean, created_at timestamptz,
       updated_at timestamptz)
     LEFT JOIN service_provider_locations l ON l.provider_id = v.provider_id`,
    created,
  );
  await withRecords(
    db,
    `UPDATE services s SET is_available = COALESCE(v.is_available, s.is_available),
       removed = COALESCE(v.removed, s.removed), updated_at = v.updated_at
     FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, is_available boolean, removed boolean, updated_at timestamptz)
     WHERE s.id = v.id`,
    changed,
  );
}

interface DayState {
  state: string;
  hold_id: string | null;
  hold_expires_at: string | null;
}

/**
 * Calendar days: the stored rows for the days the run touches are read once, every event is
 * played on them in memory exactly as its per-event statement would, and the days end either
 * written (upsert) or deleted.
 */
async function applyDays(events: readonly DayEvent[], db: ProjectionDb): Promise<void> {
  if (events.length === 0) return;
  const key = (serviceId: string, day: string) => `${serviceId} ${day}`;
  const keys = [...new Set(events.map((e) => key(e.data.serviceId, e.data.date)))];
  const { rows } = await db.query<{ service_id: string; day: string; state: string; hold_id: string | null }>(
    `SELECT d.service_id::text, d.day::text, d.state, d.hold_id
     FROM service_days d JOIN unnest($1::uuid[], $2::date[]) AS k(service_id, day)
       ON d.service_id = k.service_id AND d.day = k.day`,
    [keys.map((k) => k.split(' ')[0]), keys.map((k) => k.split(' ')[1])],
  );
  // Stored rows nobody changes are not written back, so their hold expiry needs no reading.
  const days = new Map<string, DayState | null>(
    rows.map((r) => [
      key(r.service_id, r.day),
      { state: r.state, hold_id: r.hold_id, hold_expires_at: null },
    ]),
  );
  const changed = new Set<string>();
  for (const event of events) {
    const k = key(event.data.serviceId, event.data.date);
    switch (event.type) {
      case 'CalendarDayHeld':
        days.set(k, { state: 'held', hold_id: event.data.holdId, hold_expires_at: event.data.expiresAt });
        break;
      case 'CalendarHoldReleased': {
        const day = days.get(k);
        if (day?.state !== 'held' || day.hold_id !== event.data.holdId) continue;
        days.set(k, null);
        break;
      }
      case 'CalendarDayBooked':
        days.set(k, { state: 'booked', hold_id: null, hold_expires_at: null });
        break;
      case 'CalendarDayBlocked':
        days.set(k, { state: 'blocked', hold_id: null, hold_expires_at: null });
        break;
      case 'CalendarBookingReleased':
      case 'CalendarDayUnblocked':
        days.set(k, null);
        break;
    }
    changed.add(k);
  }
  const gone: Record<string, unknown>[] = [];
  const present: Record<string, unknown>[] = [];
  for (const k of changed) {
    const [service_id, day] = k.split(' ');
    const state = days.get(k);
    if (state) present.push({ service_id, day, ...state });
    else gone.push({ service_id, day });
  }
  await withRecords(
    db,
    `DELETE FROM service_days d USING jsonb_to_recordset($1::jsonb) AS v(service_id uuid, day date)
     WHERE d.service_id = v.service_id AND d.day = v.day`,
    gone,
  );
  await insertRows(
    db,
    'service_days',
    { service_id: 'uuid', day: 'date', state: 'text', hold_id: 'text', hold_expires_at: 'timestamptz' },
    present,
    `ON CONFLICT (service_id, day) DO UPDATE SET state = excluded.state, hold_id = excluded.hold_id,
       hold_expires_at = excluded.hold_expires_at`,
  );
}
