import { calendarStream } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { systemActor } from '@esm/core/kernel/actor';
import { countListedServicesExcept } from '@esm/projections/testing/read-models';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * GET /api/services over the search read model (docs/search.md): filters,
 * each service's own reach around its provider, dates, free text, sorts and pages.
 */
interface Card {
  id: string;
  name: string;
  basePrice: string;
  distanceMiles?: number | null;
}
interface Page {
  items: Card[];
  total: number;
  totalExact: boolean;
  page: number;
  pageSize: number;
  postcodeNotFound?: boolean;
}

let t: TestPlatform;
const ids: Record<string, string> = {};
let categories: Record<string, string>;

const photos = [
  '/demo-images/stage-hire-1.svg',
  '/demo-images/stage-hire-2.svg',
  '/demo-images/stage-hire-3.svg',
];

beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal' });
  const cats = await t.client().get<Array<{ id: string; slug: string }>>('/api/categories');
  categories = Object.fromEntries(cats.body.map((c) => [c.slug, c.id]));

  const leeds = t.client();
  await leeds.signUp();
  await leeds.becomeProvider({ businessName: 'Aire Valley Events', postcode: 'LS1 4DY' });
  const london = t.client();
  await london.signUp();
  await london.becomeProvider({
    businessName: 'Bankside Productions',
    businessAddress: '1 Bankside, London',
    postcode: 'SE1 9SG',
  });

  const list = async (
    client: ReturnType<TestPlatform['client']>,
    key: string,
    form: {
      category: string;
      name: string;
      description: string;
      price: string;
      reach: number;
      equipment?: string[];
    },
  ) => {
    const res = await client.post<Card>('/api/services', {
      categoryId: categories[form.category],
      name: form.name,
      description: form.description,
      basePrice: form.price,
      priceUnit: 'per event',
      minBookingDuration: 1,
      maxBookingDuration: 1,
      equipmentList: form.equipment ?? ['Cables'],
      images: photos,
      isAvailable: true,
      chargesMileage: true,
      pricePerMile: '1.50',
      maxMileageDistance: form.reach,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids[key] = res.body.id;
  };
  await list(leeds, 'uplighting', {
    category: 'lighting-hire',
    name: 'LED Uplighting Package',
    description: 'Twenty battery uplighters in any colour for wedding venues and marquees.',
    price: '200.00',
    reach: 30,
    equipment: ['Uplighters', 'DMX controller'],
  });
  await list(leeds, 'disco', {
    category: 'dj-services',
    name: 'Wedding Disco and DJ',
    description: 'A resident DJ with a full disco rig for the evening reception.',
    price: '350.00',
    reach: 50,
  });
  await list(london, 'stage', {
    category: 'stage-hire',
    name: 'Festival Stage 8x6m',
    description: 'A covered festival stage with crew for outdoor events.',
    price: '1200.00',
    reach: 20,
  });
  await list(london, 'photography', {
    category: 'photography-services',
    name: 'Photography Half Day',
    description: 'Four hours of event photography with an edited gallery.',
    price: '450.00',
    reach: 250,
  });
}, 120_000);
afterAll(() => t?.stop());

