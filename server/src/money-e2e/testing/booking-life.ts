import {
  card,
  type ProviderWithService,
  quoteFor,
  type Setup,
} from '@esm/api/checkout/testing/checkout-fixtures';
import type { TestClient } from '@esm/api/testing/test-client';
import { expect } from 'vitest';
import type { TestPlatform } from '../../testing/test-platform';
import { jumpTo, ledgerOf, reconcile, until } from './money-fixture';

/**
 * The whole life of a booking over HTTP, shared by the simulated-gateway and
 * the Stripe-format runs: the test supplies how the card is paid; everything after the client's
 * confirm runs on its own through the workers while the test clock moves.
 *
 * The service is the checkout fixtures' £450 stage hire with a 5% provider fee, Basic plan:
 * provider 472.50, platform fee 90.00, VAT 112.50, total 675.00, deposit 25% of 472.50 = 118.13.
 */
export const LIFE = {
  total: 67_500,
  provider: 47_250,
  platformFee: 9000,
  vat: 11_250,
  deposit: 11_813,
  balance: 47_250 - 11_813,
} as const;

/** How the browser pays the intent (simulated card form, or Stripe.js against the fake server). */
export type PayIntent = (client: TestClient, setup: Setup) => Promise<void>;

/** The simulated gateway's card form, as the checkout page posts it. */
export const payWithSimulatedCard =
  (cardNumber = '4242424242424242'): PayIntent =>
  async (client, setup) => {
    const res = await client.post<{ status: string }>('/api/simulated-gateway/confirm', {
      clientSecret: setup.clientSecret,
      ...card(cardNumber),
    });
    expect(res.body).toEqual({ status: 'succeeded' });
  };

export interface BookingView {
  status: string;
  paymentStatus: string;
}

export interface PayoutView {
  id: string;
  bookingId: string;
  amount: string;
  paymentDate: string;
  status: string;
  stripeTransferId: string | null;
}

/** The booking as its client sees it over HTTP. */
export async function bookingOf(client: TestClient, bookingId: string): Promise<BookingView> {
  const res = await client.get<BookingView>(`/api/bookings/${bookingId}`);
  expect(res.status).toBe(200);
  return { status: res.body.status, paymentStatus: res.body.paymentStatus };
}

/** What the provider is shown they are paid for a booking (its `providerPayout`), over HTTP. */
export async function providerPayoutOf(provider: TestClient, bookingId: string): Promise<string> {
  const res = await provider.get<{ providerPayout: string }>(`/api/bookings/${bookingId}`);
  expect(res.status).toBe(200);
  return res.body.providerPayout;
}

/** The provider's payouts for one booking over HTTP: `[id, amount, status]`, deposit first. */
export async function payoutsOf(provider: TestClient, bookingId: string): Promise<PayoutView[]> {
  const res = await provider.get<PayoutView[]>('/api/provider/payouts');
  expect(res.status).toBe(200);
  return res.body.filter((p) => p.bookingId === bookingId).sort((a, b) => a.id.localeCompare(b.id));
}

export const payoutSummary = (payouts: PayoutView[]) =>
  payouts.map((p) => [p.id.split('-')[0], p.amount, p.status]);

/** Reconciles the whole ledger (every booking balances) and returns this booking's totals. */
export async function balancedLedger(t: TestPlatform, bookingId: string) {
  const report = await reconcile(t);
  expect(report.problems).toEqual([]);
  return ledgerOf(t, bookingId);
}

/**
 * After a decline or cancellation: the day's release timer has run and every webhook about the
 * refund has been delivered; then another client can hold the day (the day is free again).
 */
export async function dayIsFreeAgain(
  t: TestPlatform,
  serviceId: string,
  bookingId: string,
  eventDate: string,
  settle: () => Promise<void>,
): Promise<boolean> {
  await until(
    t,
    async () =>
      (
        await t.pool.query("SELECT 1 FROM wk.timers WHERE key = $1 AND state = 'done'", [
          `booking-calendar-release:${bookingId}`,
        ])
      ).rowCount === 1,
    'calendar day released',
  );
  await settle();
  await t.waitForReadModels();
  const other = t.client();
  await other.signUp();
  const res = await other.post('/api/create-payment-intent', {
    serviceId,
    eventDate: eventDate.slice(0, 10),
  });
  return res.status === 200;
}

