import {
  card,
  clientAtCheckout,
  fireTimer,
  type ProviderWithService,
  providerWithService,
} from '@esm/api/checkout/testing/checkout-fixtures';
import type { SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
import { findBooking } from '@esm/projections/bookings/queries';
import { findLedgerBooking } from '@esm/projections/ledger/queries';
import { reconcileGateway, reconcileLedger } from '@esm/projections/ledger/reconcile';
import { bookingIdsOfPayment } from '@esm/projections/testing/read-models';
import { sweepUnsettledPayments } from '@esm/workers/bookings/settlement-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashCommandsWhen, startTestPlatform, type TestPlatform } from '../testing/test-platform';

/**
 * A crash in the middle of settlement (after the day was booked, before the booking was marked
 * paid) must not leave a charged client with a pending booking: the settlement timer, or the sweep
 * at start-up, finishes it; until then the gateway reconciliation shows the gap.
 */
let t: TestPlatform;
let provider: ProviderWithService;
let crashing = false;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
  // The process dies right after the calendar append: the booking append never happens.
  crashCommandsWhen(t, (type) =>
    crashing && type === 'MarkBookingPaid' ? 'crash between the calendar and the booking append' : undefined,
  );
}, 60_000);
afterAll(() => t?.stop());

async function count(type: string, paymentOrBooking: string) {
  const { rows } = await t.pool.query(
    `SELECT count(*)::int AS n FROM es.events WHERE type = $1 AND (data->>'paymentId' = $2 OR data->>'bookingId' = $2)`,
    [type, paymentOrBooking],
  );
  return rows[0].n as number;
}

/** A client pays at checkout while settlement crashes every time it runs. */
async function paidDuringCrash(eventDate: string) {
  const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId, { eventDate });
  crashing = true;
  const gateway = t.platform.context.gateway as unknown as SimulatedGateway;
  await client.post('/api/simulated-gateway/confirm', {
    clientSecret: setup.clientSecret,
    ...card('4242424242424242'),
  });
  const confirm = await client.post('/api/bookings/confirm', {
    paymentIntentId: setup.paymentIntentId,
    quoteId,
  });
  expect(confirm.status).toBe(500);
  await gateway.drainWebhooks();
  const intent = await gateway.retrievePaymentIntent(setup.paymentIntentId);
  const paymentId = intent.metadata.paymentId!;
  const [bookingId] = await bookingIdsOfPayment(t.pool, paymentId);
  if (!bookingId) throw new Error(`no booking of payment ${paymentId}`);
  expect(await count('PaymentSucceeded', paymentId)).toBe(1);
  expect(await count('CalendarDayBooked', bookingId)).toBe(1);
  expect(await count('BookingPaid', bookingId)).toBe(0);
  await t.waitForReadModels();
  // The gateway took the money, the ledger has none of it: reconciliation says so.
  const before = await reconcileGateway(t.pool);
  expect(before.problems).toContainEqual({
    bookingId: null,
    problem: `payment ${paymentId}: the gateway captured 675.00 but the ledger received 0.00`,
  });
  crashing = false;
  return { paymentId, bookingId };
}

async function paidWithLedger(bookingId: string) {
  return Number((await findLedgerBooking(t.pool, bookingId))?.captured) === 67_500;
}

async function settledAndBalanced(paymentId: string, bookingId: string) {
  expect(await count('BookingPaid', bookingId)).toBe(1);
  const booking = await findBooking(t.pool, bookingId);
  expect({ status: booking?.status, payment_status: booking?.payment_status }).toEqual({
    status: 'provider_reviewing',
    payment_status: 'paid',
  });
  await t.waitForReadModels();
  expect((await reconcileLedger(t.pool, t.platform.store)).problems).toEqual([]);
  const after = await reconcileGateway(t.pool);
  expect(after.problems.filter(({ problem }) => problem.includes(paymentId))).toEqual([]);
}

describe('a crash during settlement', () => {
  it('is finished by the settlement timer: the booking becomes paid, with its ledger lines', async () => {
    const { paymentId, bookingId } = await paidDuringCrash('2026-08-20T12:00:00.000Z');
    await fireTimer(t, `checkout-settlement:${paymentId}`, () => paidWithLedger(bookingId));
    await settledAndBalanced(paymentId, bookingId);
  });

  it('is finished by the hold timer too, which booking the day no longer cancels', async () => {
    const { paymentId, bookingId } = await paidDuringCrash('2026-08-22T12:00:00.000Z');
    await t.pool.query("UPDATE wk.timers SET state = 'cancelled' WHERE key = $1", [
      `checkout-settlement:${paymentId}`,
    ]);
    await t.pool.query(`DELETE FROM pgboss.job WHERE data->>'timerKey' = $1`, [
      `checkout-settlement:${paymentId}`,
    ]);
    await fireTimer(t, `checkout-hold:${paymentId}:${provider.serviceId}:2026-08-22`, () =>
      paidWithLedger(bookingId),
    );
    await settledAndBalanced(paymentId, bookingId);
  });

  it('is finished by the sweep when no timer is left (e.g. a payment from before timers existed)', async () => {
    const { paymentId, bookingId } = await paidDuringCrash('2026-08-21T12:00:00.000Z');
    await t.pool.query(
      `UPDATE wk.timers SET state = 'cancelled' WHERE key = $1 OR (key LIKE 'checkout-hold:' || $2 || '%')`,
      [`checkout-settlement:${paymentId}`, paymentId],
    );
    await t.pool.query(`DELETE FROM pgboss.job WHERE data->>'timerKey' = $1 OR data->>'holdId' = $2`, [
      `checkout-settlement:${paymentId}`,
      paymentId,
    ]);
    const swept = await sweepUnsettledPayments(t.platform.workers.deps);
    expect(swept).toContain(paymentId);
    await fireTimer(t, `escrow-hold:${bookingId}`, () => paidWithLedger(bookingId));
    await settledAndBalanced(paymentId, bookingId);
  });
});
