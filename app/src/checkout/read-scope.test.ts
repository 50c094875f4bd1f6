import type { ReadScope } from '@esm/core/eventstore/command-bus';
import { CommandBus } from '@esm/core/eventstore/command-bus';
import { InMemoryEventStore } from '@esm/core/eventstore/memory/in-memory-event-store';
import type { GatewayIntent, PaymentGateway } from '@esm/core/payment/gateway';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { openCheckout } from './open-checkout';
import { settlePayment } from './settle-payment';

const client = { kind: 'user', userId: 'u-client', roles: [] } as const;
const clock = { now: () => new Date('2026-06-01T12:00:00Z') };

const intent = (status: GatewayIntent['status']): GatewayIntent => ({
  intentId: 'pi_1',
  clientSecret: 'pi_1_secret',
  status,
  amount: 54000,
  amountReceived: status === 'succeeded' ? 54000 : 0,
  currency: 'gbp',
  metadata: {},
  lastError: null,
  chargeId: status === 'succeeded' ? 'ch_1' : null,
});

function platform() {
  const store = new InMemoryEventStore();
  const waits: Array<{ position: number; scope?: ReadScope }> = [];
  const commands = new CommandBus(store, clock, async (position, scope) => {
    waits.push({ position, ...(scope ? { scope } : {}) });
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
  /** The events appended since `after`: their last position and their types. */
  const appended = async (after: number) => {
    const events = await store.readAll({ fromPosition: after, batch: 10_000 });
    return { last: events.at(-1)?.globalPosition ?? after, types: new Set(events.map((e) => e.type)) };
  };
  return { deps, waits, appended };
}

const open = (deps: AppDeps) =>
  openCheckout(deps, {
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
          money: {
            totalAmount: 54000,
            platformFee: 9000,
            vatAmount: 9000,
            providerAmount: 36000,
            depositAmount: 9000,
          },
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

// The wait is scoped to event types: a type left out would let the step answer before the read
// models that handle it (the pages read next: the booking, the held day) show the write.
describe('checkout steps wait once, for the read models every event they appended changes', () => {
  it('opening a checkout waits for its holds, count, payment and bookings together', async () => {
    const { deps, waits, appended } = platform();
    await open(deps);
    const { last, types } = await appended(0);
    expect(types).toContain('BookingCreated');
    expect(types).toContain('CalendarDayHeld');
    expect(types).toContain('PaymentIntentCreated');
    expect(waits).toHaveLength(1);
    expect(waits[0]!.position).toBe(last);
    expect(new Set(waits[0]!.scope?.eventTypes)).toEqual(types);
  });

  it('settling the payment waits for everything the settlement appended', async () => {
    const { deps, waits, appended } = platform();
    await open(deps);
    const before = (await appended(0)).last;
    waits.length = 0;
    const outcome = await settlePayment(deps, {
      paymentId: 'pay-1',
      gatewayEventId: 'evt_1',
      correlationId: 'c-confirm',
      intent: intent('succeeded'),
    });
    expect(outcome).toBe('succeeded');
    const { last, types } = await appended(before);
    expect(types).toContain('BookingPaid');
    expect(waits).toHaveLength(1);
    expect(waits[0]!.position).toBe(last);
    expect(new Set(waits[0]!.scope?.eventTypes)).toEqual(types);
  });
});
