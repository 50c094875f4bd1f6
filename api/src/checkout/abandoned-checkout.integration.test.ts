import type { SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientAtCheckout,
  fireTimer,
  type ProviderWithService,
  payAndConfirm,
  providerWithService,
  type Setup,
} from './testing/checkout-fixtures';

/** Leaving checkout half-way never traps the client: resume while the hold lives, start again after. */
let t: TestPlatform;
let provider: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
}, 60_000);
afterAll(() => t?.stop());

const paymentIdOf = async (setup: Setup) => {
  const gateway = t.platform.context.gateway as unknown as SimulatedGateway;
  return (await gateway.retrievePaymentIntent(setup.paymentIntentId)).metadata.paymentId!;
};

describe('an abandoned checkout', () => {
  it('leaves the quote bookable (not Booked) while unpaid, and the same payment resumable', async () => {
    const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-11-10T12:00:00.000Z',
    });
    const quote = await client.get<{ status: string }>(`/api/quotes/${quoteId}`);
    expect(quote.body.status).toBe('requested');
    const list = await client.get<{ status: string; quoteId: string }[]>('/api/bookings');
    expect(list.body).toMatchObject([{ status: 'pending', quoteId }]);
    // "Complete payment" goes back to checkout, which answers the same payment.
    const again = await client.post<Setup>('/api/create-payment-intent', { quoteId });
    expect(again.body.paymentIntentId).toBe(setup.paymentIntentId);
    await payAndConfirm(client, again.body, quoteId);
    expect((await client.get<{ status: string }>(`/api/quotes/${quoteId}`)).body.status).toBe('booked');
  });

  it('once its hold lapsed, leaves My Bookings and the quote can be booked again', async () => {
    const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-11-11T12:00:00.000Z',
    });
    await fireTimer(
      t,
      `checkout-hold:${await paymentIdOf(setup)}:${provider.serviceId}:2026-11-11`,
      async () => (await client.get<unknown[]>('/api/bookings')).body.length === 0,
    );
    expect((await client.get<{ status: string }>(`/api/quotes/${quoteId}`)).body.status).toBe('requested');
    const fresh = await client.post<Setup>('/api/create-payment-intent', { quoteId });
    expect(fresh.status).toBe(200);
    expect(fresh.body.paymentIntentId).not.toBe(setup.paymentIntentId);
    expect((await client.get<unknown[]>('/api/bookings')).body).toHaveLength(1);
  });
});
