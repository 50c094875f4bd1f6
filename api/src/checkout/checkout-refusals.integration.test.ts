import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  card,
  clientAtCheckout,
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

describe('checkout refusals', () => {
  it('never lets two clients hold the same day: the second gets 409 with a clear text', async () => {
    await clientAtCheckout(t, provider.serviceId, { eventDate: '2026-09-05T12:00:00.000Z' });
    const second = t.client();
    await second.signUp();
    const res = await second.post('/api/create-payment-intent', {
      serviceId: provider.serviceId,
      eventDate: '2026-09-05',
    });
    expect(res).toMatchObject({
      status: 409,
      body: {
        code: 'CALENDAR_DAY_HELD',
        message:
          'Another customer is booking this date right now. Please choose another date or try again in 15 minutes.',
      },
    });
  });

  it('direct service checkout charges basePrice × 1.2, whatever amount the browser sends', async () => {
    const client = t.client();
    await client.signUp();
    const res = await client.post<Setup>('/api/create-payment-intent', {
      serviceId: provider.serviceId,
      eventDate: '2026-09-06',
      amount: '0.01',
    });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe('540.00');
  });

  it('refuses a visitor (401), an incomplete profile (403), an unknown or foreign quote (404), a draft (409)', async () => {
    expect(
      (
        await t
          .client()
          .post('/api/create-payment-intent', { serviceId: provider.serviceId, eventDate: '2026-09-07' })
      ).status,
    ).toBe(401);
    const incomplete = t.client();
    await incomplete.signUp({}, false);
    const noProfile = await incomplete.post('/api/create-payment-intent', {
      serviceId: provider.serviceId,
      eventDate: '2026-09-07',
    });
    expect(noProfile).toMatchObject({ status: 403, body: { code: 'PROFILE_INCOMPLETE' } });

    const owner = t.client();
    await owner.signUp();
    const quote = await owner.post<{ id: string }>(
      '/api/quotes',
      quoteFor(provider.serviceId, { eventDate: '2026-09-08T12:00:00.000Z' }),
    );
    const other = t.client();
    await other.signUp();
    const foreign = await other.post('/api/create-payment-intent', { quoteId: quote.body.id });
    expect(foreign).toMatchObject({
      status: 404,
      body: { message: 'Quote not found. The quote may have expired or been removed.' },
    });
    const draft = await owner.post<{ id: string }>('/api/quotes', {
      ...quoteFor(provider.serviceId, { eventDate: '2026-09-09T12:00:00.000Z' }),
      status: 'draft',
    });
    // A draft is bookable as it stands (quotes start as drafts); its day is held at checkout.
    expect((await owner.post('/api/create-payment-intent', { quoteId: draft.body.id })).status).toBe(200);
    const bad = await owner.post('/api/create-payment-intent', {
      serviceId: provider.serviceId,
      eventDate: 'soon',
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a provider booking their own service', async () => {
    const res = await provider.client.post('/api/create-payment-intent', {
      serviceId: provider.serviceId,
      eventDate: '2026-09-10',
    });
    expect(res).toMatchObject({ status: 422, body: { message: 'You cannot book your own service.' } });
  });

  it('a declined card fails with the card message, books nothing, and another card can still pay', async () => {
    const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-09-11T12:00:00.000Z',
    });
    const declined = await client.post('/api/simulated-gateway/confirm', {
      clientSecret: setup.clientSecret,
      ...card('4000000000000002'),
    });
    expect(declined.body).toEqual({ status: 'failed', message: 'Your card was declined.' });
    const confirm = await client.post('/api/bookings/confirm', {
      paymentIntentId: setup.paymentIntentId,
      quoteId,
    });
    expect(confirm).toMatchObject({ status: 409, body: { code: 'PAYMENT_NOT_COMPLETED' } });
    const contact = await client.get(`/api/providers/${provider.providerId}/contact`);
    expect(contact.status).toBe(403);
    const retry = await client.post('/api/simulated-gateway/confirm', {
      clientSecret: setup.clientSecret,
      ...card('4242424242424242'),
    });
    expect(retry.body).toEqual({ status: 'succeeded' });
    expect(
      (await client.post('/api/bookings/confirm', { paymentIntentId: setup.paymentIntentId, quoteId }))
        .status,
    ).toBe(200);
  });

  it('3-D Secure: 4000 0025 0000 3155 needs authentication; approving pays', async () => {
    const { client, setup } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-09-12T12:00:00.000Z',
    });
    const first = await client.post('/api/simulated-gateway/confirm', {
      clientSecret: setup.clientSecret,
      ...card('4000002500003155'),
    });
    expect(first.body).toEqual({ status: 'requires_action' });
    const denied = await client.post('/api/simulated-gateway/authenticate', {
      clientSecret: setup.clientSecret,
      approve: false,
    });
    expect(denied.body).toMatchObject({ status: 'failed' });
    await client.post('/api/simulated-gateway/confirm', {
      clientSecret: setup.clientSecret,
      ...card('4000002500003155'),
    });
    const approved = await client.post('/api/simulated-gateway/authenticate', {
      clientSecret: setup.clientSecret,
      approve: true,
    });
    expect(approved.body).toEqual({ status: 'succeeded' });
  });

  it('only the client a payment was made for may pay it or confirm it', async () => {
    const { setup, quoteId } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-09-13T12:00:00.000Z',
    });
    const other = t.client();
    await other.signUp();
    const pay = await other.post('/api/simulated-gateway/confirm', {
      clientSecret: setup.clientSecret,
      ...card('4242424242424242'),
    });
    expect(pay.status).toBe(403);
    const confirm = await other.post('/api/bookings/confirm', {
      paymentIntentId: setup.paymentIntentId,
      quoteId,
    });
    expect(confirm.status).toBe(404);
    const unknown = await other.post('/api/bookings/confirm', { paymentIntentId: 'pi_nope', quoteId });
    expect(unknown.status).toBe(404);
  });
});
