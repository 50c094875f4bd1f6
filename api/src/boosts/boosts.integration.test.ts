import { CATEGORY_BOOST_PACKAGE_ID, FEATURED_BOOST_PACKAGE_ID } from '@esm/core/boost/seed-packages';
import { RecordingGateway } from '@esm/infra/payment/testing/recording-gateway';
import { allProjectors } from '@esm/projections/index';
import { checkDrift } from '@esm/projections/runner/drift-check';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderWithService, providerWithService } from '../checkout/testing/checkout-fixtures';
import { jumpDays, untilWorkers } from './testing/time';

interface Setup {
  clientSecret: string;
  paymentIntentId: string;
  amount: string;
  gateway: string;
}
interface Status {
  isBoosted: boolean;
  boostLevel: string | null;
  boostExpiresAt: string | null;
  renewsAt: string | null;
  cancelsAt: string | null;
}

const gateway = new RecordingGateway();
let t: TestPlatform;
let owner: ProviderWithService;
let rival: ProviderWithService;
let plain: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform({ gateway, start: '2026-06-01T09:00:00.000Z' });
  owner = await providerWithService(t, { service: { name: 'Owner Wedding PA' }, firstName: 'Olive' });
  rival = await providerWithService(t, { service: { name: 'Rival Wedding PA' }, firstName: 'Rick' });
  plain = await providerWithService(t, { service: { name: 'Plain Wedding PA' }, firstName: 'Pete' });
}, 60_000);
afterAll(() => t.stop());

const eventCount = async () => Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);
const status = (f: ProviderWithService) => f.client.get<Status>(`/api/services/${f.serviceId}/boost-status`);

async function buyAndPay(f: ProviderWithService, packageId: string): Promise<Setup> {
  const res = await f.client.post<Setup>(`/api/services/${f.serviceId}/boost`, { packageId });
  expect(res.status).toBe(200);
  gateway.succeed(res.body.paymentIntentId);
  const confirmed = await f.client.post<Status>(`/api/services/${f.serviceId}/boost/confirm`, {
    paymentIntentId: res.body.paymentIntentId,
  });
  expect(confirmed.status).toBe(200);
  return res.body;
}

describe('boost packages', () => {
  it('lists the seeded packages in order with the server prices, for anyone', async () => {
    const res = await t.client().get<Array<Record<string, unknown>>>('/api/boost-packages');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: CATEGORY_BOOST_PACKAGE_ID,
        key: 'category',
        name: 'Category Boost',
        price: '25.00',
        durationDays: 30,
        visibilityMultiplier: 2,
        isActive: true,
      }),
      expect.objectContaining({
        id: FEATURED_BOOST_PACKAGE_ID,
        key: 'featured',
        name: 'Featured Boost',
        price: '45.00',
        durationDays: 30,
        visibilityMultiplier: 5,
      }),
    ]);
  });
});

