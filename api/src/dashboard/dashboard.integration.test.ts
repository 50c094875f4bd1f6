import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { allProjectors } from '@esm/projections/index';
import { checkDrift } from '@esm/projections/runner/drift-check';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderWithService, providerWithService } from '../checkout/testing/checkout-fixtures';
import { paidBooking, partiesOf } from '../checkout/testing/paid-booking';

interface Dashboard {
  monthlyBookings: number;
  monthlyRevenue: string;
  rating: string;
  totalReviews: number;
  recentBookings: Array<{
    id: string;
    status: string;
    serviceName: string;
    customerName: string;
    providerAmount: string;
  }>;
}

let t: TestPlatform;
let provider: ProviderWithService;
let other: ProviderWithService;
let customerId: string;

// 31 May 23:30 in London is already 31 May 22:30 UTC: months are counted on the UK calendar.
beforeAll(async () => {
  t = await startTestPlatform({ start: '2026-05-31T22:30:00.000Z' });
  provider = await providerWithService(t, { service: { name: 'Dashboard Marquee' }, firstName: 'Dana' });
  other = await providerWithService(t, { service: { name: 'Other Marquee' }, firstName: 'Otto' });
  const client = t.client();
  customerId = (await client.signUp({ firstName: 'Sarah', lastName: 'Jones' })).id;
}, 60_000);
afterAll(() => t.stop());

const dashboard = (f: ProviderWithService) => f.client.get<Dashboard>('/api/provider/dashboard');

describe('GET /api/provider/dashboard (cards from real bookings)', () => {
  it('is for providers only', async () => {
    expect((await t.client().get('/api/provider/dashboard')).status).toBe(401);
    const client = t.client();
    await client.signUp();
    expect((await client.get('/api/provider/dashboard')).status).toBe(403);
  });

  it('counts this London month’s paid bookings and the provider’s share as revenue', async () => {
    // 22:30 UTC on 31 May is 23:30 BST: still May in London, so not this month's.
    await paidBooking(t, partiesOf(customerId, provider), { price: 50_000 });
    await t.clock.setTime('2026-05-31T23:30:00.000Z'); // 00:30 BST on 1 June
    const june1 = (await paidBooking(t, partiesOf(customerId, provider), { price: 45_000 })).bookingId;
    await t.clock.setTime(t.clock.now() + 60_000);
    const june2 = (await paidBooking(t, partiesOf(customerId, provider), { price: 10_000 })).bookingId;
    await paidBooking(t, partiesOf(customerId, other), { price: 99_000 });

    const res = await dashboard(provider);
    expect(res.status).toBe(200);
    // Direct checkout: the client pays price × 1.2, the provider's share is the price.
    expect(res.body).toMatchObject({
      monthlyBookings: 2,
      monthlyRevenue: '550.00',
      rating: '0.00',
      totalReviews: 0,
    });
    expect(res.body.recentBookings).toHaveLength(3);
    expect(res.body.recentBookings[0]).toMatchObject({
      id: june2,
      status: 'provider_reviewing',
      serviceName: 'Dashboard Marquee',
      customerName: 'Sarah J.',
      providerAmount: '100.00',
    });

    // A declined booking leaves the month's figures; the other provider's never appear.
    const actor = { kind: 'user' as const, userId: provider.userId, roles: [] };
    await t.platform.context.commands.run({
      stream: bookingStream(june1),
      decider: bookingDecider,
      command: { type: 'DeclineBooking', actor, bookingId: june1, message: 'Fully booked, sorry' },
      actor,
      correlationId: 'test-decline',
    });
    const after = await dashboard(provider);
    expect(after.body).toMatchObject({ monthlyBookings: 1, monthlyRevenue: '100.00' });
    expect(after.body.recentBookings.find((b) => b.id === june1)?.status).toBe('declined');
    expect((await dashboard(other)).body).toMatchObject({ monthlyBookings: 1, monthlyRevenue: '990.00' });
  });

  it('shows at most the 5 latest bookings', async () => {
    for (let i = 0; i < 4; i++) await paidBooking(t, partiesOf(customerId, provider), { price: 1_000 });
    expect((await dashboard(provider)).body.recentBookings).toHaveLength(5);
  });
});

describe('the read models are a pure function of the events', () => {
  it('rebuilds the dashboard read models to exactly the live rows', async () => {
    const projectors = allProjectors.filter((p) =>
      ['provider-dashboard', 'platform-analytics'].includes(p.name),
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