/** A client with a quote for the service, the payment intent created, the card paid and confirmed. */
export async function bookOverHttp(
  t: TestPlatform,
  provider: ProviderWithService,
  options: { eventDate: string; pay: PayIntent },
): Promise<{ client: TestClient; bookingId: string; quoteId: string; setup: Setup }> {
  const client = t.client();
  await client.signUp({ firstName: 'Casey', lastName: 'Client' });
  const quote = await client.post<{ id: string; totalAmount: string }>(
    '/api/quotes',
    quoteFor(provider.serviceId, { eventDate: options.eventDate }),
  );
  expect(quote.status).toBe(201);
  expect(quote.body.totalAmount).toBe('675.00');

  const setup = await client.post<Setup>('/api/create-payment-intent', { quoteId: quote.body.id });
  expect(setup.status).toBe(200);
  expect(setup.body.amount).toBe('675.00');
  const [pending] = (
    await client.get<{ id: string; status: string; paymentStatus: string }[]>(
      `/api/bookings?quoteId=${quote.body.id}`,
    )
  ).body;
  expect(pending).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  const bookingId = pending!.id;
  // Nothing is captured yet: the ledger has no movement for the booking.
  expect(await balancedLedger(t, bookingId)).toBeNull();

  await options.pay(client, setup.body);
  const confirm = await client.post<{ id: string; bookings: { id: string }[] }>('/api/bookings/confirm', {
    paymentIntentId: setup.body.paymentIntentId,
    quoteId: quote.body.id,
  });
  expect(confirm.status).toBe(200);
  expect(confirm.body.bookings.map((b) => b.id)).toEqual([bookingId]);
  return { client, bookingId, quoteId: quote.body.id, setup: setup.body };
}

/** Waits (ticking the clock a second at a time) until the escrow holds the payment. */
export const captured = (t: TestPlatform, bookingId: string) =>
  until(t, async () => ((await ledgerOf(t, bookingId))?.captured ?? 0) > 0, 'payment captured on the ledger');

/**
 * Request → accept → deposit payout → event → dispute window → balance payout, asserting the
 * booking, its payouts and the balanced ledger after every step. The event is on 2026-06-25
 * 12:00–20:00 UTC, the clock starts on 2026-06-01 09:00 (more than a week ahead: the deposit is
 * paid 14 days after confirmation, the balance 7 days after the event on the Basic plan).
 */