const search = async (query: string) => {
  const res = await t.client().get<Page>(`/api/services?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const names = (page: Page) => page.items.map((i) => i.name);

describe('GET /api/services', () => {
  it('lists every service with a total when nothing is filtered', async () => {
    const page = await search('');
    // Well under the 1,000 where counting stops, so the total is exact.
    expect(page).toMatchObject({ total: 4 + (await baseline()), totalExact: true });
    expect((await search('q=disco')).totalExact).toBe(true);
  });

  it('filters by category slug or id', async () => {
    expect(names(await search('category=dj-services'))).toEqual(['Wedding Disco and DJ']);
    expect(names(await search(`category=${categories['stage-hire']}`))).toEqual(['Festival Stage 8x6m']);
  });

  it("matches a venue only within each service's own reach of its provider", async () => {
    // Bradford is ~9 miles from Leeds: both Leeds services reach it; London's stage (20 mi) does not,
    // London's photographer (250 mi) does.
    const bradford = await search('postcode=BD1%201HY&pageSize=50');
    expect(new Set(names(bradford))).toEqual(
      new Set(['LED Uplighting Package', 'Wedding Disco and DJ', 'Photography Half Day']),
    );
    // Manchester is ~36 miles from Leeds: beyond the uplighting's 30 miles, within the DJ's 50.
    const manchester = names(await search('postcode=M1%201AE&pageSize=50'));
    expect(manchester).toContain('Wedding Disco and DJ');
    expect(manchester).not.toContain('LED Uplighting Package');
    // A radius narrows further: within 5 miles of Bradford nothing is based.
    expect((await search('postcode=BD1%201HY&radius=5')).total).toBe(0);
  });

  it('reports a postcode it cannot place instead of guessing', async () => {
    const page = await search('postcode=ZZ99%209ZZ');
    expect(page.postcodeNotFound).toBe(true);
  });

  it('sorts by distance from the venue', async () => {
    const page = await search('postcode=LS1%204DY&sort=distance&pageSize=50');
    const order = names(page).filter((n) => n !== 'Festival Stage 8x6m');
    expect(order.at(-1)).toBe('Photography Half Day');
    expect(page.items[0]!.distanceMiles).toBeLessThan(1);
  });

  it('finds words by prefix and stem across name, description and equipment', async () => {
    expect(names(await search('q=uplight'))).toEqual(['LED Uplighting Package']);
    expect(names(await search('q=DMX'))).toEqual(['LED Uplighting Package']);
    expect(names(await search('q=wedding%20reception'))).toEqual(['Wedding Disco and DJ']);
    // Only the last word may be unfinished: an earlier one is a whole word.
    expect(names(await search('q=gallery%20photog'))).toEqual(['Photography Half Day']);
    expect(names(await search('q=photog%20gallery'))).toEqual([]);
    // tsquery operators and punctuation are not syntax: a query of nothing else filters nothing.
    expect((await search('q=%27%3A*%20%26%20!%7C')).total).toBe((await search('')).total);
  });

  it('falls back to similar names when a typo matches no word', async () => {
    expect(names(await search('q=photgraphy%20half'))).toEqual(['Photography Half Day']);
  });

  it('finds a word typed part-way past its stem, alone or after whole words', async () => {
    // "wedding" is stored as its stem `wed`, which `weddin:*` cannot reach; a word of the name can.
    expect(names(await search('q=weddin'))).toContain('Wedding Disco and DJ');
    expect(names(await search('q=disco%20weddin'))).toEqual(['Wedding Disco and DJ']);
    expect(names(await search('q=led%20uplightin'))).toEqual(['LED Uplighting Package']);
  });

  it('sorts by price both ways and pages with a stable total', async () => {
    const mine = (p: Page) =>
      p.items.filter((i) => Object.values(ids).includes(i.id)).map((i) => i.basePrice);
    expect(mine(await search('sort=price_asc&pageSize=100'))).toEqual([
      '200.00',
      '350.00',
      '450.00',
      '1200.00',
    ]);
    expect(mine(await search('sort=price_desc&pageSize=100'))).toEqual([
      '1200.00',
      '450.00',
      '350.00',
      '200.00',
    ]);
    const first = await search('sort=newest&pageSize=2&page=1');
    const second = await search('sort=newest&pageSize=2&page=2');
    expect(second.total).toBe(first.total);
    expect(second.page).toBe(2);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(4);
  });

  it('leaves out a service whose day is booked, held or blocked, and keeps it on other days', async () => {
    await t.platform.context.commands.run({
      stream: calendarStream(ids.disco!, '2026-07-04'),
      decider: calendarDecider,
      command: {
        type: 'BookDay',
        serviceId: ids.disco!,
        date: '2026-07-04',
        bookingId: 'b-1',
        customerId: 'c-1',
      },
      actor: systemActor('test'),
      correlationId: 'search-test',
    });
    expect(names(await search('category=dj-services&date=2026-07-04'))).toEqual([]);
    expect(names(await search('category=dj-services&date=2026-07-05'))).toEqual(['Wedding Disco and DJ']);
  });

  it('refuses a malformed query with the field text, not a 500', async () => {
    const res = await t
      .client()
      .get<{ code: string; fieldErrors: Record<string, string> }>(
        '/api/services?date=04-07-2026&sort=cheapest',
      );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.date).toBe('Date must be YYYY-MM-DD');
  });
});

/** Services the minimal seed lists (none today; counted so the test does not depend on it). */
async function baseline(): Promise<number> {
  return countListedServicesExcept(t.pool, Object.values(ids));
}
