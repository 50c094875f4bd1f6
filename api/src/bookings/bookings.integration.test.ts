import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientAtCheckout,
  fireTimer,
  type ProviderWithService,
  payAndConfirm,
  providerWithService,
} from '../checkout/testing/checkout-fixtures';

let t: TestPlatform;
let provider: ProviderWithService;
let otherProvider: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
  otherProvider = await providerWithService(t);
}, 60_000);
afterAll(() => t?.stop());

async function paidBooking(eventDate: string) {
  const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId, { eventDate });
  const bookingId = await payAndConfirm(client, setup, quoteId);
  return { client, bookingId };
}

describe('event days are UK calendar days', () => {
  it('a quote sent as 2026-06-12 and a direct booking for 2026-06-13 read back as those days, for client and provider', async () => {
    // Summer: the start of a London day is 23:00 UTC the day before, so an instant would read as the 11th.
    const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-06-12',
    });
    expect((await client.get<{ eventDate: string }>(`/api/quotes/${quoteId}`)).body.eventDate).toBe(
      '2026-06-12',
    );
    const fromQuote = await payAndConfirm(client, setup, quoteId);

    const direct = await client.post<{ clientSecret: string; paymentIntentId: string }>(
      '/api/create-payment-intent',
      { serviceId: otherProvider.serviceId, eventDate: '2026-06-13' },
    );
    expect(direct.status).toBe(200);
    await client.post('/api/simulated-gateway/confirm', {
      clientSecret: direct.body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Casey Client',
    });
    const confirmed = await client.post<{ id: string }>('/api/bookings/confirm', {
      paymentIntentId: direct.body.paymentIntentId,
      serviceId: otherProvider.serviceId,
    });
    expect(confirmed.status).toBe(200);

    const mine = (await client.get<Array<{ id: string; eventDate: string }>>('/api/bookings')).body;
    expect(mine.find((b) => b.id === fromQuote)?.eventDate).toBe('2026-06-12');
    expect(mine.find((b) => b.id === confirmed.body.id)?.eventDate).toBe('2026-06-13');
    const theirs = await otherProvider.client.get<Array<{ id: string; eventDate: string }>>(
      `/api/bookings?providerId=${otherProvider.providerId}`,
    );
    expect(theirs.body.find((b) => b.id === confirmed.body.id)?.eventDate).toBe('2026-06-13');
    const dashboard = await otherProvider.client.get<{
      recentBookings: Array<{ id: string; eventDate: string }>;
    }>('/api/provider/dashboard');
    expect(dashboard.body.recentBookings.find((b) => b.id === confirmed.body.id)?.eventDate).toBe(
      '2026-06-13',
    );
  });
});

