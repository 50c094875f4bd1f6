import {
  card,
  type ProviderWithService,
  providerWithService,
  type Setup,
} from '@esm/api/checkout/testing/checkout-fixtures';
import type { TestClient } from '@esm/api/testing/test-client';
import { bookingStream } from '@esm/core/booking/events';
import { paymentStream } from '@esm/core/payment/events';
import type { SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
import { findLedgerBooking } from '@esm/projections/ledger/queries';
import { reconcileLedger } from '@esm/projections/ledger/reconcile';
import { liveBookingsOfServiceDay } from '@esm/projections/testing/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/**
 * One service day is paid once: double clicks, many clients at once and a hold that lapsed while a
 * card was being paid never leave two paid bookings on one day.
 */
let t: TestPlatform;
let provider: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
}, 60_000);
afterAll(() => t?.stop());

const startCheckout = (client: TestClient, eventDate: string) =>
  client.post<Setup & { code?: string }>('/api/create-payment-intent', {
    serviceId: provider.serviceId,
    eventDate,
  });

const pay = (client: TestClient, setup: Setup) =>
  client.post<{ status: string }>('/api/simulated-gateway/confirm', {
    clientSecret: setup.clientSecret,
    ...card('4242424242424242'),
  });

const confirm = (client: TestClient, setup: Setup) =>
  client.post<{ id: string; code?: string }>('/api/bookings/confirm', {
    paymentIntentId: setup.paymentIntentId,
    serviceId: provider.serviceId,
  });

/** Bookings of the day, from the event log: created, and ever marked paid. */
async function bookingsOfDay(date: string) {
  const { rows } = await t.pool.query<{ booking_id: string; paid: boolean; refunded: boolean }>(
    `SELECT c.data->>'bookingId' AS booking_id,
            EXISTS (SELECT 1 FROM es.events p WHERE p.type = 'BookingPaid' AND p.stream = c.stream) AS paid,
            EXISTS (SELECT 1 FROM es.events r WHERE r.type = 'BookingPaymentRefunded' AND r.stream = c.stream) AS refunded
       FROM es.events c
      WHERE c.type = 'BookingCreated' AND c.data->>'serviceId' = $1
        AND ((c.data->>'eventDate')::timestamptz AT TIME ZONE 'Europe/London')::date = $2::date`,
    [provider.serviceId, date],
  );
  return rows;
}

