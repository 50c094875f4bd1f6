import { CommandBus, type ReadScope } from '@esm/core/eventstore/command-bus';
import { InMemoryEventStore } from '@esm/core/eventstore/memory/in-memory-event-store';
import type { GatewayIntent, PaymentGateway } from '@esm/core/payment/gateway';
import type pg from 'pg';
import type { AppDeps } from '../../deps';
import { openCheckout } from '../open-checkout';
import { settlePayment } from '../settle-payment';

/**
 * The checkout use cases on an in-memory store, with a command bus that records every
 * read-your-writes wait instead of waiting: enough to see which commands run and what they wait for.
 */
export const checkoutClient = { kind: 'user', userId: 'u-client', roles: [] } as const;
const clock = { now: () => new Date('2026-06-01T12:00:00Z') };

/** The gateway's answer about the one payment these tests make (£540). */
export const gatewayIntent = (status: GatewayIntent['status']): GatewayIntent => ({
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

export interface RecordedWait {
  position: number;
  scope?: ReadScope;
}

export function checkoutPlatform(): { deps: AppDeps; store: InMemoryEventStore; waits: RecordedWait[] } {
  const store = new InMemoryEventStore();
  const waits: RecordedWait[] = [];
  const commands = new CommandBus(store, clock, async (position, scope) => {
    waits.push({ position, ...(scope ? { scope } : {}) });
    return true;
  });
  const gateway = {
    name: 'simulated',
    createPaymentIntent: async () => gatewayIntent('requires_payment_method'),
  };
  const deps: AppDeps = {
    store,
    commands,
    clock,
    gateway: gateway as unknown as PaymentGateway,
    pool: null as unknown as pg.Pool,
  };
  return { deps, store, waits };
}

/** The last position in the store (0 when empty). */
export async function headOf(store: InMemoryEventStore): Promise<number> {
  return (await store.readAll({ fromPosition: 0, batch: 10_000 })).at(-1)?.globalPosition ?? 0;
}

/** Opens a direct checkout of one day of the stage service (payment `pay-1`, booking `b1`). */
export function openDirectCheckout(deps: AppDeps) {
  return openCheckout(deps, {
    paymentId: 'pay-1',
    actor: checkoutClient,
    customerId: 'u-client',
    items: [
      {
        date: '2026-07-01',
        command: {
          type: 'CreateBooking',
          actor: checkoutClient,
          bookingId: 'b1',
          quoteId: null,
          serviceId: 'svc-stage',
          customerId: 'u-client',
          providerId: 'prov-1',
          providerUserId: 'u-provider',
          eventDate: '2026-06-30T23:00:00.000Z',
          duration: 8,
          quantity: 1,
          tableQuantity: null,
          chairQuantity: null,
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
}

/** Settles `pay-1` as the gateway reports it, as the confirm route or a webhook would. */
export function settleDirectCheckout(
  deps: AppDeps,
  status: GatewayIntent['status'],
  delivery: { gatewayEventId: string; correlationId: string },
) {
  return settlePayment(deps, { paymentId: 'pay-1', ...delivery, intent: gatewayIntent(status) });
}