describe('bookings: who may see and change what', () => {
  it('only its client and its provider read a booking; the provider list is for its owner only', async () => {
    const { bookingId } = await paidBooking('2026-11-01T12:00:00.000Z');
    const stranger = t.client();
    await stranger.signUp();
    expect((await t.client().get(`/api/bookings/${bookingId}`)).status).toBe(401);
    expect((await stranger.get(`/api/bookings/${bookingId}`)).status).toBe(403);
    expect((await otherProvider.client.get(`/api/bookings/${bookingId}`)).status).toBe(403);
    expect((await provider.client.get(`/api/bookings/${bookingId}`)).status).toBe(200);
    expect((await stranger.get<unknown[]>('/api/bookings')).body).toEqual([]);
    expect((await stranger.get(`/api/bookings?providerId=${provider.providerId}`)).status).toBe(403);
    expect((await otherProvider.client.get(`/api/bookings?providerId=${provider.providerId}`)).status).toBe(
      403,
    );
    // Contact: other clients and other providers are refused.
    expect((await stranger.get(`/api/providers/${provider.providerId}/contact`)).status).toBe(403);
    expect((await otherProvider.client.get(`/api/providers/${provider.providerId}/contact`)).status).toBe(
      403,
    );
    expect((await t.client().get(`/api/providers/${provider.providerId}/contact`)).status).toBe(401);
  });

  it('the provider accepts with a message; only in provider_reviewing; the client cannot accept', async () => {
    const { client, bookingId } = await paidBooking('2026-11-02T12:00:00.000Z');
    expect((await client.post(`/api/bookings/${bookingId}/accept`, {})).status).toBe(403);
    expect((await otherProvider.client.post(`/api/bookings/${bookingId}/accept`, {})).status).toBe(403);
    const accepted = await provider.client.post(`/api/bookings/${bookingId}/accept`, {
      response: 'See you there!',
    });
    expect(accepted.body).toMatchObject({ status: 'confirmed', providerResponse: 'See you there!' });
    const again = await provider.client.post(`/api/bookings/${bookingId}/decline`, {});
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This booking can only be accepted or declined while it is pending your review.' },
    });
  });

  it('a decline refunds in full, frees the day and withdraws the contact', async () => {
    const { client, bookingId } = await paidBooking('2026-11-03T12:00:00.000Z');
    const declined = await provider.client.post(`/api/bookings/${bookingId}/decline`, { response: 'Sorry' });
    expect(declined.body).toMatchObject({ status: 'declined', paymentStatus: 'refunded' });
    expect((await client.get(`/api/providers/${provider.providerId}/contact`)).status).toBe(403);
    const released = async () =>
      (await t.pool.query("SELECT count(*)::int AS n FROM es.events WHERE type = 'CalendarBookingReleased'"))
        .rows[0].n > 0;
    await fireTimer(t, `booking-calendar-release:${bookingId}`, released);
    expect(await released()).toBe(true);
  });

  it('the client cancels as the provider declines, at the same moment: one wins, the money goes back once', async () => {
    const { client, bookingId } = await paidBooking('2026-11-10T12:00:00.000Z');
    const [cancelled, declined] = await Promise.all([
      client.post<{ code?: string }>(`/api/bookings/${bookingId}/cancel`, {}),
      provider.client.post<{ code?: string }>(`/api/bookings/${bookingId}/decline`, { response: 'Sorry' }),
    ]);
    // Both act on the booking's one stream: the second finds it no longer pending and is refused.
    expect([cancelled.status, declined.status].sort()).toEqual([200, 409]);
    const refunds = async () =>
      (
        await t.pool.query<{ type: string; n: number; amount: string }>(
          `SELECT type, count(*)::int AS n, sum((data->>'amount')::bigint)::text AS amount FROM es.events
            WHERE type IN ('PaymentRefundIssued', 'EscrowRefunded') AND data->>'bookingId' = $1
            GROUP BY type ORDER BY type`,
          [bookingId],
        )
      ).rows;
    // The workers refund; they get time to do it twice, were anything to ask them to.
    await fireTimer(t, `refund-booking:${bookingId}`, async () => (await refunds()).length === 2);
    for (let i = 0; i < 5; i++) await t.clock.tick(1000);
    const rows = await refunds();
    const paid = await t.pool.query<{ total: string }>(
      `SELECT data->>'totalAmount' AS total FROM es.events WHERE type = 'BookingCreated' AND data->>'bookingId' = $1`,
      [bookingId],
    );
    const total = paid.rows[0]!.total;
    // Before the provider's answer either way gives a full refund, recorded once on each side.
    expect(rows).toEqual([
      { type: 'EscrowRefunded', n: 1, amount: total },
      { type: 'PaymentRefundIssued', n: 1, amount: total },
    ]);
  });

  it('the client cancels a confirmed booking by the refund tiers, previewed first', async () => {
    // 2026-06-01 → 2026-06-20 is 19 days: the 75% tier.
    const { client, bookingId } = await paidBooking('2026-06-20T12:00:00.000Z');
    await provider.client.post(`/api/bookings/${bookingId}/accept`, {});
    const preview = await client.get<{ refundAmount: string; refundPercentage: number; explanation: string }>(
      `/api/bookings/${bookingId}/cancellation`,
    );
    expect(preview.body).toMatchObject({ refundAmount: '506.25', refundPercentage: 75 });
    expect(preview.body.explanation).toContain('14-29 days');
    expect((await otherProvider.client.post(`/api/bookings/${bookingId}/cancel`, {})).status).toBe(403);
    const cancelled = await client.post(`/api/bookings/${bookingId}/cancel`, {});
    expect(cancelled.body).toMatchObject({
      refundAmount: '506.25',
      refundPercentage: 75,
      booking: { status: 'cancelled', paymentStatus: 'partially_refunded' },
    });
    expect((await client.post(`/api/bookings/${bookingId}/cancel`, {})).status).toBe(409);
  });
});
