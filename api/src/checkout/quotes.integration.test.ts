import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderWithService, providerWithService, quoteFor } from './testing/checkout-fixtures';

let t: TestPlatform;
let provider: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
}, 60_000);
afterAll(() => t?.stop());

const MISSING = 'Please fill in all event details including venue postcode and add at least one service.';
const POSTCODE = 'Please enter a valid UK postcode (e.g., M1 1AA) for accurate mileage calculation.';

describe('POST /api/quotes (order and texts)', () => {
  it('asks a visitor to sign in before anything else, even with an empty form', async () => {
    const res = await t.client().post('/api/quotes', {});
    expect(res.status).toBe(401);
  });

  it('refuses missing details before a bad postcode, then the postcode', async () => {
    const client = t.client();
    await client.signUp();
    const missing = await client.post('/api/quotes', { eventPostcode: 'nope', services: [] });
    expect(missing).toMatchObject({
      status: 400,
      body: { code: 'QUOTE_MISSING_INFORMATION', message: MISSING },
    });
    const badPostcode = await client.post(
      '/api/quotes',
      quoteFor(provider.serviceId, { eventPostcode: 'ABC 123' }),
    );
    expect(badPostcode).toMatchObject({
      status: 400,
      body: { code: 'QUOTE_INVALID_POSTCODE', message: POSTCODE },
    });
    const unknownService = await client.post('/api/quotes', {
      ...quoteFor(provider.serviceId),
      services: [{ serviceId: '00000000-0000-4000-8000-000000000000', quantity: 1, duration: 8 }],
    });
    expect(unknownService).toMatchObject({ status: 422, body: { code: 'QUOTE_SERVICE_UNAVAILABLE' } });
    const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM es.events WHERE type LIKE 'Quote%'");
    expect(rows[0].n).toBe(0);
  });

  it('prices from the stored service, ignoring any price the browser sends', async () => {
    const client = t.client();
    await client.signUp();
    const res = await client.post<Record<string, unknown>>('/api/quotes', {
      ...quoteFor(provider.serviceId),
      services: [{ serviceId: provider.serviceId, quantity: 2, duration: 24, price: 1 }],
      totalAmount: '1.00',
    });
    expect(res.status).toBe(201);
    // 2 × £450 × 1 day = 900; provider fee 5% 45; platform fee 20% 180; VAT 20% of 1125 = 225.
    expect(res.body).toMatchObject({
      subtotal: '900.00',
      providerFees: '45.00',
      platformFee: '180.00',
      // A Basic provider's commission: the label "Platform fee (20%)".
      platformFeePercentage: 20,
      vatAmount: '225.00',
      totalAmount: '1350.00',
      status: 'requested',
      expiresAt: '2026-06-15T09:00:00.000Z',
    });
  });

  it('makes a quote sent without a status a draft, as the data model’s default', async () => {
    const client = t.client();
    await client.signUp();
    const { status: _requested, ...withoutStatus } = quoteFor(provider.serviceId, {
      eventDate: '2026-09-19T12:00:00.000Z',
    });
    const res = await client.post<{ id: string; status: string }>('/api/quotes', withoutStatus);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('draft');
    // Still bookable: only an expired quote cannot be booked.
    expect((await client.post('/api/create-payment-intent', { quoteId: res.body.id })).status).toBe(200);
  });

  it('saves a draft for later, lists it, and lets only its owner read it', async () => {
    const client = t.client();
    await client.signUp();
    const draft = await client.post<{ id: string; status: string }>('/api/quotes', {
      ...quoteFor(provider.serviceId),
      status: 'draft',
    });
    expect(draft.body.status).toBe('draft');
    const mine = await client.get<{ id: string }[]>('/api/quotes');
    expect(mine.body.map((q) => q.id)).toEqual([draft.body.id]);
    const requested = await client.post<{ id: string; status: string }>('/api/quotes', {
      ...quoteFor(provider.serviceId),
      quoteId: draft.body.id,
    });
    expect(requested.body).toMatchObject({ id: draft.body.id, status: 'requested' });

    const other = t.client();
    await other.signUp();
    expect((await other.get(`/api/quotes/${draft.body.id}`)).status).toBe(404);
    expect((await other.get<unknown[]>('/api/quotes')).body).toEqual([]);
    expect((await t.client().get(`/api/quotes/${draft.body.id}`)).status).toBe(401);
    const steal = await other.post('/api/quotes', {
      ...quoteFor(provider.serviceId),
      quoteId: draft.body.id,
    });
    expect(steal.status).toBe(404);
  });
});
