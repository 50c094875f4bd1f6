import { DomainError } from '@esm/core/kernel/errors';
import type { PayoutBankAccount } from '@esm/core/payment/gateway';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripeServer, ONBOARDING_REQUIREMENTS, signPayload } from '../testing/fake-stripe-server';
import { GatewayUnavailableError } from './stripe-errors';
import { createStripeGateway, type StripeGatewayConfig, toPayoutAccount } from './stripe-gateway';

/**
 * The Stripe adapter against a local server that answers in Stripe's format (the real SDK,
 * real HTTP, no database). Decline, 3-D Secure and retries are driven through the server.
 */
const SECRET_KEY = 'sk_test_fake_123';
const WEBHOOK_SECRET = 'whsec_test_secret';
const CONNECT_WEBHOOK_SECRET = 'whsec_test_connect_secret';
/** Stripe's GB test bank account (payouts to it succeed). */
const TEST_BANK: PayoutBankAccount = {
  holderName: 'Pro Sound Ltd',
  accountNumber: '00012345',
  sortCode: '108800',
};

let server: FakeStripeServer;
let config: StripeGatewayConfig;
/** Stands in for Stripe.js in the browser, which confirms the intent with the customer's card. */
let browser: Stripe;
/** A provider's connected account that can receive transfers. */
let payee: string;

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
  payee = (await openAccount()).accountId;
});
afterAll(() => server.stop());
afterEach(() => {
  server.requests.length = 0;
  server.setAccountsNeedOnboarding(false);
});

const gateway = () => createStripeGateway(config, { maxNetworkRetries: 2 });
const key = (label: string) => `${label}-${Math.random().toString(36).slice(2)}`;

function openAccount(idempotencyKey = key('open-account')) {
  return gateway().openPayoutAccount({
    providerId: 'provider-7',
    email: 'hello@prosound.example',
    businessName: 'Pro Sound Ltd',
    bank: TEST_BANK,
    idempotencyKey,
  });
}

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
      destination: payee,
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
      destination: payee,
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

