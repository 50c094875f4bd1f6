import {
  card,
  clientAtCheckout,
  type ProviderWithService,
  providerWithService,
} from '@esm/api/checkout/testing/checkout-fixtures';
import { MINUTE } from '@esm/core/kernel/clock';
import type { SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
import { findBooking } from '@esm/projections/bookings/queries';
import { bookingIdsOfPayment } from '@esm/projections/testing/read-models';
import { SWEEP_OPEN_PAYMENTS_FOR_MS, sweepUnsettledPayments } from '@esm/workers/bookings/settlement-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashCommandsWhen, startTestPlatform, type TestPlatform } from '../testing/test-platform';

/**
 * The process dies after the gateway took the card but before anything recorded it: the
 * gateway's webhook and the success page's confirmation both die with it, so the log has no
 * PaymentSucceeded and no settlement timer exists. The workers' start-up sweep asks the gateway
 * about every checkout still open and settles the charged ones, rather than leaving a charged
 * client with a booking "waiting for payment" until the 15-minute hold runs out.
 */
let t: TestPlatform;
let provider: ProviderWithService;
let crashing = false;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
  crashCommandsWhen(t, (type) =>
    crashing && type === 'RecordPaymentSucceeded'
      ? 'the process died before recording the payment'
      : undefined,
  );
}, 60_000);
afterAll(() => t?.stop());

async function count(type: string, paymentId: string) {
  const { rows } = await t.pool.query(
    `SELECT count(*)::int AS n FROM es.events WHERE type = $1 AND data->>'paymentId' = $2`,
    [type, paymentId],
  );
  return rows[0].n as number;
}

describe('a charge the crash kept out of the log', () => {
  it('is settled by the start-up sweep: the booking is paid', async () => {
    const { client, setup, quoteId } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-09-12T12:00:00.000Z',
    });
    const gateway = t.platform.context.gateway as unknown as SimulatedGateway;
    crashing = true;
    const charge = await client.post('/api/simulated-gateway/confirm', {
      clientSecret: setup.clientSecret,
      ...card('4242424242424242'),
    });
    expect(charge.status).toBe(200);
    await gateway.drainWebhooks();
    crashing = false;
    const intent = await gateway.retrievePaymentIntent(setup.paymentIntentId);
    expect(intent.status).toBe('succeeded');
    const paymentId = intent.metadata.paymentId!;
    expect(await count('PaymentSucceeded', paymentId)).toBe(0);
    const [bookingId] = await bookingIdsOfPayment(t.pool, paymentId);

    const swept = await sweepUnsettledPayments(t.platform.workers.deps);

    expect(swept).toContain(paymentId);
    expect(await count('PaymentSucceeded', paymentId)).toBe(1);
    await t.waitForReadModels();
    const booking = await findBooking(t.pool, bookingId!);
    expect({ status: booking?.status, payment_status: booking?.payment_status }).toEqual({
      status: 'provider_reviewing',
      payment_status: 'paid',
    });
    const mine = await client.get<Array<{ id: string; paymentStatus: string }>>(
      `/api/bookings?quoteId=${quoteId}`,
    );
    expect(mine.body.find((b) => b.id === bookingId)?.paymentStatus).toBe('paid');
  });

  it('leaves an open checkout whose card was not charged as it is', async () => {
    const { setup } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-09-13T12:00:00.000Z',
    });
    const gateway = t.platform.context.gateway as unknown as SimulatedGateway;
    const paymentId = (await gateway.retrievePaymentIntent(setup.paymentIntentId)).metadata.paymentId!;

    const swept = await sweepUnsettledPayments(t.platform.workers.deps);

    expect(swept).not.toContain(paymentId);
    expect(await count('PaymentSucceeded', paymentId)).toBe(0);
    expect(await count('PaymentFailed', paymentId)).toBe(0);
    const [bookingId] = await bookingIdsOfPayment(t.pool, paymentId);
    expect((await findBooking(t.pool, bookingId!))?.payment_status).toBe('pending');
  });

  it('reads only the events since the last sweep, and stops asking about a checkout opened over three days ago', async () => {
    const { setup } = await clientAtCheckout(t, provider.serviceId, {
      eventDate: '2026-09-14T12:00:00.000Z',
    });
    const gateway = t.platform.context.gateway as unknown as SimulatedGateway;
    const paymentId = (await gateway.retrievePaymentIntent(setup.paymentIntentId)).metadata.paymentId!;
    const { rows } = await t.pool.query<{ position: string }>('SELECT position FROM wk.settlement_sweep');
    const deps = t.platform.workers.deps;
    const readFrom: number[] = [];
    const store = Object.create(deps.store) as typeof deps.store;
    store.readAll = (options) => {
      readFrom.push(options?.fromPosition ?? 0);
      return deps.store.readAll(options);
    };

    await sweepUnsettledPayments({ ...deps, store });
    expect(readFrom[0]).toBe(Number(rows[0]!.position));
    const carried = async () =>
      (await t.pool.query<{ open: Record<string, string> }>('SELECT open FROM wk.settlement_sweep')).rows[0]!
        .open;
    expect(Object.keys(await carried())).toContain(paymentId);

    await t.clock.setTime(t.clock.now() + SWEEP_OPEN_PAYMENTS_FOR_MS + MINUTE);
    await sweepUnsettledPayments(deps);
    expect(Object.keys(await carried())).not.toContain(paymentId);
  });
});
