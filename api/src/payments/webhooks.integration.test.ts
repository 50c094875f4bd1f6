import type { SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
import { signWebhook } from '@esm/infra/payment/simulated/webhook-signature';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  card,
  clientAtCheckout,
  type ProviderWithService,
  providerWithService,
} from '../checkout/testing/checkout-fixtures';

let t: TestPlatform;
let provider: ProviderWithService;
let gateway: SimulatedGateway;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
  gateway = t.platform.context.gateway as unknown as SimulatedGateway;
  // These tests deliver webhooks by hand, in the order and number they choose.
  gateway.onWebhook(async () => {});
}, 60_000);
afterAll(() => t?.stop());

const post = (body: string, signature: string) =>
  t.client().post<{ duplicate: boolean; outcome: string }>('/api/stripe/webhook', body, {
    'content-type': 'application/json',
    'stripe-signature': signature,
  });

const count = async (type: string) =>
  (await t.pool.query('SELECT count(*)::int AS n FROM es.events WHERE type = $1', [type])).rows[0]
    .n as number;

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { setup } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-10-01T12:00:00.000Z',
    });
    const intent = await gateway.retrievePaymentIntent(setup.paymentIntentId);
    const { body } = gateway.signedEvent('payment_intent.succeeded', intent);
    const forged = await post(body, signWebhook(body, 'whsec_wrong', t.domainClock.now()));
    expect(forged).toMatchObject({ status: 400, body: { code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' } });
    const missing = await post(body, '');
    expect(missing.status).toBe(400);
    expect(await count('PaymentSucceeded')).toBe(0);
  });

  it('re-reads the intent: a forged "succeeded" for an unpaid intent books nothing', async () => {
    const { setup } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-10-02T12:00:00.000Z',
    });
    const intent = await gateway.retrievePaymentIntent(setup.paymentIntentId);
    const { body, signature } = gateway.signedEvent('payment_intent.succeeded', {
      ...intent,
      status: 'succeeded',
    });
    const res = await post(body, signature);
    expect(res.body.outcome).toBe('open');
    expect(await count('BookingPaid')).toBe(0);
  });

  it('books once whatever the order and repetition: failed, succeeded ×3, failed again', async () => {
    const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-10-03T12:00:00.000Z',
    });
    await client.post('/api/simulated-gateway/confirm', {
      clientSecret: setup.clientSecret,
      ...card('4000000000000002'),
    });
    const declined = await gateway.retrievePaymentIntent(setup.paymentIntentId);
    const failedEvent = gateway.signedEvent('payment_intent.payment_failed', declined, 'evt_failed_1');
    await client.post('/api/simulated-gateway/confirm', {
      clientSecret: setup.clientSecret,
      ...card('4242424242424242'),
    });
    const paid = await gateway.retrievePaymentIntent(setup.paymentIntentId);
    const succeeded = gateway.signedEvent('payment_intent.succeeded', paid, 'evt_succeeded_1');

    // The success arrives first (the failure was delayed), three times; then the late failure.
    const first = await post(succeeded.body, succeeded.signature);
    expect(first.body).toMatchObject({ duplicate: false, outcome: 'succeeded' });
    const second = await post(succeeded.body, succeeded.signature);
    expect(second.body).toMatchObject({ duplicate: true });
    await post(succeeded.body, succeeded.signature);
    const late = await post(failedEvent.body, failedEvent.signature);
    // Re-read: the intent has succeeded, so the stale failure settles nothing new.
    expect(late.body.outcome).toBe('succeeded');

    expect(await count('PaymentSucceeded')).toBe(1);
    expect(await count('PaymentFailed')).toBe(0);
    expect(await count('BookingPaid')).toBe(1);
    const confirm = await client.post('/api/bookings/confirm', {
      paymentIntentId: setup.paymentIntentId,
      quoteId,
    });
    expect(confirm.status).toBe(200);
    expect(await count('BookingPaid')).toBe(1);
    expect(await count('CalendarDayBooked')).toBe(1);
  });
});