export async function wholeLife(
  t: TestPlatform,
  provider: ProviderWithService,
  pay: PayIntent,
  hooks: { settle?: () => Promise<void> } = {},
): Promise<{ bookingId: string; client: TestClient }> {
  const settle = hooks.settle ?? (async () => {});
  const eventDate = '2026-06-25T12:00:00.000Z';
  const { client, bookingId } = await bookOverHttp(t, provider, { eventDate, pay });

  // Paid: the provider has 24 hours to answer; the whole payment is held in escrow.
  expect(await bookingOf(client, bookingId)).toEqual({ status: 'provider_reviewing', paymentStatus: 'paid' });
  await captured(t, bookingId);
  await settle();
  expect(await balancedLedger(t, bookingId)).toEqual({
    captured: LIFE.total,
    refunded: 0,
    providerPayouts: 0,
    platformFee: 0,
    vat: 0,
    receivables: 0,
    held: LIFE.total,
  });
  expect(await payoutsOf(provider.client, bookingId)).toEqual([]);

  // Accepted: the deposit is released from escrow and scheduled 14 days after confirmation.
  const accepted = await provider.client.post<BookingView>(`/api/bookings/${bookingId}/accept`, {
    response: 'See you there!',
  });
  expect(accepted.status).toBe(200);
  expect(accepted.body.status).toBe('confirmed');
  const deposit = await until(
    t,
    async () => (await payoutsOf(provider.client, bookingId)).find((p) => p.status === 'scheduled'),
    'deposit payout scheduled',
  );
  expect(deposit).toMatchObject({ id: `deposit-${bookingId}`, amount: '118.13' });
  expect(deposit.paymentDate.slice(0, 10)).toBe('2026-06-15');
  expect(await balancedLedger(t, bookingId)).toMatchObject({
    providerPayouts: LIFE.deposit,
    held: LIFE.total - LIFE.deposit,
  });

  // The deposit's payment date: the transfer goes out on its own.
  await jumpTo(t, new Date(deposit.paymentDate));
  await until(
    t,
    async () => (await payoutsOf(provider.client, bookingId))[0]?.status === 'sent',
    'deposit payout sent',
  );
  await settle();
  const [depositSent] = await payoutsOf(provider.client, bookingId);
  expect(depositSent?.stripeTransferId).toBeTruthy();
  expect(await bookingOf(client, bookingId)).toEqual({ status: 'confirmed', paymentStatus: 'paid' });
  expect(await balancedLedger(t, bookingId)).toMatchObject({
    providerPayouts: LIFE.deposit,
    held: LIFE.total - LIFE.deposit,
  });

  // The event ends (20:00): the booking is completed; the money stays held for the dispute window.
  await jumpTo(t, new Date('2026-06-25T20:00:30.000Z'));
  await until(
    t,
    async () => (await bookingOf(client, bookingId)).status === 'completed',
    'booking completed',
  );
  expect(await bookingOf(client, bookingId)).toEqual({ status: 'completed', paymentStatus: 'paid' });
  expect(await balancedLedger(t, bookingId)).toMatchObject({ held: LIFE.total - LIFE.deposit });
  expect(payoutSummary(await payoutsOf(provider.client, bookingId))).toEqual([['deposit', '118.13', 'sent']]);

  // Within the 48-hour window nothing is released.
  await jumpTo(t, new Date('2026-06-27T19:00:00.000Z'));
  expect(await balancedLedger(t, bookingId)).toMatchObject({ held: LIFE.total - LIFE.deposit });

  // The window closes with no dispute: the balance, fee and VAT leave escrow; the balance is paid
  // 7 days after the event (Basic).
  await jumpTo(t, new Date('2026-06-27T20:00:30.000Z'));
  const balance = await until(
    t,
    async () => (await payoutsOf(provider.client, bookingId)).find((p) => p.id.startsWith('balance-')),
    'balance payout scheduled',
  );
  expect(balance).toMatchObject({ amount: '354.37', status: 'scheduled' });
  expect(balance.paymentDate.slice(0, 10)).toBe('2026-07-02');
  expect(await balancedLedger(t, bookingId)).toEqual({
    captured: LIFE.total,
    refunded: 0,
    providerPayouts: LIFE.provider,
    platformFee: LIFE.platformFee,
    vat: LIFE.vat,
    receivables: 0,
    held: 0,
  });

  // The balance's payment date.
  await jumpTo(t, new Date(balance.paymentDate));
  await until(
    t,
    async () => (await payoutsOf(provider.client, bookingId)).every((p) => p.status === 'sent'),
    'balance payout sent',
  );
  await settle();
  expect(payoutSummary(await payoutsOf(provider.client, bookingId))).toEqual([
    ['balance', '354.37', 'sent'],
    ['deposit', '118.13', 'sent'],
  ]);
  expect(await bookingOf(client, bookingId)).toEqual({ status: 'completed', paymentStatus: 'paid' });
  expect(await balancedLedger(t, bookingId)).toEqual({
    captured: LIFE.total,
    refunded: 0,
    providerPayouts: LIFE.provider,
    platformFee: LIFE.platformFee,
    vat: LIFE.vat,
    receivables: 0,
    held: 0,
  });
  return { bookingId, client };
}

/**
 * A life with every kind of money movement: paid, accepted, the deposit paid out, then the client
 * cancels 10 days before the event (50% refunded) and whatever is still due to the provider is
 * paid out. Ends when nothing is held and no payout is waiting.
 */
