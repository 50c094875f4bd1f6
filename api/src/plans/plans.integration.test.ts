import { RecordingGateway } from '@esm/infra/payment/testing/recording-gateway';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jumpDays, untilWorkers } from '../boosts/testing/time';
import { type ProviderWithService, providerWithService } from '../checkout/testing/checkout-fixtures';

interface PlanStatus {
  plan: string;
  commissionPercentage: number;
  payoutDays: number;
  renewsAt: string | null;
  cancelsAt: string | null;
}

const gateway = new RecordingGateway();
let t: TestPlatform;
let pro: ProviderWithService;
let other: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform({ gateway, start: '2026-03-15T10:00:00.000Z' });
  pro = await providerWithService(t, { service: { name: 'Pro Lighting Rig' }, firstName: 'Priya' });
  other = await providerWithService(t, { service: { name: 'Other Lighting Rig' }, firstName: 'Omar' });
}, 60_000);
afterAll(() => t.stop());

const eventCount = async () => Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);
const planOf = async (f: ProviderWithService) => (await f.client.get<PlanStatus>('/api/provider/plan')).body;
const providerPlan = async (f: ProviderWithService) =>
  (await f.client.get<{ plan: string }>('/api/provider/me')).body.plan;

async function upgrade(f: ProviderWithService, plan: string) {
  const res = await f.client.post<{ paymentIntentId: string; amount: string }>('/api/provider/upgrade', {
    plan,
  });
  expect(res.status).toBe(200);
  gateway.succeed(res.body.paymentIntentId);
  const confirmed = await f.client.post<PlanStatus>('/api/provider/upgrade/confirm', {
    paymentIntentId: res.body.paymentIntentId,
  });
  expect(confirmed.status).toBe(200);
  return { setup: res.body, status: confirmed.body };
}

describe('POST /api/provider/upgrade (status codes and texts)', () => {
  it('answers 401 signed out, 403 without a provider profile, 404 for an unknown plan, appending nothing', async () => {
    const client = t.client();
    await client.signUp();
    const before = await eventCount();
    expect((await t.client().post('/api/provider/upgrade', { plan: 'professional' })).status).toBe(401);
    const asClient = await client.post('/api/provider/upgrade', { plan: 'professional' });
    expect(asClient.status).toBe(403);
    expect(asClient.body).toMatchObject({ message: "You don't have permission to upgrade." });
    const unknown = await pro.client.post('/api/provider/upgrade', { plan: 'platinum' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Upgrade plan not found.' });
    expect((await pro.client.post('/api/provider/upgrade', {})).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('starts on Basic: 20% commission, balance paid 7 days after the event', async () => {
    expect(await planOf(pro)).toMatchObject({ plan: 'basic', commissionPercentage: 20, payoutDays: 7 });
  });

  it('charges £29 for Professional and switches the plan only once paid', async () => {
    const res = await pro.client.post<{ paymentIntentId: string; amount: string }>('/api/provider/upgrade', {
      plan: 'professional',
    });
    expect(res.body).toMatchObject({ amount: '29.00', gateway: 'simulated' });
    expect(await providerPlan(pro)).toBe('basic');
    // Another provider cannot confirm it as theirs.
    gateway.succeed(res.body.paymentIntentId);
    expect(
      (
        await other.client.post('/api/provider/upgrade/confirm', {
          paymentIntentId: res.body.paymentIntentId,
        })
      ).status,
    ).toBe(404);
    const confirmed = await pro.client.post<PlanStatus>('/api/provider/upgrade/confirm', {
      paymentIntentId: res.body.paymentIntentId,
    });
    expect(confirmed.body).toMatchObject({
      plan: 'professional',
      commissionPercentage: 15,
      payoutDays: 5,
      renewsAt: '2026-04-15T09:00:00.000Z',
    });
    // The providers read model (which checkout prices new bookings from) follows.
    expect(await providerPlan(pro)).toBe('professional');
    const again = await pro.client.post('/api/provider/upgrade', { plan: 'professional' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'You are already on the Professional plan.' });
  });

  it('charges £99 for Enterprise from Basic: 10% commission, balance paid 3 days after the event', async () => {
    const { setup, status } = await upgrade(other, 'enterprise');
    expect(setup.amount).toBe('99.00');
    expect(status).toMatchObject({ plan: 'enterprise', commissionPercentage: 10, payoutDays: 3 });
  });
});

describe('plan renewal, cancellation and expiry (timers)', () => {
  it('renews monthly on the calendar month, then ends after 30 days notice back to Basic', async () => {
    await jumpDays(t, 31);
    await untilWorkers(
      t,
      'the plan renewed',
      async () => (await planOf(pro)).renewsAt === '2026-05-15T09:00:00.000Z',
    );
    const cancelled = await pro.client.post<PlanStatus>('/api/provider/plan/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ plan: 'professional', renewsAt: null });
    expect(cancelled.body.cancelsAt).not.toBeNull();
    expect((await pro.client.post('/api/provider/plan/cancel')).status).toBe(409);
    await jumpDays(t, 31);
    await untilWorkers(t, 'the plan ended', async () => (await providerPlan(pro)) === 'basic');
    expect(await planOf(pro)).toMatchObject({ plan: 'basic', commissionPercentage: 20, cancelsAt: null });
  });

  it('ends a plan whose renewal payment is declined', async () => {
    gateway.declineRenewals = true;
    try {
      await jumpDays(t, 31);
      await untilWorkers(t, 'the enterprise plan ended', async () => (await providerPlan(other)) === 'basic');
    } finally {
      gateway.declineRenewals = false;
    }
  });
});

describe('the plan checkout prices a booking with (providerPlanAt)', () => {
  it('follows the plan stream at once: an upgrade applies from the next booking on', async () => {
    const { providerPlanAt } = await import('@esm/app/billing/plan-facts');
    const fresh = await providerWithService(t, {
      service: { name: 'Fresh Lighting Rig' },
      firstName: 'Fern',
    });
    const store = t.platform.store;
    expect(await providerPlanAt(store, fresh.providerId, t.domainClock.now())).toBe('basic');
    const before = t.domainClock.now();
    await upgrade(fresh, 'professional');
    expect(await providerPlanAt(store, fresh.providerId, t.domainClock.now())).toBe('professional');
    // A booking made before the upgrade keeps the plan of its moment.
    expect(await providerPlanAt(store, fresh.providerId, new Date(before.getTime() - 1))).toBe('basic');
  });
});
