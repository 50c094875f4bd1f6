import type { RecordedEvent } from '@esm/core/eventstore/port';
import { locateOffline } from '@esm/core/postcode/offline-geocoder';
import { migrate } from '@esm/infra/postgres/migrate';
import { recordingPool } from '@esm/infra/postgres/testing/recording-pool';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesProjector } from '../catalogue/projector';
import { readModelExtensionsMigration } from '../index';
import { applyBatch } from '../runner/apply-batch';
import { createReadModelSchema, readModelMigrations, switchActive } from '../runner/read-model-schema';
import { id } from '../runner/testing/given-events';
import { servicesProjector } from './projector';
import { PREPARED_PAGES, type ServiceSearch, searchServiceRows, VENUE_COUNT_CAP } from './queries';

/**
 * The search query over the services model as the projector keeps it: the precomputed coverage
 * cells must never lose a venue that a service's circle reaches, wherever the provider is and
 * whatever the reach, as listings and providers change; and the capped total.
 */
const projectors = [servicesProjector, categoriesProjector];
let db: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
let schema: string;
let position = 0;
const now = new Date('2026-06-01T12:00:00Z');

async function project(events: Array<{ type: string; data: Record<string, unknown> }>) {
  const recorded: RecordedEvent[] = events.map((e) => {
    position += 1;
    return {
      eventId: id(800_000 + position),
      stream: `spec-${position}`,
      version: 0,
      globalPosition: position,
      type: e.type,
      schemaVersion: 1,
      occurredAt: new Date(Date.parse('2026-05-01T00:00:00Z') + position * 60_000),
      data: e.data,
      metadata: { actor: { kind: 'system', name: 'search-spec' }, correlationId: `spec-${position}` },
    };
  });
  await applyBatch({ pool, schema, projectors, events: recorded });
}

const category = id(1);
const profile = (providerId: string, postcode: string) => ({
  providerId,
  userId: providerId,
  businessName: `Provider ${postcode}`,
  contactEmail: 'p@example.com',
  phoneNumber: '07700 900123',
  description: null,
  website: null,
  businessAddress: '1 High St',
  postcode,
  outwardCode: postcode.split(' ')[0]!,
  serviceAreas: [],
});
const listing = (serviceId: string, providerId: string, reach: number) => ({
  serviceId,
  providerId,
  providerUserId: providerId,
  categoryId: category,
  categorySlug: 'staging',
  name: `Stage reaching ${reach} miles`,
  description: 'A covered stage',
  basePrice: 45000,
  priceUnit: 'per event',
  minBookingDuration: 4,
  maxBookingDuration: 12,
  equipmentList: ['truss'],
  images: ['/img/stage.jpg'],
  isAvailable: true,
  chargesMileage: true,
  pricePerMile: 150,
  maxMileageDistance: reach,
  costPerPerson: null,
  providerFeePercentage: 500,
});

/** The sphere earthdistance measures on (earth()), so "0.999 of the reach" is on its terms. */
const EARTH_RADIUS = 6378168;
const METRES_PER_MILE = 1609.344;
/** The point `miles` from (lat, lng) on a bearing, by the spherical destination formula. */
function destination(from: { latitude: number; longitude: number }, miles: number, bearingDeg: number) {
  const rad = Math.PI / 180;
  const d = (miles * METRES_PER_MILE) / EARTH_RADIUS;
  const phi1 = from.latitude * rad;
  const theta = bearingDeg * rad;
  const phi2 = Math.asin(Math.sin(phi1) * Math.cos(d) + Math.cos(phi1) * Math.sin(d) * Math.cos(theta));
  const lambda2 =
    from.longitude * rad +
    Math.atan2(Math.sin(theta) * Math.sin(d) * Math.cos(phi1), Math.cos(d) - Math.sin(phi1) * Math.sin(phi2));
  return { latitude: phi2 / rad, longitude: ((lambda2 / rad + 540) % 360) - 180 };
}

const search = (overrides: Partial<ServiceSearch>) =>
  searchServiceRows(
    pool,
    { text: null, venue: null, sort: 'relevance', page: 1, pageSize: 100, ...overrides },
    now,
  );

const REACHES = [1, 15, 150, 500];
const BEARINGS = Array.from({ length: 16 }, (_, i) => i * 22.5 + 5);

