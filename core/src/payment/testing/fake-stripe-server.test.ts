import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createStripeGateway } from '../stripe-gateway';
import { FakeStripeServer, parseForm } from './fake-stripe-server';

const WEBHOOK_SECRET = 'whsec_fake_server_test';

describe('parseForm (Stripe form encoding)', () => {
  it('decodes nested objects and indexed arrays', () => {
    expect(
      parseForm(
        'amount=54000&currency=gbp&metadata[bookingId]=b-1&metadata[kind]=booking&allowed_payment_method_types[0]=card&allowed_payment_method_types[1]=link&a[b][c]=d',
      ),
    ).toEqual({
      amount: '54000',
      currency: 'gbp',
      metadata: { bookingId: 'b-1', kind: 'booking' },
      allowed_payment_method_types: ['card', 'link'],
      a: { b: { c: 'd' } },
    });
  });
});

describe('FakeStripeServer', () => {
  let stripeServer: FakeStripeServer | undefined;
  let receiver: Server | undefined;
  afterEach(async () => {
    await stripeServer?.stop();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
    stripeServer = undefined;
    receiver = undefined;
  });

  it('POSTs every event, signed like Stripe, to the webhook URL; the adapter verifies each', async () => {
    const received: Array<{ body: string; signature: string }> = [];
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(req.headers['stripe-signature']),
        });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', () => resolve()));
    const receiverPort = (receiver.address() as AddressInfo).port;
    stripeServer = await new FakeStripeServer({
      webhookUrl: `http://127.0.0.1:${receiverPort}/api/stripe/webhook`,
      webhookSecret: WEBHOOK_SECRET,
    }).start();
    const gateway = createStripeGateway({
      stripeSecretKey: 'sk_test_x',
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripePublishableKey: 'pk_test_x',
      ...stripeServer.sdkConfig,
    });

    const intent = await gateway.createPaymentIntent({
      amount: 4_500,
      idempotencyKey: 'plan-1',
      description: 'Professional plan',
      metadata: { kind: 'plan' },
    });
    // Stripe.js in the browser confirms with the publishable key.
    const confirm = await fetch(
      `http://127.0.0.1:${stripeServer.port}/v1/payment_intents/${intent.intentId}/confirm`,
      {
        method: 'POST',
        headers: { authorization: 'Bearer pk_test_x', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'payment_method=pm_card_visa',
      },
    );
    expect(confirm.status).toBe(200);
    await gateway.refund({
      intentId: intent.intentId,
      amount: 4_500,
      idempotencyKey: 'refund-1',
      reason: 'x',
    });
    await gateway.transfer({
      amount: 1_000,
      destination: 'acct_1X',
      idempotencyKey: 'payout-1',
      metadata: {},
    });
    await stripeServer.flushWebhooks();

    expect(stripeServer.webhookFailures).toEqual([]);
    // Deliveries run concurrently, like Stripe's: put them back in the order they happened.
    const order = stripeServer.events.map((e) => e.id);
    const verified = received
      .map((delivery) => gateway.verifyWebhook(delivery.body, delivery.signature))
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    expect(verified.map((e) => e.type)).toEqual([
      'other', // payment_intent.created
      'payment_intent.succeeded',
      'other', // refund.created
      'charge.refunded',
      'transfer.created',
    ]);
    expect(verified.filter((e) => e.intentId === intent.intentId)).toHaveLength(4);
    expect(new Set(verified.map((e) => e.id)).size).toBe(verified.length);
  });

  it('answers unknown URLs, missing keys and missing params with Stripe-shaped errors', async () => {
    stripeServer = await new FakeStripeServer().start();
    const base = `http://127.0.0.1:${stripeServer.port}`;
    const noKey = await fetch(`${base}/v1/payment_intents/pi_1`);
    expect(noKey.status).toBe(401);
    const auth = { authorization: 'Bearer sk_test_x', 'content-type': 'application/x-www-form-urlencoded' };
    const unknown = await fetch(`${base}/v1/nothing`, { headers: auth });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    const noAmount = await fetch(`${base}/v1/payment_intents`, {
      method: 'POST',
      headers: auth,
      body: 'currency=gbp',
    });
    expect(noAmount.status).toBe(400);
    expect(await noAmount.json()).toMatchObject({ error: { code: 'parameter_missing', param: 'amount' } });
  });

  it('treats the same key with the same parameters in another order as the same request', async () => {
    stripeServer = await new FakeStripeServer().start();
    const base = `http://127.0.0.1:${stripeServer.port}`;
    const headers = {
      authorization: 'Bearer sk_test_x',
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'k-1',
    };
    const first = await fetch(`${base}/v1/payment_intents`, {
      method: 'POST',
      headers,
      body: 'amount=5000&currency=gbp&metadata[a]=1&metadata[b]=2',
    });
    const second = await fetch(`${base}/v1/payment_intents`, {
      method: 'POST',
      headers,
      body: 'metadata[b]=2&currency=gbp&metadata[a]=1&amount=5000',
    });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(((await second.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const otherPath = await fetch(`${base}/v1/transfers`, {
      method: 'POST',
      headers,
      body: 'amount=5000&currency=gbp&destination=acct_1',
    });
    expect(otherPath.status).toBe(400);
    expect(await otherPath.json()).toMatchObject({ error: { type: 'idempotency_error' } });
  });
});
