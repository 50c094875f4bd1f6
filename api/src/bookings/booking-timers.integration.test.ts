import { findQuote } from '@esm/projections/quotes/queries';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientAtCheckout,
  fireTimer,
  type ProviderWithService,
  payAndConfirm,
  providerWithService,
  quoteFor,
  type Setup,
} from '../checkout/testing/checkout-fixtures';

let t: TestPlatform;
let provider: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
}, 60_000);
afterAll(() => t?.stop());

const status = async (client: ReturnType<TestPlatform['client']>, bookingId: string) =>
  (await client.get<{ status: string; paymentStatus: string }>(`/api/bookings/${bookingId}`)).body;

describe('timed transitions, driven by the test clock', () => {
  it('an unpaid 15-minute hold expires: the intent is cancelled, the day freed, the checkout ended', async () => {
    const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-12-01T12:00:00.000Z',
    });
    const [booking] = (await client.get<{ id: string }[]>(`/api/bookings?quoteId=${quoteId}`)).body;
    const intentRow = async () =>
      (await t.pool.query('SELECT status FROM gw.intents WHERE id = $1', [setup.paymentIntentId])).rows[0]
        .status;
    await fireTimer(
      t,
      `checkout-hold:${await paymentIdOf(setup)}:${provider.serviceId}:2026-12-01`,
      async () => (await status(client, booking!.id)).status === 'cancelled',
    );
    expect(await intentRow()).toBe('canceled');
    const pay = await client.post('/api/simulated-gateway/confirm', {
      clientSecret: setup.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'Late Payer',
    });
    expect(pay.body).toMatchObject({ status: 'failed' });
    // The day and the quote are free again: another client can hold the day, the owner re-book.
    const other = t.client();
    await other.signUp();
    const retake = await other.post<Setup>('/api/create-payment-intent', {
      serviceId: provider.serviceId,
      eventDate: '2026-12-01',
    });
    expect(retake.status).toBe(200);
    expect((await client.get<{ status: string }>(`/api/quotes/${quoteId}`)).body.status).toBe('requested');
  });

  it('a provider who does not answer within 24 hours: the booking is declined automatically, refunded in full', async () => {
    const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-12-10T12:00:00.000Z',
    });
    const bookingId = await payAndConfirm(client, setup, quoteId);
    await fireTimer(
      t,
      `booking-auto-decline:${bookingId}`,
      async () => (await status(client, bookingId)).status === 'declined',
    );
    expect(await status(client, bookingId)).toMatchObject({ status: 'declined', paymentStatus: 'refunded' });
    const late = await provider.client.post(`/api/bookings/${bookingId}/accept`, {});
    expect(late.status).toBe(409);
  });

  it('a confirmed booking is completed when its event is over', async () => {
    const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-12-20T12:00:00.000Z',
    });
    const bookingId = await payAndConfirm(client, setup, quoteId);
    await provider.client.post(`/api/bookings/${bookingId}/accept`, {});
    await fireTimer(
      t,
      `booking-completion:${bookingId}`,
      async () => (await status(client, bookingId)).status === 'completed',
    );
    const booking = await client.get<{ canReview: boolean }>(`/api/bookings/${bookingId}`);
    expect(booking.body.canReview).toBe(true);
  });

  it('a quote expires after its validity and can then no longer be booked', async () => {
    const client = t.client();
    await client.signUp();
    const quote = await client.post<{ id: string; expiresAt: string }>(
      '/api/quotes',
      quoteFor(provider.serviceId, { eventDate: '2027-06-01T12:00:00.000Z' }),
    );
    await fireTimer(t, `quote-expiry:${quote.body.id}`, async () => {
      return (await findQuote(t.pool, quote.body.id))?.status === 'expired';
    });
    expect((await client.get<{ status: string }>(`/api/quotes/${quote.body.id}`)).body.status).toBe(
      'expired',
    );
    const res = await client.post('/api/create-payment-intent', { quoteId: quote.body.id });
    expect(res).toMatchObject({
      status: 422,
      body: { message: 'This quote has expired and can no longer be booked. Please create a new quote.' },
    });
  });
});

async function paymentIdOf(setup: Setup): Promise<string> {
  const { rows } = await t.pool.query("SELECT metadata->>'paymentId' AS id FROM gw.intents WHERE id = $1", [
    setup.paymentIntentId,
  ]);
  return rows[0].id;
}
