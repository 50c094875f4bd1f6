import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { loadState } from '@esm/core/eventstore/load-state';
import { describe, expect, it } from 'vitest';
import {
  checkoutPlatform,
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