export async function cancelledLife(
  t: TestPlatform,
  provider: ProviderWithService,
  pay: PayIntent,
  settle: () => Promise<void> = async () => {},
): Promise<{ bookingId: string; client: TestClient; intentId: string }> {
  const { client, bookingId, setup } = await bookOverHttp(t, provider, {
    eventDate: '2026-06-25T12:00:00.000Z',
    pay,
  });
  await captured(t, bookingId);
  const accepted = await provider.client.post<BookingView>(`/api/bookings/${bookingId}/accept`, {});
  expect(accepted.body.status).toBe('confirmed');
  const deposit = await until(
    t,
    async () => (await payoutsOf(provider.client, bookingId)).find((p) => p.status === 'scheduled'),
    'deposit payout scheduled',
  );
  await jumpTo(t, new Date(deposit.paymentDate));
  await until(
    t,
    async () => (await payoutsOf(provider.client, bookingId))[0]?.status === 'sent',
    'deposit payout sent',
  );
  await settle();
  expect(await balancedLedger(t, bookingId)).toMatchObject({ providerPayouts: LIFE.deposit });

  const cancelled = await client.post<{ refundAmount: string }>(`/api/bookings/${bookingId}/cancel`, {});
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.refundAmount).toBe('337.50');
  await until(
    t,
    async () =>
      (await t.pool.query('SELECT 1 FROM gw.refunds WHERE intent_id = $1', [setup.paymentIntentId])).rowCount,
    'refund issued',
  );
  // What the provider keeps is released from escrow (a balance payout), then paid on its date.
  // Wait until every release has its payout listed, so none is missed below.
  await until(
    t,
    async () => {
      const ledger = await ledgerOf(t, bookingId);
      const listed = (await payoutsOf(provider.client, bookingId))
        .filter((p) => p.status !== 'cancelled')
        .reduce((sum, p) => sum + Math.round(Number(p.amount) * 100), 0);
      return ledger?.held === 0 && listed === ledger.providerPayouts;
    },
    'nothing left held, every payout listed',
  );
  for (let i = 0; i < 3; i++) {
    const waiting = (await payoutsOf(provider.client, bookingId)).find((p) => p.status === 'scheduled');
    if (!waiting) break;
    await jumpTo(t, new Date(waiting.paymentDate));
    await until(
      t,
      async () =>
        (await payoutsOf(provider.client, bookingId)).find((p) => p.id === waiting.id)?.status === 'sent',
      `${waiting.id} sent`,
    );
  }
  await settle();
  const ledger = await balancedLedger(t, bookingId);
  expect(ledger).toMatchObject({ captured: LIFE.total, refunded: 33_750, held: 0 });
  return { bookingId, client, intentId: setup.paymentIntentId };
}

/**
 * Everything a booking's life leaves behind that must not depend on how its webhooks arrived:
 * the booking and its payouts over HTTP, the ledger, the gateway's refunds and transfers, and how
 * many events of each type its streams (booking, escrow, payment, payouts, calendar day) hold.
 */
export async function lifeSnapshot(
  t: TestPlatform,
  provider: ProviderWithService,
  life: { bookingId: string; client: TestClient; intentId: string },
) {
  const { bookingId, intentId } = life;
  const paymentId = (
    await t.pool.query<{ id: string }>("SELECT metadata->>'paymentId' AS id FROM gw.intents WHERE id = $1", [
      intentId,
    ])
  ).rows[0]!.id;
  const events = await t.pool.query<{ type: string; n: number }>(
    `SELECT type, count(*)::int AS n FROM es.events
     WHERE stream LIKE '%' || $1 || '%' OR stream = 'payment-' || $2
        OR (stream LIKE 'calendar-' || $3 || '-%' AND data->>'bookingId' = $1)
     GROUP BY type ORDER BY type`,
    [bookingId, paymentId, provider.serviceId],
  );
  const amounts = async (sql: string, value: string) =>
    (await t.pool.query<{ amount: string }>(sql, [value])).rows.map((r) => Number(r.amount));
  return {
    booking: await bookingOf(life.client, bookingId),
    payouts: (await payoutsOf(provider.client, bookingId)).map((p) => ({
      kind: p.id.split('-')[0],
      amount: p.amount,
      // The day: the seconds depend on how fast the test clock was ticked, not on the webhooks.
      paymentDate: p.paymentDate.slice(0, 10),
      status: p.status,
    })),
    ledger: await balancedLedger(t, bookingId),
    refunds: await amounts('SELECT amount FROM gw.refunds WHERE intent_id = $1 ORDER BY amount', intentId),
    transfers: await amounts(
      "SELECT amount FROM gw.transfers WHERE metadata->>'bookingId' = $1 ORDER BY amount",
      bookingId,
    ),
    events: Object.fromEntries(events.rows.map((r) => [r.type, r.n])),
  };
}
