import type { Analytics } from '@esm/contract/analytics';
import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from '../checkout/testing/checkout-fixtures';
import { paidBooking, partiesOf } from '../checkout/testing/paid-booking';

let t: TestPlatform;
let base: Analytics;
// The minimal seed (categories and one account per role) is the baseline every figure adds to.
beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal', start: '2026-04-20T12:00:00.000Z' });
}, 60_000);
afterAll(() => t.stop());

describe('GET /api/analytics (Analytics response, from events)', () => {
  it('needs a signed-in user', async () => {
    expect((await t.client().get('/api/analytics')).status).toBe(401);
  });

  it('computes every figure from real sign-ups, providers, services and bookings', async () => {
    // April: one customer signs up and books; one provider.
    const aprilCustomer = t.client();
    const customerA = (await aprilCustomer.signUp()).id;
    base = (await aprilCustomer.get<Analytics>('/api/analytics')).body;
    expect(base.totalBookings).toBe(0);
    const seeded = base.totalSignups - 1;
    const provider = await providerWithService(t, { service: { name: 'Analytics Stage' }, firstName: 'Ana' });
    await paidBooking(t, partiesOf(customerA, provider), { price: 20_000 });

    // May: two more sign-ups (one a provider without services), two bookings, one declined.
    await t.clock.setTime('2026-05-26T12:00:00.000Z');
    const mayCustomer = t.client();
    const customerB = (await mayCustomer.signUp()).id;
    const idle = t.client();
    await idle.signUp();
    await idle.becomeProvider({ businessName: 'Idle Events' });
    await paidBooking(t, partiesOf(customerB, provider), { price: 30_000 });
    const declined = (await paidBooking(t, partiesOf(customerB, provider), { price: 10_000 })).bookingId;
    const actor = { kind: 'user' as const, userId: provider.userId, roles: [] };
    await t.platform.context.commands.run({
      stream: bookingStream(declined),
      decider: bookingDecider,
      command: { type: 'DeclineBooking', actor, bookingId: declined, message: null },
      actor,
      correlationId: 'test-decline',
    });

    const res = await mayCustomer.get<Analytics>('/api/analytics');
    expect(res.status).toBe(200);
    const { monthly, ...figures } = res.body;
    const april = seeded + 2;
    expect(figures).toEqual({
      totalSignups: seeded + 4,
      newSignupsThisMonth: 2,
      // From April's sign-ups (the seed's accounts, customer A, the provider) to May's two.
      signupGrowthRate: Math.round(((2 - april) / april) * 1000) / 10,
      totalProviders: base.totalProviders + 2,
      activeProviders: base.activeProviders + 1,
      // Customer A and B; the two new providers are not customers.
      totalCustomers: base.totalCustomers + 1,
      // Customer A's booking was more than 30 days ago.
      activeCustomers: 1,
      totalBookings: 3,
      monthlyBookings: 2,
      // Client totals (price × 1.2) less refunds: 240 + 360 + (120 − 120).
      totalRevenue: '600.00',
      monthlyRevenue: '360.00',
      averageRating: '0.00',
      totalReviews: 0,
    });
    expect(monthly).toHaveLength(12);
    expect(monthly.at(-1)).toEqual({ month: '2026-05', bookings: 2, revenue: '360.00', signups: 2 });
    expect(monthly.at(-2)).toEqual({ month: '2026-04', bookings: 1, revenue: '240.00', signups: april });
    expect(monthly[0]?.month).toBe('2025-06');
  });
});
