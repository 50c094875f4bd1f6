import { addBankDetails } from '@esm/api/bank-details/testing';
import {
  card,
  type ProviderWithService,
  providerWithService,
} from '@esm/api/checkout/testing/checkout-fixtures';
import type { SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
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
  payoutSummary,
  payoutsOf,
  payWithSimulatedCard,
  providerPayoutOf,
  wholeLife,
} from './testing/booking-life';
import { until } from './testing/money-fixture';

/**
 * A booking's whole life, in the default setup (the simulated gateway), over HTTP only: a client pays
 * with a test card and the booking's whole life runs on its own through the workers, with the
 * ledger balanced after every step. The clock starts on 2026-06-01 09:00 and only moves forward,
 * so the scenarios that stay near the start run first.
 */
let t: TestPlatform;
let provider: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform({ start: '2026-06-01T09:00:00.000Z' });
  provider = await providerWithService(t);
  await addBankDetails(provider.client);
}, 60_000);
afterAll(() => t?.stop());

const settle = () => (t.platform.context.gateway as unknown as SimulatedGateway).drainWebhooks();

const gatewayRefunds = async (intentId: string) =>
  (
    await t.pool.query<{ amount: string }>('SELECT amount FROM gw.refunds WHERE intent_id = $1', [intentId])
  ).rows.map((r) => Number(r.amount));

