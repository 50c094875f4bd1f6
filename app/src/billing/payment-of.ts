import { eventsOf } from '@esm/core/event-catalogue';
import { loadState } from '@esm/core/eventstore/load-state';
import type { EventStore } from '@esm/core/eventstore/port';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentEvents, paymentStream } from '@esm/core/payment/events';

/** The gateway intent a platform payment was taken with: the card a renewal charges again. */
export async function gatewayIntentOfPayment(store: EventStore, paymentId: string): Promise<string | null> {
  const events = eventsOf(paymentEvents, await store.readStream(paymentStream(paymentId)));
  const created = events.find((e) => e.type === 'PaymentIntentCreated');
  return created?.type === 'PaymentIntentCreated' ? created.data.gatewayIntentId : null;
}

/** A payment's purpose and whether it has succeeded, from its own stream. */
export async function paymentOf(store: EventStore, paymentId: string) {
  return loadState(store, paymentStream(paymentId), paymentDecider);
}
