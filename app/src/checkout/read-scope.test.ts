import { describe, expect, it } from 'vitest';
import { checkoutPlatform, openDirectCheckout, settleDirectCheckout } from './testing/checkout-fixture';

function platform() {
  const { deps, store, waits } = checkoutPlatform();
  /** The events appended since `after`: their last position and their types. */
  const appended = async (after: number) => {
    const events = await store.readAll({ fromPosition: after, batch: 10_000 });
    return { last: events.at(-1)?.globalPosition ?? after, types: new Set(events.map((e) => e.type)) };
  };
  return { deps, waits, appended };
}

// The wait is scoped to event types: a type left out would let the step answer before the read
// models that handle it (the pages read next: the booking, the held day) show the write.
describe('checkout steps wait once, for the read models every event they appended changes', () => {
  it('opening a checkout waits for its holds, count, payment and bookings together', async () => {
    const { deps, waits, appended } = platform();
    await openDirectCheckout(deps);
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
    await openDirectCheckout(deps);
    const before = (await appended(0)).last;
    waits.length = 0;
    const outcome = await settleDirectCheckout(deps, 'succeeded', {
      gatewayEventId: 'evt_1',
      correlationId: 'c-confirm',
    });
    expect(outcome).toBe('succeeded');
    const { last, types } = await appended(before);
    expect(types).toContain('BookingPaid');
    expect(waits).toHaveLength(1);
    expect(waits[0]!.position).toBe(last);
    expect(new Set(waits[0]!.scope?.eventTypes)).toEqual(types);
  });
});