/** Every service of `provider` is found just inside its reach on every bearing, and not just outside. */
async function expectCircles(
  provider: { latitude: number; longitude: number },
  services: Record<number, string>,
) {
  for (const [reach, serviceId] of Object.entries(services)) {
    for (const bearing of BEARINGS) {
      const inside = await search({ venue: destination(provider, Number(reach) * 0.999, bearing) });
      expect(
        inside.rows.map((r) => r.id),
        `${reach} miles at ${bearing}°`,
      ).toContain(serviceId);
      const outside = await search({ venue: destination(provider, Number(reach) * 1.001, bearing) });
      expect(
        outside.rows.map((r) => r.id),
        `${reach} miles at ${bearing}°`,
      ).not.toContain(serviceId);
    }
  }
}

beforeAll(async () => {
  db = await createTestDatabase('search');
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  pool.on('error', () => {});
  await migrate(pool, [...readModelMigrations, readModelExtensionsMigration]);
  schema = await createReadModelSchema(pool, projectors);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await switchActive(client, schema, projectors);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  await project([
    {
      type: 'CategoryCreated',
      data: {
        categoryId: category,
        name: 'Staging',
        slug: 'staging',
        icon: 'fas fa-star',
        description: 'Stages',
        imageUrl: '/x.svg',
      },
    },
  ]);
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

describe('venue search over the precomputed coverage cells', () => {
  it('finds each service just inside its reach and not just outside, in the south and far north', async () => {
    for (const [n, postcode] of [
      [10, 'BN1 1AA'],
      [20, 'ZE1 0AA'],
    ] as const) {
      const provider = id(n);
      const services = Object.fromEntries(REACHES.map((reach, i) => [reach, id(n + 1 + i)]));
      await project([
        {
          type: 'ProviderProfileCreated',
          data: { ...profile(provider, postcode), depositRequired: false, depositPercentage: 0 },
        },
        ...REACHES.map((reach) => ({
          type: 'ServiceListed',
          data: listing(services[reach]!, provider, reach),
        })),
      ]);
      await expectCircles(locateOffline(postcode)!, services);
    }
  });

  it('follows a new reach and a provider who moves', async () => {
    const provider = id(30);
    const service = id(31);
    await project([
      {
        type: 'ProviderProfileCreated',
        data: { ...profile(provider, 'PL1 1AA'), depositRequired: false, depositPercentage: 0 },
      },
      { type: 'ServiceListed', data: listing(service, provider, 15) },
      { type: 'ServiceUpdated', data: listing(service, provider, 150) },
    ]);
    await expectCircles(locateOffline('PL1 1AA')!, { 150: service });

    await project([{ type: 'ProviderProfileUpdated', data: profile(provider, 'IV1 1AA') }]);
    await expectCircles(locateOffline('IV1 1AA')!, { 150: service });
    // Nothing of the old circle is left behind.
    const plymouth = await search({ venue: locateOffline('PL1 1AA')! });
    expect(plymouth.rows.map((r) => r.id)).not.toContain(service);
  });
});

describe('the capped total', () => {
  const provider = id(40);
  beforeAll(async () => {
    await project([
      {
        type: 'ProviderProfileCreated',
        data: { ...profile(provider, 'CB1 1AA'), depositRequired: false, depositPercentage: 0 },
      },
      ...[1, 2, 3, 4, 5].map((i) => ({ type: 'ServiceListed', data: listing(id(40 + i), provider, 10) })),
    ]);
  });
  const cambridge = () => ({ providerId: provider, venue: locateOffline('CB1 1AA')!, pageSize: 2 });

  it('counts exactly up to the cap', async () => {
    const page = await search({ ...cambridge(), countCap: 5 });
    expect(page).toMatchObject({ total: 5, totalExact: true });
    expect(page.rows).toHaveLength(2);
  });

  it('stops at the cap and says the total is a lower bound', async () => {
    const page = await search({ ...cambridge(), countCap: 3 });
    expect(page).toMatchObject({ total: 3, totalExact: false });
    expect(page.rows).toHaveLength(2);
  });

  it('counts at least to the end of a page past the cap, so the pages go on', async () => {
    const second = await search({ ...cambridge(), countCap: 1, page: 2 });
    expect(second).toMatchObject({ total: 4, totalExact: false });
    const last = await search({ ...cambridge(), countCap: 1, page: 3 });
    expect(last).toMatchObject({ total: 5, totalExact: true });
    expect(last.rows).toHaveLength(1);
  });

  it('still tells the total on a page past the end', async () => {
    const beyond = await search({ ...cambridge(), countCap: 1000, page: 9 });
    expect(beyond).toMatchObject({ rows: [], total: 5, totalExact: true });
    const none = await search({ providerId: provider, venue: destination(locateOffline('CB1 1AA')!, 40, 0) });
    expect(none).toMatchObject({ rows: [], total: 0, totalExact: true });
  });
});

describe('pages of the plain listings, prepared', () => {
  const provider = id(50);
  beforeAll(async () => {
    await project([
      {
        type: 'ProviderProfileCreated',
        data: { ...profile(provider, 'OX1 1AA'), depositRequired: false, depositPercentage: 0 },
      },
      ...[1, 2, 3, 4, 5].map((i) => ({ type: 'ServiceListed', data: listing(id(50 + i), provider, 10) })),
    ]);
  });

  it('counts and pages as the unprepared statement does, to the last prepared page and past it', async () => {
    const all = await search({ providerId: provider, pageSize: 2, countCap: 3 });
    expect(all).toMatchObject({ total: 3, totalExact: false });
    expect(all.rows.map((r) => r.id)).toEqual([id(55), id(54)]);
    const last = await search({ providerId: provider, pageSize: 2, countCap: 3, page: 3 });
    expect(last).toMatchObject({ total: 5, totalExact: true });
    expect(last.rows.map((r) => r.id)).toEqual([id(51)]);
    for (const page of [PREPARED_PAGES, PREPARED_PAGES + 1]) {
      const beyond = await search({ providerId: provider, pageSize: 2, page });
      expect(beyond, `page ${page}`).toMatchObject({ rows: [], total: 5, totalExact: true });
    }
  });

  it('is sent by name; a search around a venue or for words is not', async () => {
    const solo = new pg.Pool({ connectionString: db.url, max: 1 });
    const named = async () =>
      Number((await solo.query('SELECT count(*) AS n FROM pg_prepared_statements')).rows[0].n);
    try {
      const on = (overrides: Partial<ServiceSearch>) =>
        searchServiceRows(
          solo,
          { text: null, venue: null, sort: 'price_asc', page: 1, pageSize: 12, ...overrides },
          now,
        );
      await on({ providerId: provider });
      expect(await named()).toBe(1);
      await on({ providerId: provider });
      await on({ providerId: provider, page: PREPARED_PAGES + 1 });
      await on({ providerId: provider, venue: locateOffline('OX1 1AA')! });
      await on({ providerId: provider, text: { mode: 'words', words: ['stage'] } });
      expect(await named()).toBe(1);
      await on({ providerId: provider, page: 2 });
      expect(await named()).toBe(2);
    } finally {
      await solo.end();
    }
  });
});

describe('the total around a venue', () => {
  const provider = id(60);
  const listed = VENUE_COUNT_CAP + 1;
  beforeAll(async () => {
    await project([
      {
        type: 'ProviderProfileCreated',
        data: { ...profile(provider, 'NR1 1AA'), depositRequired: false, depositPercentage: 0 },
      },
      ...Array.from({ length: listed }, (_, i) => ({
        type: 'ServiceListed',
        data: listing(id(61_000 + i), provider, 10),
      })),
    ]);
  });

  it('stops counting sooner than a search without a venue', async () => {
    const near = await search({ providerId: provider, venue: locateOffline('NR1 1AA')!, pageSize: 12 });
    expect(near).toMatchObject({ total: VENUE_COUNT_CAP, totalExact: false });
    expect(near.rows).toHaveLength(12);
    const anywhere = await search({ providerId: provider, pageSize: 12 });
    expect(anywhere).toMatchObject({ total: listed, totalExact: true });
  });

  it('still counts to the end of a page past the venue cap', async () => {
    const last = await search({
      providerId: provider,
      venue: locateOffline('NR1 1AA')!,
      pageSize: 50,
      page: 3,
    });
    expect(last).toMatchObject({ total: listed, totalExact: true });
    expect(last.rows).toHaveLength(1);
  });
});

describe('nearest first around a venue, walked place by place', () => {
  // The count and the distance order walk the points providers are placed at, nearest first.
  // Every page and total must be what the plain query gives: every listing that reaches the
  // venue, sorted by boost, distance, newest and id, counted to the cap.
  const venue = locateOffline('LS1 4DY')!;
  beforeAll(async () => {
    const near = id(70);
    const middle = id(71);
    const far = id(72);
    const boosted = id(73);
    await project([
      {
        type: 'ProviderProfileCreated',
        data: { ...profile(near, 'LS1 4DY'), depositRequired: false, depositPercentage: 0 },
      },
      {
        type: 'ProviderProfileCreated',
        data: { ...profile(middle, 'YO1 7HH'), depositRequired: false, depositPercentage: 0 },
      },
      {
        type: 'ProviderProfileCreated',
        data: { ...profile(far, 'NE1 4ST'), depositRequired: false, depositPercentage: 0 },
      },
      {
        type: 'ProviderProfileCreated',
        data: { ...profile(boosted, 'HG1 1AA'), depositRequired: false, depositPercentage: 0 },
      },
      // Nearest, reaching; nearer than the far ones but short of the venue; far, reaching.
      ...[1, 2, 3].map((i) => ({ type: 'ServiceListed', data: listing(id(70_000 + i), near, 5) })),
      ...[1, 2, 3, 4].map((i) => ({ type: 'ServiceListed', data: listing(id(71_000 + i), middle, 5) })),
      ...[1, 2, 3, 4, 5].map((i) => ({ type: 'ServiceListed', data: listing(id(72_000 + i), far, 150) })),
      ...[1, 2].map((i) => ({ type: 'ServiceListed', data: listing(id(73_000 + i), boosted, 100) })),
      {
        type: 'BoostActivated',
        data: {
          boostId: id(73_100),
          serviceId: id(73_001),
          providerId: boosted,
          packageId: id(73_200),
          visibilityMultiplier: 2,
          amount: 2999,
          paymentId: 'pi_boost',
          startDate: '2026-05-01T00:00:00.000Z',
          endDate: '2026-08-01T00:00:00.000Z',
          upgradesBoostId: null,
        },
      },
    ]);
  });

  /** Every listed service reaching the venue, in the order a search by distance gives them. */
  async function plainly(sort: 'distance' | 'relevance') {
    const point = `ll_to_earth(${venue.latitude}, ${venue.longitude})`;
    const order =
      sort === 'distance'
        ? `boost_rank DESC, earth_distance(earth_point, ${point}), created_at DESC, id`
        : 'boost_rank DESC, rating_avg DESC, created_at DESC, id';
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM rm.services WHERE NOT removed AND latitude IS NOT NULL
         AND earth_distance(earth_point, ${point}) <= reach_metres ORDER BY ${order}`,
    );
    return rows.map((r) => r.id);
  }

  it('gives the pages and capped totals of the plain query, for every cap, page and sort', async () => {
    for (const sort of ['distance', 'relevance'] as const) {
      const all = await plainly(sort);
      expect(all.length).toBeGreaterThan(8);
      for (const countCap of [1, 3, 5, 8, 100]) {
        for (const page of [1, 2, 3, 9]) {
          const found = await search({ venue, sort, page, pageSize: 2, countCap });
          const label = `${sort}, cap ${countCap}, page ${page}`;
          expect(
            found.rows.map((r) => r.id),
            label,
          ).toEqual(all.slice((page - 1) * 2, page * 2));
          const countedTo = Math.max(countCap, page * 2);
          if (found.rows.length === 0) continue;
          expect(found, label).toMatchObject(
            all.length > countedTo
              ? { total: countedTo, totalExact: false }
              : { total: all.length, totalExact: true },
          );
        }
      }
    }
  });

  it('walks the places for the count and the page in distance order, not the listings', async () => {
    const { pool: recording, statements } = recordingPool(db.url, 1);
    await searchServiceRows(recording, { text: null, venue, sort: 'distance', page: 1, pageSize: 2 }, now);
    await recording.end();
    const plan = await pool.query(`EXPLAIN ${statements[0]!.text}`, statements[0]!.values);
    const lines = plan.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
    expect(lines.match(/on service_places/g)).toHaveLength(2);
    expect(lines).toMatch(/services_place_idx/);
  });

  it("reads the nearest places' listings and stops, not every place's", async () => {
    // A page of two and a count capped at three: the nearest place (three listings, all reaching
    // the venue) holds all of it. A walk that sorts the places only after reading their listings
    // reads every place's, here and (at 100,000 services) about 20,000 rows a search.
    const { pool: recording, statements } = recordingPool(db.url, 1);
    const found = await searchServiceRows(
      recording,
      { text: null, venue, sort: 'distance', page: 1, pageSize: 2, countCap: 1 },
      now,
    );
    await recording.end();
    expect(found.rows.map((r) => r.id)).toEqual([id(73_001), id(70_003)]);
    const plan = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${statements[0]!.text}`,
      statements[0]!.values,
    );
    // Two for the page (and a look at the next place's first, to know the nearest is done), three
    // for the count: 6 here. The walk that sorted after reading read 21.
    expect(listingsReadByPlace(plan.rows[0]!['QUERY PLAN'][0].Plan)).toBeLessThanOrEqual(8);
  });
});

interface PlanNode {
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows the plan read off services_place_idx: those it kept and those its filter dropped. */
function listingsReadByPlace(node: PlanNode): number {
  const own =
    node['Index Name'] === 'services_place_idx'
      ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + listingsReadByPlace(child), 0);
}
