import { addBankDetails } from '@esm/api/bank-details/testing';
import type { ProviderWithService } from '@esm/api/checkout/testing/checkout-fixtures';
import { providerWithService } from '@esm/api/checkout/testing/checkout-fixtures';
import { FakeStripeServer, ONBOARDING_REQUIREMENTS } from '@esm/infra/payment/testing/fake-stripe-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import {
  type BookingView,
  balancedLedger,
  bookingOf,
  bookOverHttp,
  captured,
  dayIsFreeAgain,
  LIFE,
  type PayIntent,
  payoutsOf,
} from './testing/booking-life';
import { jumpTo, until } from './testing/money-fixture';

/**
 * The same flows against the Stripe-format local server: the platform runs with
 * STRIPE_SECRET_KEY (so the Stripe adapter and the `stripe` SDK are used), the browser's Stripe.js
 * confirm step is a call to the server's confirm endpoint with a test payment method, and the
 * server POSTs signed webhooks to the platform's /api/stripe/webhook.
 */
const START = '2026-06-01T09:00:00.000Z';
let t: TestPlatform;
let stripe: FakeStripeServer;
let provider: ProviderWithService;
let clockSeconds = () => Math.floor(Date.parse(START) / 1000);

beforeAll(async () => {
  stripe = await new FakeStripeServer({
    webhookSecret: 'whsec_x',
    // Webhooks are signed at the platform's (test) time, as their age is checked against it.
    now: () => clockSeconds(),
  }).start();
  t = await startTestPlatform({
    start: START,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
  clockSeconds = () => Math.floor(t.clock.now() / 1000);
  stripe.deliverWebhooksTo(`${t.url}/api/stripe/webhook`);
  provider = await providerWithService(t);
  await addBankDetails(provider.client);
}, 60_000);
afterAll(async () => {
  await stripe?.stop();
  await t?.stop();
});

const settle = () => stripe.flushWebhooks();

/** What Stripe.js does on "Pay": confirm the intent with the card's payment method (publishable key). */
const payWithStripeJs =
  (paymentMethod = 'pm_card_visa'): PayIntent =>
  async (_client, setup) => {
    expect(setup.gateway).toBe('stripe');
    const res = await fetch(
      `http://127.0.0.1:${stripe.port}/v1/payment_intents/${setup.paymentIntentId}/confirm`,
      {
        method: 'POST',
        headers: {
          authorization: 'Bearer pk_test_x',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ payment_method: paymentMethod, client_secret: setup.clientSecret }),
      },
    );
    const intent = (await res.json()) as { status: string };
    expect(intent.status).toBe('succeeded');
    await settle();
  };

const webhookOutcomes = async () =>
  (await t.pool.query<{ type: string; outcome: string }>('SELECT type, outcome FROM pay.webhook_events'))
    .rows;

describe('a booking against the Stripe-format local server', () => {
  it('the provider declines: refunded in full through Stripe, charge.refunded received, ledger balanced', async () => {
    const { client, bookingId, setup } = await bookOverHttp(t, provider, {
      eventDate: '2026-06-22T12:00:00.000Z',
      pay: payWithStripeJs(),
    });
    expect(await bookingOf(client, bookingId)).toEqual({
      status: 'provider_reviewing',
      paymentStatus: 'paid',
    });
    await captured(t, bookingId);
    expect(await webhookOutcomes()).toContainEqual({
      type: 'payment_intent.succeeded',
      outcome: 'succeeded',
    });

    await provider.client.post(`/api/bookings/${bookingId}/decline`, {});
    const refund = await until(
      t,
      async () => [...stripe.refunds.values()].find((r) => r.payment_intent === setup.paymentIntentId),
      'Stripe refund',
    );
    expect(refund.amount).toBe(LIFE.total);
    expect(await dayIsFreeAgain(t, provider.serviceId, bookingId, '2026-06-22', settle)).toBe(true);
    expect(await webhookOutcomes()).toContainEqual({ type: 'charge.refunded', outcome: 'succeeded' });
    expect(await bookingOf(client, bookingId)).toEqual({ status: 'declined', paymentStatus: 'refunded' });
    expect(await balancedLedger(t, bookingId)).toMatchObject({
      captured: LIFE.total,
      refunded: LIFE.total,
      held: 0,
    });
  }, 60_000);

  it('request, accept, event, 48-hour window: deposit and balance released and scheduled, the ledger balanced at every step', async () => {
    const { client, bookingId } = await bookOverHttp(t, provider, {
      eventDate: '2026-06-25T12:00:00.000Z',
      pay: payWithStripeJs(),
    });
    await captured(t, bookingId);
    expect(await balancedLedger(t, bookingId)).toMatchObject({ captured: LIFE.total, held: LIFE.total });

    const accepted = await provider.client.post<BookingView>(`/api/bookings/${bookingId}/accept`, {});
    expect(accepted.body.status).toBe('confirmed');
    const deposit = await until(
      t,
      async () => (await payoutsOf(provider.client, bookingId)).find((p) => p.id.startsWith('deposit-')),
      'deposit payout scheduled',
    );
    expect(deposit).toMatchObject({ amount: '118.13', status: 'scheduled' });
    expect(await balancedLedger(t, bookingId)).toMatchObject({ providerPayouts: LIFE.deposit });

    await jumpTo(t, new Date('2026-06-25T20:00:30.000Z'));
    await until(t, async () => (await bookingOf(client, bookingId)).status === 'completed', 'completed');
    expect(await balancedLedger(t, bookingId)).toMatchObject({ held: LIFE.total - LIFE.deposit });

    await jumpTo(t, new Date('2026-06-27T20:00:30.000Z'));
    const balance = await until(
      t,
      async () => (await payoutsOf(provider.client, bookingId)).find((p) => p.id.startsWith('balance-')),
      'balance payout scheduled',
    );
    expect(balance.amount).toBe('354.37');
    expect(await balancedLedger(t, bookingId)).toEqual({
      captured: LIFE.total,
      refunded: 0,
      providerPayouts: LIFE.provider,
      platformFee: LIFE.platformFee,
      vat: LIFE.vat,
      receivables: 0,
      held: 0,
    });
    expect(await bookingOf(client, bookingId)).toEqual({ status: 'completed', paymentStatus: 'paid' });
  }, 120_000);

  it('pays the provider through a Stripe transfer to the connected account opened from their bank details', async () => {
    const account = await until(
      t,
      async () => [...stripe.accounts.values()].find((a) => a.metadata.providerId === provider.providerId),
      'connected account opened',
    );
    expect(account).toMatchObject({
      type: 'custom',
      country: 'GB',
      capabilities: { transfers: 'active' },
      external_accounts: { data: [{ last4: '2345', routing_number: '10-88-00', currency: 'gbp' }] },
    });
    const { bookingId } = await bookOverHttp(t, provider, {
      eventDate: '2026-07-20T12:00:00.000Z',
      pay: payWithStripeJs(),
    });
    await captured(t, bookingId);
    await provider.client.post(`/api/bookings/${bookingId}/accept`, {});
    const deposit = await until(
      t,
      async () => (await payoutsOf(provider.client, bookingId)).find((p) => p.id.startsWith('deposit-')),
      'deposit payout scheduled',
    );
    await jumpTo(t, new Date(deposit.paymentDate));
    const sent = await until(
      t,
      async () => (await payoutsOf(provider.client, bookingId)).find((p) => p.status === 'sent'),
      'deposit sent through Stripe',
    );
    const transfer = stripe.transfers.get(sent.stripeTransferId ?? '');
    expect(transfer).toMatchObject({ amount: LIFE.deposit, destination: account?.id });
    await settle();
    expect(await webhookOutcomes()).toContainEqual({ type: 'transfer.created', outcome: 'ignored' });
    expect(await balancedLedger(t, bookingId)).toMatchObject({ providerPayouts: LIFE.deposit });
  }, 60_000);

  it('a provider Stripe needs more from: action required, Stripe’s onboarding page, then payouts set up', async () => {
    stripe.setAccountsNeedOnboarding(true);
    const newcomer = await providerWithService(t);
    await addBankDetails(newcomer.client);
    const status = () =>
      newcomer.client.get<{ status: string; requirementsDue: string[] }>('/api/providers/payout-account');
    const needed = await until(
      t,
      async () => ((await status()).body.status === 'action_required' ? (await status()).body : null),
      'action required',
    );
    stripe.setAccountsNeedOnboarding(false);
    expect(needed.requirementsDue).toEqual(ONBOARDING_REQUIREMENTS);

    const link = await newcomer.client.post<{ url: string }>(
      '/api/providers/payout-account/onboarding-link',
      {},
    );
    expect(link.status).toBe(200);
    const page = await fetch(link.body.url, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const back = new URL(page.headers.get('location') ?? '');
    expect(`${back.pathname}${back.search}`).toBe('/provider/bank-details?payouts=returned');
    // Stripe's account.updated reaches the webhook route and is recorded, before the page asks again.
    await settle();
    await until(t, async () => (await status()).body.status === 'enabled', 'payouts enabled by the webhook');
    expect(await webhookOutcomes()).toContainEqual({
      type: 'account.updated',
      outcome: 'payout_account_updated',
    });
    const again = await newcomer.client.post('/api/providers/payout-account/onboarding-link', {});
    expect(again.status).toBe(409);
  }, 60_000);
});