describe('Stripe gateway: payout accounts (Connect)', () => {
  it('opens a GB Custom account that only receives transfers, with the bank account for payouts', async () => {
    const opened = await openAccount();
    expect(opened).toEqual({
      accountId: expect.stringMatching(/^acct_/),
      payoutsEnabled: true,
      requirementsDue: [],
    });
    const request = server.requests.find((r) => r.method === 'POST' && r.path === '/v1/accounts');
    expect(request?.params).toEqual({
      type: 'custom',
      country: 'GB',
      email: 'hello@prosound.example',
      business_profile: { name: 'Pro Sound Ltd' },
      capabilities: { transfers: { requested: 'true' } },
      tos_acceptance: { service_agreement: 'recipient' },
      external_account: {
        object: 'bank_account',
        country: 'GB',
        currency: 'gbp',
        account_holder_name: 'Pro Sound Ltd',
        account_number: '00012345',
        routing_number: '108800',
      },
      metadata: { providerId: 'provider-7' },
    });
    const stored = server.accounts.get(opened.accountId);
    expect(stored?.external_accounts.data).toEqual([
      expect.objectContaining({ last4: '2345', routing_number: '10-88-00', default_for_currency: true }),
    ]);
    expect(JSON.stringify(stored)).not.toContain('00012345');
  });

  it('the same idempotency key opens one account', async () => {
    const before = server.accounts.size;
    const openKey = key('open-account');
    const first = await openAccount(openKey);
    const second = await openAccount(openKey);
    expect(second.accountId).toBe(first.accountId);
    expect(server.accounts.size).toBe(before + 1);
    expect(server.requests.filter((r) => r.path === '/v1/accounts').map((r) => r.replayed)).toEqual([
      false,
      true,
    ]);
  });

  it('sends the sort code as six digits whichever way it was typed', async () => {
    await gateway().openPayoutAccount({
      providerId: 'provider-8',
      email: 'x@example.com',
      businessName: 'X',
      bank: { ...TEST_BANK, sortCode: '10-88-00' },
      idempotencyKey: key('open-account'),
    });
    const request = server.requests.find((r) => r.path === '/v1/accounts');
    expect(request?.params.external_account).toMatchObject({ routing_number: '108800' });
  });

  it('replaces the bank account: the new one becomes the default for GBP, once per key', async () => {
    const { accountId } = await openAccount();
    const input = {
      accountId,
      bank: { holderName: 'Pro Sound Ltd', accountNumber: '00067890', sortCode: '108800' },
      idempotencyKey: key('replace-bank'),
    };
    const state = await gateway().replacePayoutBankAccount(input);
    await gateway().replacePayoutBankAccount(input);
    expect(state).toEqual({ accountId, payoutsEnabled: true, requirementsDue: [] });
    const request = server.requests.find((r) => r.path === `/v1/accounts/${accountId}/external_accounts`);
    expect(request?.params).toEqual({
      external_account: {
        object: 'bank_account',
        country: 'GB',
        currency: 'gbp',
        account_holder_name: 'Pro Sound Ltd',
        account_number: '00067890',
        routing_number: '108800',
      },
      default_for_currency: 'true',
    });
    const banks = server.accounts.get(accountId)?.external_accounts.data ?? [];
    expect(banks.map((b) => [b.last4, b.default_for_currency])).toEqual([
      ['2345', false],
      ['7890', true],
    ]);
  });

  it('an account that still owes Stripe information cannot be paid until onboarding is finished', async () => {
    server.setAccountsNeedOnboarding(true);
    const g = gateway();
    const opened = await openAccount();
    expect(opened).toMatchObject({ payoutsEnabled: false, requirementsDue: ONBOARDING_REQUIREMENTS });

    const refused = await g.transfer({
      amount: 30_000,
      destination: opened.accountId,
      idempotencyKey: key('payout'),
      metadata: {},
    });
    expect(refused).toEqual({
      transferId: '',
      status: 'failed',
      failureReason:
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
    });

    const url = await g.createPayoutOnboardingLink({
      accountId: opened.accountId,
      returnUrl: 'http://localhost:3000/provider/payouts?onboarding=done',
      refreshUrl: 'http://localhost:3000/provider/payouts?onboarding=expired',
    });
    const linkRequest = server.requests.find((r) => r.path === '/v1/account_links');
    expect(linkRequest?.params).toEqual({
      account: opened.accountId,
      type: 'account_onboarding',
      return_url: 'http://localhost:3000/provider/payouts?onboarding=done',
      refresh_url: 'http://localhost:3000/provider/payouts?onboarding=expired',
      collection_options: { fields: 'currently_due' },
    });
    // The provider finishes Stripe's hosted page and is sent back to the platform.
    const page = await fetch(url ?? '', { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('http://localhost:3000/provider/payouts?onboarding=done');

    expect(await g.retrievePayoutAccount(opened.accountId)).toEqual({
      accountId: opened.accountId,
      payoutsEnabled: true,
      requirementsDue: [],
    });
    const paid = await g.transfer({
      amount: 30_000,
      destination: opened.accountId,
      idempotencyKey: key('payout'),
      metadata: {},
    });
    expect(paid.status).toBe('paid');

    // Stripe tells the platform through the Connect endpoint, signed with its own secret.
    const updated = server.events.filter((e) => e.type === 'account.updated').at(-1);
    expect(updated?.account).toBe(opened.accountId);
    const payload = JSON.stringify(updated);
    const connected = createStripeGateway({ ...config, stripeConnectWebhookSecret: CONNECT_WEBHOOK_SECRET });
    const header = signPayload(payload, CONNECT_WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
    expect(connected.verifyWebhook(payload, header)).toMatchObject({
      type: 'account.updated',
      accountId: opened.accountId,
      intentId: null,
      transferId: null,
    });
  });

  it('an unknown account is PAYMENT_GATEWAY_NOT_FOUND', async () => {
    const error = await gateway()
      .retrievePayoutAccount('acct_unknown')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PAYMENT_GATEWAY_NOT_FOUND', status: 404 });
  });

  it('maps an account: transfers active is payouts enabled; currently_due is what is owed', () => {
    const account = (fields: Record<string, unknown>) =>
      ({ id: 'acct_1', object: 'account', ...fields }) as unknown as Stripe.Account;
    expect(
      toPayoutAccount(
        account({
          capabilities: { transfers: 'pending' },
          requirements: { currently_due: [], eventually_due: ['individual.id_number'] },
        }),
      ),
    ).toEqual({ accountId: 'acct_1', payoutsEnabled: false, requirementsDue: [] });
    expect(toPayoutAccount(account({ capabilities: { transfers: 'active' } }))).toEqual({
      accountId: 'acct_1',
      payoutsEnabled: true,
      requirementsDue: [],
    });
    expect(
      toPayoutAccount(account({ capabilities: {}, requirements: { currently_due: ['external_account'] } })),
    ).toEqual({ accountId: 'acct_1', payoutsEnabled: false, requirementsDue: ['external_account'] });
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
      destination: payee,
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
      destination: payee,
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
      .transfer({ amount: 5_000, destination: payee, idempotencyKey: key('payout'), metadata: {} })
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

  it('maps account.updated to the account it is about; other events name no account', () => {
    const payload = event('account.updated', { id: 'acct_9', object: 'account' });
    expect(webhookGateway().verifyWebhook(payload, sign(payload))).toMatchObject({
      type: 'account.updated',
      accountId: 'acct_9',
      intentId: null,
      transferId: null,
    });
    const other = event('account.external_account.created', {
      id: 'ba_1',
      object: 'bank_account',
      account: 'acct_9',
    });
    expect(webhookGateway().verifyWebhook(other, sign(other))).toMatchObject({
      type: 'other',
      accountId: null,
    });
    const intent = event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(webhookGateway().verifyWebhook(intent, sign(intent)).accountId).toBeNull();
  });

  it('accepts events signed with the Connect endpoint secret as well as the platform one', () => {
    const both = createStripeGateway(
      { ...config, stripeConnectWebhookSecret: CONNECT_WEBHOOK_SECRET },
      { now: () => NOW },
    );
    const payload = event('account.updated', { id: 'acct_9', object: 'account' });
    expect(both.verifyWebhook(payload, sign(payload, CONNECT_WEBHOOK_SECRET)).accountId).toBe('acct_9');
    expect(both.verifyWebhook(payload, sign(payload, WEBHOOK_SECRET)).accountId).toBe('acct_9');
    expect(() => both.verifyWebhook(payload, sign(payload, 'whsec_someone_else'))).toThrow(
      expect.objectContaining({ code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID', status: 400 }),
    );
    // Without the Connect secret configured, Connect events are refused, not silently accepted.
    expect(() => webhookGateway().verifyWebhook(payload, sign(payload, CONNECT_WEBHOOK_SECRET))).toThrow(
      expect.objectContaining({ code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' }),
    );
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