describe('buying a boost', () => {
  it('refuses visitors, clients and other providers with the spec texts, appending nothing', async () => {
    const client = t.client();
    await client.signUp();
    const before = await eventCount();
    const path = `/api/services/${owner.serviceId}/boost`;
    const visitor = await t.client().post(path, { packageId: CATEGORY_BOOST_PACKAGE_ID });
    expect(visitor.status).toBe(401);
    const asClient = await client.post(path, { packageId: CATEGORY_BOOST_PACKAGE_ID });
    expect(asClient.status).toBe(403);
    expect(asClient.body).toMatchObject({ message: "You don't have permission to boost this service." });
    const asRival = await rival.client.post(path, { packageId: CATEGORY_BOOST_PACKAGE_ID });
    expect(asRival.status).toBe(403);
    const unknownPackage = await owner.client.post(path, { packageId: 'no-such-package' });
    expect(unknownPackage.status).toBe(404);
    expect(unknownPackage.body).toMatchObject({ message: 'Service or boost package not found.' });
    const unknownService = await owner.client.post(`/api/services/${crypto.randomUUID()}/boost`, {
      packageId: CATEGORY_BOOST_PACKAGE_ID,
    });
    expect(unknownService.status).toBe(404);
    const noBody = await owner.client.post(path, {});
    expect(noBody.status).toBe(400);
    expect(await eventCount()).toBe(before);
    // Reading another provider's boost status is refused too.
    expect((await rival.client.get(`/api/services/${owner.serviceId}/boost-status`)).status).toBe(403);
    expect((await t.client().get(`/api/services/${owner.serviceId}/boost-status`)).status).toBe(401);
  });

  it('sets up a payment for the package price and starts the boost only once paid', async () => {
    const res = await owner.client.post<Setup>(`/api/services/${owner.serviceId}/boost`, {
      packageId: CATEGORY_BOOST_PACKAGE_ID,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: '25.00', gateway: 'simulated' });
    expect(res.body.clientSecret).toBeTruthy();
    expect((await status(owner)).body.isBoosted).toBe(false);

    const early = await owner.client.post(`/api/services/${owner.serviceId}/boost/confirm`, {
      paymentIntentId: res.body.paymentIntentId,
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'PAYMENT_NOT_COMPLETED' });
    // Someone else's intent id is unknown here.
    const foreign = await rival.client.post(`/api/services/${rival.serviceId}/boost/confirm`, {
      paymentIntentId: res.body.paymentIntentId,
    });
    expect(foreign.status).toBe(404);

    gateway.succeed(res.body.paymentIntentId);
    const confirmed = await owner.client.post<Status>(`/api/services/${owner.serviceId}/boost/confirm`, {
      paymentIntentId: res.body.paymentIntentId,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      isBoosted: true,
      boostLevel: 'category',
      renewsAt: '2026-07-01T09:00:00.000Z',
      cancelsAt: null,
    });
    // Confirming again (or the webhook arriving late) changes nothing.
    const before = await eventCount();
    const again = await owner.client.post<Status>(`/api/services/${owner.serviceId}/boost/confirm`, {
      paymentIntentId: res.body.paymentIntentId,
    });
    expect(again.body).toEqual(confirmed.body);
    await untilWorkers(t, 'settlement worker ran', async () => {
      const { rows } = await t.pool.query(
        "SELECT state FROM wk.timers WHERE key LIKE 'provider-purchase-settled:%'",
      );
      return rows.length > 0 && rows.every((r) => r.state === 'done');
    });
    expect(await eventCount()).toBe(before);

    const same = await owner.client.post(`/api/services/${owner.serviceId}/boost`, {
      packageId: CATEGORY_BOOST_PACKAGE_ID,
    });
    expect(same.status).toBe(409);
  });

  it('puts Featured before Category before unboosted services in search', async () => {
    await buyAndPay(rival, FEATURED_BOOST_PACKAGE_ID);
    const res = await t
      .client()
      .get<{ items: Array<{ id: string; isBoosted: boolean; boostLevel: string | null }> }>(
        '/api/services?q=wedding',
      );
    const ids = res.body.items.map((s) => s.id);
    expect(ids.indexOf(rival.serviceId)).toBeLessThan(ids.indexOf(owner.serviceId));
    expect(ids.indexOf(owner.serviceId)).toBeLessThan(ids.indexOf(plain.serviceId));
    expect(res.body.items.find((s) => s.id === owner.serviceId)).toMatchObject({
      isBoosted: true,
      boostLevel: 'category',
    });
  });

  it('activates from the payment pipeline alone (a webhook recording the success)', async () => {
    const res = await plain.client.post<Setup>(`/api/services/${plain.serviceId}/boost`, {
      packageId: CATEGORY_BOOST_PACKAGE_ID,
    });
    gateway.succeed(res.body.paymentIntentId);
    const { recordProviderPaymentSuccess } = await import('@esm/app/billing/provider-payment');
    await recordProviderPaymentSuccess(
      t.platform.context,
      res.body.paymentIntentId,
      { kind: 'boost', accepts: async () => true },
      'test-webhook',
    );
    await untilWorkers(t, 'the boost became active', async () => (await status(plain)).body.isBoosted);
  });
});

describe('boost renewal, cancellation and expiry (timers)', () => {
  it('renews monthly, then ends at the end of the 30-day notice after cancelling', async () => {
    const before = (await status(owner)).body;
    await jumpDays(t, 30);
    await untilWorkers(
      t,
      'the boost was renewed',
      async () => (await status(owner)).body.boostExpiresAt !== before.boostExpiresAt,
    );
    const renewed = (await status(owner)).body;
    expect(renewed).toMatchObject({ isBoosted: true, renewsAt: '2026-07-31T09:00:00.000Z' });

    const cancelled = await owner.client.post<Status>(`/api/services/${owner.serviceId}/boost/cancel`);
    expect(cancelled.status).toBe(200);
    // Notice runs 30 days from today, which is past the paid term's end.
    expect(cancelled.body).toMatchObject({ isBoosted: true, renewsAt: null });
    expect(Date.parse(cancelled.body.cancelsAt!)).toBeGreaterThanOrEqual(Date.parse(renewed.boostExpiresAt!));
    expect((await rival.client.post(`/api/services/${owner.serviceId}/boost/cancel`)).status).toBe(403);
    expect((await owner.client.post(`/api/services/${owner.serviceId}/boost/cancel`)).status).toBe(409);

    await jumpDays(t, 31);
    await untilWorkers(t, 'the boost expired', async () => !(await status(owner)).body.isBoosted);
    const search = await t
      .client()
      .get<{ items: Array<{ id: string; isBoosted: boolean }> }>('/api/services?q=wedding');
    expect(search.body.items.find((s) => s.id === owner.serviceId)?.isBoosted).toBe(false);
  });

  it('expires a boost whose renewal payment is declined', async () => {
    gateway.declineRenewals = true;
    try {
      await jumpDays(t, 31);
      await untilWorkers(t, 'the featured boost expired', async () => !(await status(rival)).body.isBoosted);
      const { rows } = await t.pool.query(
        "SELECT data FROM es.events WHERE type = 'BoostExpired' AND data->>'reason' = 'renewal_payment_failed'",
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      gateway.declineRenewals = false;
    }
  });
});

describe('the read models are a pure function of the events', () => {
  it('rebuilds the boosts read models to exactly the live rows', async () => {
    const projectors = allProjectors.filter((p) =>
      ['boosts', 'services', 'platform-analytics'].includes(p.name),
    );
    const { differences, rowsCompared } = await checkDrift({
      pool: t.pool,
      store: t.platform.store,
      projectors,
    });
    expect(rowsCompared).toBeGreaterThan(0);
    expect(differences).toEqual([]);
  });
});