describe('around the request, in the default setup (simulated gateway)', () => {
  it('3-D Secure card 4000 0025 0000 3155: the authentication step is approved, then paid and confirmed', async () => {
    const threeDSecure: PayIntent = async (client, setup) => {
      const first = await client.post('/api/simulated-gateway/confirm', {
        clientSecret: setup.clientSecret,
        ...card('4000002500003155'),
      });
      expect(first.body).toEqual({ status: 'requires_action' });
      const approved = await client.post('/api/simulated-gateway/authenticate', {
        clientSecret: setup.clientSecret,
        approve: true,
      });
      expect(approved.body).toEqual({ status: 'succeeded' });
    };
    const { client, bookingId } = await bookOverHttp(t, provider, {
      eventDate: '2026-06-23T12:00:00.000Z',
      pay: threeDSecure,
    });
    expect(await bookingOf(client, bookingId)).toEqual({
      status: 'provider_reviewing',
      paymentStatus: 'paid',
    });
    await captured(t, bookingId);
    expect(await balancedLedger(t, bookingId)).toMatchObject({ captured: LIFE.total, held: LIFE.total });
    const { rows } = await t.pool.query(
      "SELECT count(*)::int AS n FROM es.events WHERE type = 'PaymentRequiresAction'",
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('the provider declines: a full refund through the gateway, nobody paid, the ledger balanced', async () => {
    const { client, bookingId, setup } = await bookOverHttp(t, provider, {
      eventDate: '2026-06-22T12:00:00.000Z',
      pay: payWithSimulatedCard(),
    });
    await captured(t, bookingId);
    expect(await balancedLedger(t, bookingId)).toMatchObject({ captured: LIFE.total, held: LIFE.total });

    const declined = await provider.client.post<BookingView & { providerPayout: string }>(
      `/api/bookings/${bookingId}/decline`,
      { response: 'Fully booked that weekend, sorry.' },
    );
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', providerPayout: '0.00' });
    await until(t, async () => (await gatewayRefunds(setup.paymentIntentId)).length > 0, 'refund issued');
    expect(await bookingOf(client, bookingId)).toEqual({ status: 'declined', paymentStatus: 'refunded' });
    expect(await gatewayRefunds(setup.paymentIntentId)).toEqual([LIFE.total]);
    expect(await payoutsOf(provider.client, bookingId)).toEqual([]);
    expect(await providerPayoutOf(provider.client, bookingId)).toBe('0.00');
    // The refund's webhook (charge.refunded) comes after the day was freed: it must not re-book it.
    expect(await dayIsFreeAgain(t, provider.serviceId, bookingId, '2026-06-22', settle)).toBe(true);
    expect(await balancedLedger(t, bookingId)).toEqual({
      captured: LIFE.total,
      refunded: LIFE.total,
      providerPayouts: 0,
      platformFee: 0,
      vat: 0,
      receivables: 0,
      held: 0,
    });
  }, 60_000);

  it('the client cancels after acceptance 20 days ahead: 75% refunded, the deposit payout cancelled, the rest kept', async () => {
    const { client, bookingId, setup } = await bookOverHttp(t, provider, {
      eventDate: '2026-06-21T12:00:00.000Z',
      pay: payWithSimulatedCard(),
    });
    await captured(t, bookingId);
    const accepted = await provider.client.post<BookingView>(`/api/bookings/${bookingId}/accept`, {});
    expect(accepted.body.status).toBe('confirmed');
    await until(
      t,
      async () => (await payoutsOf(provider.client, bookingId))[0]?.status === 'scheduled',
      'deposit payout scheduled',
    );
    expect(await balancedLedger(t, bookingId)).toMatchObject({ providerPayouts: LIFE.deposit });

    const preview = await client.get<{ refundAmount: string; refundPercentage: number }>(
      `/api/bookings/${bookingId}/cancellation`,
    );
    expect(preview.body).toMatchObject({ refundAmount: '506.25', refundPercentage: 75 });
    const cancelled = await client.post<{
      booking: BookingView & { providerPayout: string };
      refundAmount: string;
    }>(`/api/bookings/${bookingId}/cancel`, { reason: 'The wedding moved.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ booking: { status: 'cancelled' }, refundAmount: '506.25' });
    // The provider's share of the 168.75 kept, decided with the cancellation, before escrow refunds.
    const keptByProvider = cancelled.body.booking.providerPayout;

    await until(t, async () => (await gatewayRefunds(setup.paymentIntentId)).length > 0, 'refund issued');
    expect(await bookingOf(client, bookingId)).toEqual({
      status: 'cancelled',
      paymentStatus: 'partially_refunded',
    });
    expect(await gatewayRefunds(setup.paymentIntentId)).toEqual([50_625]);
    const ledger = await until(
      t,
      async () => {
        const l = await balancedLedger(t, bookingId);
        return l && l.held === 0 ? l : null;
      },
      'what is kept released',
    );
    expect(ledger).toMatchObject({ captured: LIFE.total, refunded: 50_625, receivables: 0, held: 0 });
    expect(ledger.providerPayouts + ledger.platformFee + ledger.vat).toBe(LIFE.total - 50_625);
    expect(keptByProvider).toBe((ledger.providerPayouts / 100).toFixed(2));
    expect(await providerPayoutOf(provider.client, bookingId)).toBe(keptByProvider);
    expect(await dayIsFreeAgain(t, provider.serviceId, bookingId, '2026-06-21', settle)).toBe(true);
    const payouts = payoutSummary(await payoutsOf(provider.client, bookingId));
    expect(payouts[payouts.findIndex((p) => p[0] === 'deposit')]).toEqual(['deposit', '118.13', 'cancelled']);
  }, 60_000);
});

describe('the whole life of a booking, in the default setup (simulated gateway)', () => {
  it('request, accept, deposit payout, event, 48-hour dispute window, balance payout: on its own, balanced at every step', async () => {
    const gateway = t.platform.context.gateway as unknown as SimulatedGateway;
    const { bookingId } = await wholeLife(t, provider, payWithSimulatedCard(), {
      settle: () => gateway.drainWebhooks(),
    });
    const { rows } = await t.pool.query<{ amount: string }>(
      "SELECT amount FROM gw.transfers WHERE metadata->>'bookingId' = $1 ORDER BY created_at",
      [bookingId],
    );
    expect(rows.map((r) => Number(r.amount))).toEqual([LIFE.deposit, LIFE.balance]);
  }, 120_000);
});