/** Lets the workers run (pg-boss polls on the test clock) until `check` holds. */
async function workUntil<T>(check: () => Promise<T | null | false>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    await t.clock.tick(1000);
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The payment a booking was created with, from its first event. */
async function paymentIdOf(bookingId: string): Promise<string> {
  const { rows } = await t.pool.query<{ payment_id: string }>(
    `SELECT data->>'paymentId' AS payment_id FROM es.events WHERE stream = $1 AND type = 'BookingCreated'`,
    [bookingStream(bookingId)],
  );
  return rows[0]!.payment_id;
}

const gateway = () => t.platform.context.gateway as unknown as SimulatedGateway;

describe('one service day is paid once', () => {
  it('a double click resumes the open checkout: the same intent twice, one booking, paid once', async () => {
    const client = t.client();
    await client.signUp();
    const [first, second] = await Promise.all([
      startCheckout(client, '2026-09-10'),
      startCheckout(client, '2026-09-10'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.paymentIntentId).toBe(first.body.paymentIntentId);
    // Coming back later (another tab) resumes it too.
    const third = await startCheckout(client, '2026-09-10');
    expect(third.body.paymentIntentId).toBe(first.body.paymentIntentId);

    await pay(client, first.body);
    expect((await confirm(client, first.body)).status).toBe(200);
    expect((await confirm(client, second.body)).status).toBe(200);
    await gateway().drainWebhooks();
    const day = await bookingsOfDay('2026-09-10');
    expect(day).toHaveLength(1);
    expect(day.filter((b) => b.paid)).toHaveLength(1);
  });

  it('30 direct checkouts at once for one day (10 clients, 3 clicks each) end in one paid booking', async () => {
    // Signing up is set-up, one at a time (sign-ups racing each other are not what is tested here).
    const clients: TestClient[] = [];
    for (let i = 0; i < 10; i++) {
      const client = t.client();
      await client.signUp();
      clients.push(client);
    }
    const attempts = await Promise.all(
      clients.flatMap((client) =>
        [0, 1, 2].map(async () => ({ client, res: await startCheckout(client, '2026-09-11') })),
      ),
    );
    const opened = attempts.filter((a) => a.res.status === 200);
    for (const refused of attempts.filter((a) => a.res.status !== 200)) {
      expect(refused.res).toMatchObject({ status: 409, body: { code: 'CALENDAR_DAY_HELD' } });
    }
    // Every client that got a checkout pays for it, as fast as it can.
    await Promise.all(opened.map(async ({ client, res }) => pay(client, res.body)));
    await Promise.all(opened.map(async ({ client, res }) => confirm(client, res.body)));
    await gateway().drainWebhooks();
    expect(new Set(opened.map((a) => a.res.body.paymentIntentId)).size).toBe(1);
    const day = await bookingsOfDay('2026-09-11');
    expect(day.filter((b) => b.paid && !b.refunded)).toHaveLength(1);
  });

  it('two tabs confirm one payment while its webhook is on its way: both answer the booking, paid once', async () => {
    const client = t.client();
    await client.signUp();
    const setup = await startCheckout(client, '2026-09-14');
    expect(setup.status).toBe(200);
    // The simulated gateway sends its webhook as the card is paid; both confirmations race it.
    await pay(client, setup.body);
    const [first, second] = await Promise.all([confirm(client, setup.body), confirm(client, setup.body)]);
    await gateway().drainWebhooks();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.id).toBe(first.body.id);
    const day = await bookingsOfDay('2026-09-14');
    expect(day).toEqual([{ booking_id: first.body.id, paid: true, refunded: false }]);
    const { rows } = await t.pool.query<{ type: string; n: number }>(
      `SELECT type, count(*)::int AS n FROM es.events
        WHERE stream IN ($1, $2) AND type IN ('PaymentSucceeded', 'BookingPaid') GROUP BY type ORDER BY type`,
      [bookingStream(first.body.id), paymentStream(await paymentIdOf(first.body.id))],
    );
    expect(rows).toEqual([
      { type: 'BookingPaid', n: 1 },
      { type: 'PaymentSucceeded', n: 1 },
    ]);
  });

  it(`caps a client's checkouts in progress at 3`, async () => {
    const client = t.client();
    await client.signUp();
    for (const date of ['2026-10-01', '2026-10-02', '2026-10-03']) {
      expect((await startCheckout(client, date)).status).toBe(200);
    }
    const fourth = await startCheckout(client, '2026-10-04');
    expect(fourth).toMatchObject({ status: 429, body: { code: 'CHECKOUT_TOO_MANY_OPEN' } });
    // An open one can still be resumed.
    expect((await startCheckout(client, '2026-10-02')).status).toBe(200);
  });

  it('a payment for a day another booking took is refunded, and declining that booking frees the day once', async () => {
    const late = t.client();
    await late.signUp();
    const lateSetup = await startCheckout(late, '2026-09-12');
    expect(lateSetup.status).toBe(200);
    // The hold's timer does not run (workers down); the hold lapses while the card form is open.
    await t.pool.query(
      `DELETE FROM pgboss.job WHERE id IN (SELECT job_id::uuid FROM wk.timers WHERE key LIKE 'checkout-hold:%' AND data->>'date' = '2026-09-12')`,
    );
    await t.clock.setTime(t.clock.now() + 16 * 60_000);

    const first = t.client();
    await first.signUp();
    const firstSetup = await startCheckout(first, '2026-09-12');
    expect(firstSetup.status).toBe(200);
    await pay(first, firstSetup.body);
    const paid = await confirm(first, firstSetup.body);
    expect(paid.status).toBe(200);

    // Now the late client's card goes through: its booking cannot have the day, so it is refunded.
    expect((await pay(late, lateSetup.body)).body).toEqual({ status: 'succeeded' });
    const refused = await confirm(late, lateSetup.body);
    expect(refused).toMatchObject({ status: 409, body: { code: 'PAYMENT_REFUNDED_DAY_TAKEN' } });
    await gateway().drainWebhooks();
    await workUntil(async () => {
      const { rows } = await t.pool.query('SELECT amount FROM gw.refunds WHERE intent_id = $1', [
        lateSetup.body.paymentIntentId,
      ]);
      return rows.length === 1 && Number(rows[0].amount) === 54_000;
    }, 'the late payment refunded in full');
    let day = await bookingsOfDay('2026-09-12');
    expect(day.filter((b) => b.paid && !b.refunded).map((b) => b.booking_id)).toEqual([paid.body.id]);
    const lateBookings = await late.get<{ status: string; paymentStatus: string }[]>('/api/bookings');
    expect(lateBookings.body).toMatchObject([{ status: 'cancelled', paymentStatus: 'refunded' }]);

    // The provider declines the paid booking: the day is free again, for one new client.
    const declined = await provider.client.post(`/api/bookings/${paid.body.id}/decline`, {});
    expect(declined.status).toBe(200);
    const third = t.client();
    await third.signUp();
    const thirdSetup = await workUntil(async () => {
      const res = await startCheckout(third, '2026-09-12');
      return res.status === 200 ? res : null;
    }, 'the day free again after the decline');
    await pay(third, thirdSetup.body);
    expect((await confirm(third, thirdSetup.body)).status).toBe(200);
    await gateway().drainWebhooks();
    day = await bookingsOfDay('2026-09-12');
    expect(await liveBookingsOfServiceDay(t.pool, provider.serviceId, '2026-09-12')).toHaveLength(1);
    // The refunded payment went through escrow: captured and refunded, the ledger balances.
    await t.waitForReadModels();
    expect((await reconcileLedger(t.pool, t.platform.store)).problems).toEqual([]);
    const refunded = await findLedgerBooking(t.pool, day.find((b) => b.refunded)?.booking_id ?? '');
    expect({ captured: Number(refunded?.captured), refunded: Number(refunded?.refunded) }).toEqual({
      captured: 54_000,
      refunded: 54_000,
    });
  });
});
