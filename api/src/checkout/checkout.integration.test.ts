import type { SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  card,
  type ProviderWithService,
  providerWithService,
  quoteFor,
  type Setup,
} from './testing/checkout-fixtures';

let t: TestPlatform;
let provider: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
}, 60_000);
afterAll(() => t?.stop());

describe('checkout of a quote, paid with 4242 4242 4242 4242', () => {
  it('prices, holds, pays, confirms once and reveals the provider contact', async () => {
    const client = t.client();
    await client.signUp({ firstName: 'Casey', lastName: 'Client' });
    const quote = await client.post<{ id: string; totalAmount: string; status: string }>(
      '/api/quotes',
      quoteFor(provider.serviceId),
    );
    expect(quote.status).toBe(201);
    // 450 + 5% 22.50 + 20% 90.00 = 562.50, + VAT 20% 112.50 = 675.00
    expect(quote.body).toMatchObject({ totalAmount: '675.00', status: 'requested' });

    const before = await client.get(`/api/providers/${provider.providerId}/contact`);
    expect(before.status).toBe(403);

    const setup = await client.post<Setup>('/api/create-payment-intent', {
      quoteId: quote.body.id,
      amount: 1,
    });
    expect(setup.status).toBe(200);
    expect(setup.body).toMatchObject({ amount: '675.00', gateway: 'simulated' });
    expect(Date.parse(setup.body.holdExpiresAt) - t.domainClock.now().getTime()).toBe(15 * 60_000);

    const pending = await client.get<{ status: string; paymentStatus: string }[]>(
      `/api/bookings?quoteId=${quote.body.id}`,
    );
    expect(pending.body).toMatchObject([{ status: 'pending', paymentStatus: 'pending' }]);

    const paid = await client.post('/api/simulated-gateway/confirm', {
      clientSecret: setup.body.clientSecret,
      ...card('4242424242424242'),
    });
    expect(paid.body).toEqual({ status: 'succeeded' });

    const confirm = () =>
      client.post<{ id: string; providerId: string; bookings: { id: string }[] }>('/api/bookings/confirm', {
        paymentIntentId: setup.body.paymentIntentId,
        quoteId: quote.body.id,
      });
    const first = await confirm();
    expect(first.status).toBe(200);
    expect(first.body.providerId).toBe(provider.providerId);
    const again = await confirm();
    expect(again.body).toEqual(first.body);

    const booking = await client.get<{ status: string; paymentStatus: string; respondBy: string }>(
      `/api/bookings/${first.body.id}`,
    );
    expect(booking.body).toMatchObject({ status: 'provider_reviewing', paymentStatus: 'paid' });

    const contact = await client.get(`/api/providers/${provider.providerId}/contact`);
    expect(contact.status).toBe(200);
    expect(contact.body).toMatchObject({ contactEmail: 'hello@test-events.co.uk', postcode: 'LS1 4DY' });

    // The webhook arrives as well: still exactly one paid booking and one PaymentSucceeded.
    const gateway = t.platform.context.gateway as unknown as SimulatedGateway;
    await gateway.drainWebhooks();
    const { rows } = await t.pool.query(
      "SELECT count(*)::int AS n FROM es.events WHERE type IN ('PaymentSucceeded', 'BookingPaid')",
    );
    expect(rows[0].n).toBe(2);

    const quoteAfter = await client.get<{ status: string }>(`/api/quotes/${quote.body.id}`);
    expect(quoteAfter.body.status).toBe('booked');

    const providerView = await provider.client.get<{ id: string; customerName: string }[]>(
      `/api/bookings?providerId=${provider.providerId}`,
    );
    expect(providerView.body).toMatchObject([{ id: first.body.id, customerName: 'Casey C.' }]);
  });
});

describe('headline prices', () => {
  it("a service's directBookingTotal is what a direct booking of it costs at checkout", async () => {
    const shown = await t
      .client()
      .get<{ basePrice: string; directBookingTotal: string }>(`/api/services/${provider.serviceId}`);
    expect(shown.status).toBe(200);
    const listed = await t
      .client()
      .get<{ items: Array<{ id: string; directBookingTotal: string }> }>('/api/services?pageSize=100');
    expect(listed.body.items.find((s) => s.id === provider.serviceId)?.directBookingTotal).toBe(
      shown.body.directBookingTotal,
    );
    const client = t.client();
    await client.signUp();
    const setup = await client.post<{ amount: string }>('/api/create-payment-intent', {
      serviceId: provider.serviceId,
      eventDate: '2026-09-12',
    });
    expect(setup.status).toBe(200);
    expect(shown.body.directBookingTotal).toBe(setup.body.amount);
    expect(Number(shown.body.directBookingTotal)).toBeGreaterThan(Number(shown.body.basePrice));
  });
});
