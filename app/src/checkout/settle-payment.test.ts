import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { CommandBus } from '@esm/core/eventstore/command-bus';
import { loadState } from '@esm/core/eventstore/load-state';
import { InMemoryEventStore } from '@esm/core/eventstore/memory/in-memory-event-store';
import type { GatewayIntent, PaymentGateway } from '@esm/core/payment/gateway';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { openCheckout } from './open-checkout';
import { settlePayment } from './settle-payment';

const client = { kind: 'user', userId: 'u-client', roles: [] } as const;
const clock = { now: () => new Date('2026-06-01T12:00:00Z') };
const money = {
  totalAmount: 54000,
  platformFee: 9000,
  vatAmount: 9000,
  providerAmount: 36000,
  depositAmount: 9000,
};

const intent = (status: GatewayIntent['status']): GatewayIntent => ({
  intentId: 'pi_1',
  clientSecret: 'pi_1_secret',
  status,
  amount: 54000,
  amountReceived: status === 'succeeded' ? 54000 : 0,
  currency: 'gbp',
  metadata: {},
  lastError: status === 'canceled' ? 'The hold ended.' : null,
  chargeId: status === 'succeeded' ? 'ch_1' : null,
});

/** A direct checkout of one service day, opened through the real use case on an in-memory store. */
async function openedCheckout() {
  const store = new InMemoryEventStore();
  const waits: number[] = [];
  const commands = new CommandBus(store, clock, async (position) => {
    waits.push(position);
    return true;
  });
  const gateway = { name: 'simulated', createPaymentIntent: async () => intent('requires_payment_method') };
  const deps: AppDeps = {
    store,
    commands,
    clock,
    gateway: gateway as unknown as PaymentGateway,
    pool: null as unknown as pg.Pool,
  };
  await openCheckout(deps, {
    paymentId: 'pay-1',
    actor: client,
    customerId: 'u-client',
    items: [
      {
        date: '2026-07-01',
        command: {
          type: 'CreateBooking',
          actor: client,
          bookingId: 'b1',
          quoteId: null,
          serviceId: 'svc-stage',
          customerId: 'u-client',
          providerId: 'prov-1',
          providerUserId: 'u-provider',
          eventDate: '2026-06-30T23:00:00.000Z',
          duration: 8,
          money,
          plan: 'basic',
          paymentId: 'pay-1',
          notes: null,
          specialRequests: null,
        },
      },
    ],
    amount: 54000,
    description: 'Festival Stage',
    metadata: {},
    quoteId: null,
    serviceId: 'svc-stage',
    correlationId: 'c-open',
    sameThing: () => false,
  });
  waits.length = 0;
  return { store, commands, gateway: gateway as unknown as PaymentGateway, waits };
}

const head = async (store: InMemoryEventStore) =>
  (await store.readAll({ fromPosition: 0, batch: 10_000 })).at(-1)?.globalPosition ?? 0;

describe('settlePayment: the read models are waited for once, for the whole settlement', () => {
  it('pays the booking with four commands and one bounded wait, for the last of their events', async () => {
    const { store, commands, gateway, waits } = await openedCheckout();
    const before = await head(store);
    const outcome = await settlePayment(
      { store, commands, gateway },
      {
        paymentId: 'pay-1',
        gatewayEventId: 'evt_1',
        correlationId: 'c-confirm',
        intent: intent('succeeded'),
      },
    );
    expect(outcome).toBe('succeeded');
    const booking = await loadState(store, bookingStream('b1'), bookingDecider);
    expect(booking.exists && booking.paid).toBe(true);
    const after = await head(store);
    expect(after - before).toBeGreaterThanOrEqual(4);
    // One wait at the end; a wait per command made a confirmation take up to four times the bound.
    expect(waits).toEqual([after]);

    // Settling again (the webhook after confirm) appends nothing and waits for nothing.
    await settlePayment(
      { store, commands, gateway },
      {
        paymentId: 'pay-1',
        gatewayEventId: 'evt_1',
        correlationId: 'c-webhook',
        intent: intent('succeeded'),
      },
    );
    expect(await head(store)).toBe(after);
    expect(waits).toEqual([after]);
  });

  it('ends an unpaid checkout with one wait too', async () => {
    const { store, commands, gateway, waits } = await openedCheckout();
    const outcome = await settlePayment(
      { store, commands, gateway },
      { paymentId: 'pay-1', gatewayEventId: 'evt_2', correlationId: 'c-timer', intent: intent('canceled') },
    );
    expect(outcome).toBe('failed');
    const booking = await loadState(store, bookingStream('b1'), bookingDecider);
    expect(booking.exists && booking.status).toBe('cancelled');
    expect(waits).toEqual([await head(store)]);
  });
});
