import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { loadState } from '@esm/core/eventstore/load-state';
import type { InMemoryEventStore } from '@esm/core/eventstore/memory/in-memory-event-store';
import { paymentStream } from '@esm/core/payment/events';
import { describe, expect, it } from 'vitest';
import { checkoutOfPayment } from './checkout-of-payment';
import { settlePayment } from './settle-payment';
import {
  checkoutPlatform,
  gatewayIntent,
  headOf,
  openDirectCheckout,
  settleDirectCheckout,
} from './testing/checkout-fixture';

/** A direct checkout of one service day, opened through the real use case on an in-memory store. */
async function openedCheckout() {
  const { deps, store, waits } = checkoutPlatform();
  await openDirectCheckout(deps);
  waits.length = 0;
  const waitedPositions = () => waits.map((w) => w.position);
  return { deps, store, waitedPositions };
}

describe('settlePayment: the read models are waited for once, for the whole settlement', () => {
  it('pays the booking with four commands and one bounded wait, for the last of their events', async () => {
    const { deps, store, waitedPositions } = await openedCheckout();
    const before = await headOf(store);
    const outcome = await settleDirectCheckout(deps, 'succeeded', {
      gatewayEventId: 'evt_1',
      correlationId: 'c-confirm',
    });
    expect(outcome).toBe('succeeded');
    const booking = await loadState(store, bookingStream('b1'), bookingDecider);
    expect(booking.exists && booking.paid).toBe(true);
    const after = await headOf(store);
    expect(after - before).toBeGreaterThanOrEqual(4);
    // One wait at the end; a wait per command made a confirmation take up to four times the bound.
    expect(waitedPositions()).toEqual([after]);

    // Settling again (the webhook after confirm) appends nothing and waits for nothing.
    await settleDirectCheckout(deps, 'succeeded', { gatewayEventId: 'evt_1', correlationId: 'c-webhook' });
    expect(await headOf(store)).toBe(after);
    expect(waitedPositions()).toEqual([after]);
  });

  it('ends an unpaid checkout with one wait too', async () => {
    const { deps, store, waitedPositions } = await openedCheckout();
    const outcome = await settleDirectCheckout(deps, 'canceled', {
      gatewayEventId: 'evt_2',
      correlationId: 'c-timer',
    });
    expect(outcome).toBe('failed');
    const booking = await loadState(store, bookingStream('b1'), bookingDecider);
    expect(booking.exists && booking.status).toBe('cancelled');
    expect(waitedPositions()).toEqual([await headOf(store)]);
  });
});

/** Every stream the store is asked for from now on, in order. */
function streamReads(store: InMemoryEventStore): string[] {
  const reads: string[] = [];
  const readStream = store.readStream.bind(store);
  store.readStream = (stream, options) => {
    reads.push(stream);
    return readStream(stream, options);
  };
  return reads;
}

describe('settlePayment: a checkout the caller has read is not read again', () => {
  it('settles from the checkout handed over, reading the payment and booking only for its commands', async () => {
    const { deps, store } = await openedCheckout();
    const checkout = await checkoutOfPayment(store, 'pay-1');
    const reads = streamReads(store);
    const outcome = await settlePayment(deps, {
      paymentId: 'pay-1',
      gatewayEventId: 'confirm:pi_1',
      correlationId: 'c-confirm',
      intent: gatewayIntent('succeeded'),
      checkout: checkout!,
    });
    expect(outcome).toBe('succeeded');
    // Once for the payment's command; for the booking, once for its state and once for its command.
    expect(reads.filter((s) => s === paymentStream('pay-1'))).toHaveLength(1);
    expect(reads.filter((s) => s === bookingStream('b1'))).toHaveLength(2);
    const booking = await loadState(store, bookingStream('b1'), bookingDecider);
    expect(booking.exists && booking.paid).toBe(true);
  });

  it('reads the checkout itself when none is handed over', async () => {
    const { deps, store } = await openedCheckout();
    const reads = streamReads(store);
    await settleDirectCheckout(deps, 'succeeded', { gatewayEventId: 'evt_1', correlationId: 'c-webhook' });
    expect(reads.filter((s) => s === paymentStream('pay-1'))).toHaveLength(2);
  });

  it('refuses a checkout of another payment: a caller mixing them up is a bug, not a settlement', async () => {
    const { deps, store } = await openedCheckout();
    const checkout = await checkoutOfPayment(store, 'pay-1');
    const before = await headOf(store);
    await expect(
      settlePayment(deps, {
        paymentId: 'pay-2',
        gatewayEventId: 'confirm:pi_2',
        correlationId: 'c-confirm',
        intent: gatewayIntent('succeeded'),
        checkout: checkout!,
      }),
    ).rejects.toThrow(/pay-1/);
    expect(await headOf(store)).toBe(before);
  });
});
