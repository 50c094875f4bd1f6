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
