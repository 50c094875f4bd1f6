import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { GatewayUnavailableError } from './stripe-errors';
import { createStripeGateway, type StripeGatewayConfig } from './stripe-gateway';
import { FakeStripeServer, signPayload } from './testing/fake-stripe-server';

/**
 * The Stripe adapter against a local server that answers in Stripe's format (the real SDK,
 * real HTTP, no database). Decline, 3-D Secure and retries are driven through the server.
 */
const SECRET_KEY = 'sk_test_fake_123';
const WEBHOOK_SECRET = 'whsec_test_secret';

let server: FakeStripeServer;
let config: StripeGatewayConfig;
/** Stands in for Stripe.js in the browser, which confirms the intent with the customer's card. */
let browser: Stripe;

beforeAll(async () => {
  server = await new FakeStripeServer().start();
  config = {
    stripeSecretKey: SECRET_KEY,
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripePublishableKey: 'pk_test_fake_123',
    ...server.sdkConfig,
  };
  browser = new Stripe('pk_test_fake_123', {
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
});
afterAll(() => server.stop());
afterEach(() => {
  server.requests.length = 0;
});

const gateway = () => createStripeGateway(config, { maxNetworkRetries: 2 });
const key = (label: string) => `${label}-${Math.random().toString(36).slice(2)}`;

async function paidIntent(amount = 54_000) {
  const intent = await gateway().createPaymentIntent({
    amount,
    idempotencyKey: key('create'),
    description: 'Booking',
    metadata: { kind: 'booking', bookingId: 'b-1' },
  });
  await browser.paymentIntents.confirm(intent.intentId, { payment_method: 'pm_card_visa' });
  return intent;
}

describe('Stripe gateway: payment intents', () => {
  it('creates a GBP card intent with metadata, and retrieves it', async () => {
    const g = gateway();
    const created = await g.createPaymentIntent({
      amount: 54_000,
      idempotencyKey: key('create'),
      description: 'Booking with Pro Sound Ltd',
      metadata: { kind: 'booking', bookingId: 'b-42' },
    });
    expect(created).toMatchObject({
      status: 'requires_payment_method',
      amount: 54_000,
      amountReceived: 0,
      currency: 'gbp',
      metadata: { kind: 'booking', bookingId: 'b-42' },
      lastError: null,
      chargeId: null,
    });
    expect(created.intentId).toMatch(/^pi_/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.intentId}_secret_`));
    const stored = server.intents.get(created.intentId);
    expect(stored?.currency).toBe('gbp');
    expect(stored?.payment_method_types).toEqual(['card']);
    expect(stored?.description).toBe('Booking with Pro Sound Ltd');

    await browser.paymentIntents.confirm(created.intentId, { payment_method: 'pm_card_visa' });
    const paid = await g.retrievePaymentIntent(created.intentId);
    expect(paid).toMatchObject({ status: 'succeeded', amountReceived: 54_000, lastError: null });
    expect(paid.chargeId).toMatch(/^ch_/);
  });

  it('the same idempotency key creates one intent', async () => {
    const g = gateway();
    const input = {
      amount: 2_500,
      idempotencyKey: key('boost'),
      description: 'Boost',
      metadata: { kind: 'boost' },
    };
    const first = await g.createPaymentIntent(input);
    const second = await g.createPaymentIntent(input);
    expect(second.intentId).toBe(first.intentId);
    expect(server.requests.filter((r) => r.path === '/v1/payment_intents').map((r) => r.replayed)).toEqual([
      false,
      true,
    ]);
  });

  it('a declined card leaves the intent waiting for another card, with the network message as lastError', async () => {
    const g = gateway();
    const intent = await g.createPaymentIntent({
      amount: 54_000,
      idempotencyKey: key('create'),
      description: 'Booking',
      metadata: {},
    });
    const declined = await browser.paymentIntents
      .confirm(intent.intentId, { payment_method: 'pm_card_chargeDeclined' })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((declined as Stripe.errors.StripeCardError).decline_code).toBe('generic_decline');

    const after = await g.retrievePaymentIntent(intent.intentId);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
      amountReceived: 0,
    });
    expect(server.events.filter((e) => e.type === 'payment_intent.payment_failed')).not.toHaveLength(0);
  });

  it('a card that needs 3-D Secure reports requires_action until the bank answers', async () => {
    const g = gateway();
    const intent = await g.createPaymentIntent({
      amount: 54_000,
      idempotencyKey: key('create'),
      description: 'Booking',
      metadata: {},
    });
    await browser.paymentIntents.confirm(intent.intentId, {
      payment_method: 'pm_card_authenticationRequired',
    });
    expect((await g.retrievePaymentIntent(intent.intentId)).status).toBe('requires_action');
    server.completeAuthentication(intent.intentId);
    expect((await g.retrievePaymentIntent(intent.intentId)).status).toBe('succeeded');
  });

  it('cancels an unpaid intent, and cancelling again reports it cancelled', async () => {
    const g = gateway();
    const intent = await g.createPaymentIntent({
      amount: 54_000,
      idempotencyKey: key('create'),
      description: 'Booking',
      metadata: {},
    });
    expect((await g.cancelPaymentIntent(intent.intentId, key('cancel'))).status).toBe('canceled');
    expect((await g.cancelPaymentIntent(intent.intentId, key('cancel-again'))).status).toBe('canceled');
  });

  it('refuses to cancel a paid intent with a domain error', async () => {
    const intent = await paidIntent();
    const error = await gateway()
      .cancelPaymentIntent(intent.intentId, key('cancel'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'PAYMENT_GATEWAY_REFUSED', status: 422 });
  });

  it('an unknown intent is PAYMENT_GATEWAY_NOT_FOUND', async () => {
    const error = await gateway()
      .retrievePaymentIntent('pi_unknown')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PAYMENT_GATEWAY_NOT_FOUND', status: 404 });
    expect((error as Error).message).toContain("No such payment_intent: 'pi_unknown'");
  });

  it('an amount under £0.30 is refused by the gateway', async () => {
    const error = await gateway()
      .createPaymentIntent({ amount: 29, idempotencyKey: key('tiny'), description: 'x', metadata: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PAYMENT_GATEWAY_REFUSED' });
  });
});

describe('Stripe gateway: refunds and transfers', () => {
  it('refunds part of a payment once, however often the same key is sent', async () => {
    const intent = await paidIntent(54_000);
    const g = gateway();
    const refundKey = key('refund');
    const input = {
      intentId: intent.intentId,
      amount: 13_500,
      idempotencyKey: refundKey,
      reason: 'cancel 75%',
    };
    const first = await g.refund(input);
    const second = await g.refund(input);
    expect(first).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded', amount: 13_500 });
    expect(second.refundId).toBe(first.refundId);
    const refunds = [...server.refunds.values()].filter((r) => r.payment_intent === intent.intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.metadata).toEqual({ reason: 'cancel 75%' });
  });

  it('refuses a refund larger than what is left', async () => {
    const intent = await paidIntent(10_000);
    const g = gateway();
    await g.refund({ intentId: intent.intentId, amount: 6_000, idempotencyKey: key('r1'), reason: 'part' });
    const error = await g
      .refund({ intentId: intent.intentId, amount: 6_000, idempotencyKey: key('r2'), reason: 'more' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PAYMENT_GATEWAY_REFUSED' });
    expect((error as Error).message).toContain('greater than unrefunded amount');
  });

  it('pays a provider by a Connect transfer to their account', async () => {
    const transfer = await gateway().transfer({
      amount: 30_000,
      destination: 'acct_1ProSound',
      idempotencyKey: key('payout'),
      metadata: { bookingId: 'b-7', kind: 'balance' },
    });
    expect(transfer).toEqual({
      transferId: expect.stringMatching(/^tr_/),
      status: 'paid',
      failureReason: null,
    });
    const stored = server.transfers.get(transfer.transferId);
    expect(stored).toMatchObject({
      amount: 30_000,
      currency: 'gbp',
      destination: 'acct_1ProSound',
      transfer_group: 'booking_b-7',
      metadata: { bookingId: 'b-7', kind: 'balance' },
    });
  });

  it('a transfer Stripe refuses (unknown account) is a failed transfer with the reason', async () => {
    const transfer = await gateway().transfer({
      amount: 30_000,
      destination: 'acct_missing',
      idempotencyKey: key('payout'),
      metadata: {},
    });
    expect(transfer).toMatchObject({
      status: 'failed',
      failureReason: "No such destination: 'acct_missing'",
    });
  });
});

describe('Stripe gateway: retries and idempotency keys', () => {
  it('retries transient 500s with the same key and creates one refund', async () => {
    const intent = await paidIntent();
    server.requests.length = 0;
    server.failNext(2, 500);
    const refund = await gateway().refund({
      intentId: intent.intentId,
      amount: 1_000,
      idempotencyKey: key('refund'),
      reason: 'retry test',
    });
    expect(refund.status).toBe('succeeded');
    const attempts = server.requests.filter((r) => r.path === '/v1/refunds');
    expect(attempts.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1);
    expect([...server.refunds.values()].filter((r) => r.payment_intent === intent.intentId)).toHaveLength(1);
  });

  it('retries a 429 Stripe asks to be retried', async () => {
    server.failNext(1, 429);
    const transfer = await gateway().transfer({
      amount: 5_000,
      destination: 'acct_1Retry',
      idempotencyKey: key('payout'),
      metadata: {},
    });
    expect(transfer.status).toBe('paid');
    expect(server.requests.filter((r) => r.path === '/v1/transfers').map((r) => r.status)).toEqual([
      429, 200,
    ]);
  });

  it('a response lost after Stripe acted is replayed on retry: one transfer, not two', async () => {
    server.failNext(1, 500, { afterExecution: true });
    const before = server.transfers.size;
    const transfer = await gateway().transfer({
      amount: 7_000,
      destination: 'acct_1Lost',
      idempotencyKey: key('payout'),
      metadata: {},
    });
    expect(transfer.status).toBe('paid');
    expect(server.transfers.size).toBe(before + 1);
    expect(
      server.requests.filter((r) => r.path === '/v1/transfers').map((r) => [r.status, r.replayed]),
    ).toEqual([
      [500, false],
      [200, true],
    ]);
  });

  it('gives up after maxNetworkRetries with a retryable GatewayUnavailableError', async () => {
    server.failNext(3, 503);
    const error = await gateway()
      .transfer({ amount: 5_000, destination: 'acct_1Down', idempotencyKey: key('payout'), metadata: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect((error as GatewayUnavailableError).retryable).toBe(true);
    expect(server.requestCount('POST', '/v1/transfers')).toBe(3);
  });

  it('reusing a key with different parameters is an idempotency conflict, and nothing moves', async () => {
    const intent = await paidIntent(20_000);
    const g = gateway();
    const refundKey = key('refund');
    await g.refund({ intentId: intent.intentId, amount: 1_000, idempotencyKey: refundKey, reason: 'first' });
    const error = await g
      .refund({ intentId: intent.intentId, amount: 2_000, idempotencyKey: refundKey, reason: 'first' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'PAYMENT_IDEMPOTENCY_CONFLICT', status: 409 });
    expect([...server.refunds.values()].filter((r) => r.payment_intent === intent.intentId)).toHaveLength(1);
  });

  it('a wrong API key is a non-retryable GatewayUnavailableError', async () => {
    const stripe = createStripeGateway(
      { ...config, stripeSecretKey: 'sk_live_wrong' },
      { maxNetworkRetries: 0 },
    );
    const error = await stripe.retrievePaymentIntent('pi_x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect(error).toMatchObject({ retryable: false, statusCode: 401 });
  });
});

describe('Stripe gateway: webhooks', () => {
  const NOW = new Date('2026-06-01T12:00:00Z');
  const nowSeconds = Math.floor(NOW.getTime() / 1000);
  const webhookGateway = () => createStripeGateway(config, { now: () => NOW });

  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: nowSeconds - 5,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp = nowSeconds) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  it('accepts a validly signed event and maps it to the port', () => {
    const payload = event('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' });
    const verified = webhookGateway().verifyWebhook(payload, sign(payload));
    expect(verified).toMatchObject({
      id: JSON.parse(payload).id,
      type: 'payment_intent.succeeded',
      intentId: 'pi_123',
      transferId: null,
      created: new Date((nowSeconds - 5) * 1000),
    });
  });

  it.each([
    [
      'payment_intent.payment_failed',
      { id: 'pi_1', object: 'payment_intent' },
      'payment_intent.payment_failed',
      'pi_1',
      null,
    ],
    [
      'payment_intent.requires_action',
      { id: 'pi_2', object: 'payment_intent' },
      'payment_intent.requires_action',
      'pi_2',
      null,
    ],
    [
      'payment_intent.canceled',
      { id: 'pi_3', object: 'payment_intent' },
      'payment_intent.canceled',
      'pi_3',
      null,
    ],
    [
      'charge.refunded',
      { id: 'ch_1', object: 'charge', payment_intent: 'pi_4' },
      'charge.refunded',
      'pi_4',
      null,
    ],
    ['transfer.created', { id: 'tr_1', object: 'transfer' }, 'transfer.created', null, 'tr_1'],
    ['transfer.reversed', { id: 'tr_2', object: 'transfer' }, 'transfer.failed', null, 'tr_2'],
    ['customer.created', { id: 'cus_1', object: 'customer' }, 'other', null, null],
  ])('maps %s', (type, object, expected, intentId, transferId) => {
    const payload = event(type, object);
    expect(webhookGateway().verifyWebhook(payload, sign(payload))).toMatchObject({
      type: expected,
      intentId,
      transferId,
    });
  });

  it('rejects a signature made with another secret', () => {
    const payload = event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(() => webhookGateway().verifyWebhook(payload, sign(payload, 'whsec_someone_else'))).toThrow(
      expect.objectContaining({ code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID', status: 400 }),
    );
  });

  it('rejects a tampered body', () => {
    const payload = event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', amount: 100 });
    const header = sign(payload);
    const tampered = payload.replace('"amount":100', '"amount":1');
    expect(() => webhookGateway().verifyWebhook(tampered, header)).toThrow(
      expect.objectContaining({ code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' }),
    );
  });

  it('rejects a stale timestamp (older than five minutes) but accepts one within the tolerance', () => {
    const payload = event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(() =>
      webhookGateway().verifyWebhook(payload, sign(payload, WEBHOOK_SECRET, nowSeconds - 301)),
    ).toThrow(expect.objectContaining({ code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' }));
    expect(
      webhookGateway().verifyWebhook(payload, sign(payload, WEBHOOK_SECRET, nowSeconds - 299)).type,
    ).toBe('payment_intent.succeeded');
  });

  it('rejects a missing or malformed header', () => {
    const payload = event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(() => webhookGateway().verifyWebhook(payload, '')).toThrow(
      expect.objectContaining({ code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' }),
    );
    expect(() => webhookGateway().verifyWebhook(payload, 'garbage')).toThrow(
      expect.objectContaining({ code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' }),
    );
  });

  it('verifies the events the fake server signs itself (same scheme as Stripe)', () => {
    const payload = event('transfer.created', { id: 'tr_9', object: 'transfer' });
    const header = signPayload(payload, WEBHOOK_SECRET, nowSeconds);
    expect(webhookGateway().verifyWebhook(payload, header).transferId).toBe('tr_9');
  });
});

describe('createStripeGateway', () => {
  it('needs a secret key, and exposes the publishable key for the browser', () => {
    expect(() => createStripeGateway({ ...config, stripeSecretKey: undefined })).toThrow(/STRIPE_SECRET_KEY/);
    const g = createStripeGateway(config);
    expect(g.name).toBe('stripe');
    expect(g.publishableKey).toBe('pk_test_fake_123');
  });
});
