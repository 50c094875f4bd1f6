import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createStripeGateway } from '../stripe/stripe-gateway';
import { FakeStripeServer, ONBOARDING_REQUIREMENTS, parseForm } from './fake-stripe-server';

const WEBHOOK_SECRET = 'whsec_fake_server_test';
const CONNECT_WEBHOOK_SECRET = 'whsec_fake_server_connect';
const TEST_BANK = { holderName: 'Pro Sound Ltd', accountNumber: '00012345', sortCode: '108800' };

/** A local endpoint that keeps every webhook POSTed to it. */
async function startReceiver(): Promise<{
  server: Server;
  url: string;
  received: Array<{ body: string; signature: string }>;
}> {
  const received: Array<{ body: string; signature: string }> = [];
  const server = createServer((req, res) => {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`;
  return { server, url, received };
}

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
    const endpoint = await startReceiver();
    receiver = endpoint.server;
    const received = endpoint.received;
    stripeServer = await new FakeStripeServer({
      webhookUrl: endpoint.url,
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
    const { accountId } = await gateway.openPayoutAccount({
      providerId: 'p-1',
      email: 'p@example.com',
      businessName: 'P',
      bank: TEST_BANK,
      idempotencyKey: 'account-1',
    });
    await gateway.transfer({
      amount: 1_000,
      destination: accountId,
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
  it('sends account.updated to the Connect endpoint, signed with its own secret, when onboarding is finished', async () => {
    const platformEndpoint = await startReceiver();
    const connectEndpoint = await startReceiver();
    receiver = platformEndpoint.server;
    stripeServer = await new FakeStripeServer({
      webhookUrl: platformEndpoint.url,
      webhookSecret: WEBHOOK_SECRET,
      connectWebhookUrl: connectEndpoint.url,
      connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
      accountsNeedOnboarding: true,
    }).start();
    const sdk = {
      stripeSecretKey: 'sk_test_x',
      stripePublishableKey: 'pk_test_x',
      ...stripeServer.sdkConfig,
    };
    const gateway = createStripeGateway({
      ...sdk,
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeConnectWebhookSecret: CONNECT_WEBHOOK_SECRET,
    });
    const platformOnly = createStripeGateway({ ...sdk, stripeWebhookSecret: WEBHOOK_SECRET });

    const account = await gateway.openPayoutAccount({
      providerId: 'p-1',
      email: 'p@example.com',
      businessName: 'P',
      bank: TEST_BANK,
      idempotencyKey: 'account-1',
    });
    expect(account.payoutsEnabled).toBe(false);
    const link = await gateway.createPayoutOnboardingLink({
      accountId: account.accountId,
      returnUrl: 'http://localhost:3000/done',
      refreshUrl: 'http://localhost:3000/again',
    });
    expect(link).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${stripeServer.port}/connect/onboarding/${account.accountId}\\?`),
    );
    const page = await fetch(link ?? '', { redirect: 'manual' });
    expect(page.headers.get('location')).toBe('http://localhost:3000/done');
    await stripeServer.flushWebhooks();

    expect(stripeServer.webhookFailures).toEqual([]);
    expect(platformEndpoint.received).toEqual([]);
    expect(connectEndpoint.received).toHaveLength(1);
    const [delivery] = connectEndpoint.received;
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      type: 'account.updated',
      account: account.accountId,
    });
    expect(gateway.verifyWebhook(delivery?.body ?? '', delivery?.signature ?? '')).toMatchObject({
      type: 'account.updated',
      accountId: account.accountId,
    });
    expect(() => platformOnly.verifyWebhook(delivery?.body ?? '', delivery?.signature ?? '')).toThrow(
      expect.objectContaining({ code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' }),
    );
    await new Promise<void>((resolve) => connectEndpoint.server.close(() => resolve()));
  });

  it('refuses transfers to unknown or not yet onboarded accounts like Stripe, and bad bank details', async () => {
    stripeServer = await new FakeStripeServer({ accountsNeedOnboarding: true }).start();
    const base = `http://127.0.0.1:${stripeServer.port}`;
    const auth = { authorization: 'Bearer sk_test_x', 'content-type': 'application/x-www-form-urlencoded' };
    const post = async (path: string, body: string) => {
      const response = await fetch(`${base}${path}`, { method: 'POST', headers: auth, body });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const bank =
      'external_account[object]=bank_account&external_account[country]=GB&external_account[currency]=gbp&external_account[account_number]=00012345';

    const badSortCode = await post(
      '/v1/accounts',
      `type=custom&${bank}&external_account[routing_number]=1088`,
    );
    expect(badSortCode).toMatchObject({
      status: 400,
      body: { error: { code: 'routing_number_invalid', param: 'external_account[routing_number]' } },
    });
    expect(stripeServer.accounts.size).toBe(0);

    const opened = await post(
      '/v1/accounts',
      `type=custom&capabilities[transfers][requested]=true&${bank}&external_account[routing_number]=108800`,
    );
    expect(opened.status).toBe(200);
    const accountId = String(opened.body.id);
    expect(opened.body).toMatchObject({
      capabilities: { transfers: 'inactive' },
      requirements: { currently_due: ONBOARDING_REQUIREMENTS },
    });

    const unknown = await post('/v1/transfers', 'amount=5000&currency=gbp&destination=acct_nobody');
    expect(unknown).toMatchObject({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          param: 'destination',
          message: "No such destination: 'acct_nobody'",
        },
      },
    });
    const notReady = await post('/v1/transfers', `amount=5000&currency=gbp&destination=${accountId}`);
    expect(notReady).toMatchObject({
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'insufficient_capabilities_for_transfer' } },
    });

    stripeServer.completeOnboarding(accountId);
    expect(await post('/v1/transfers', `amount=5000&currency=gbp&destination=${accountId}`)).toMatchObject({
      status: 200,
      body: { object: 'transfer', destination: accountId },
    });
    expect((await fetch(`${base}/connect/onboarding/acct_nobody`)).status).toBe(404);
  });
});
