import { z } from 'zod';
import type { Decider } from '../kernel/decider';
import { defineErrors } from '../kernel/errors';
import { defineEvents, type EventsOf } from '../kernel/events';
import { HOLD_DURATION_MS } from './decider';

/**
 * How many checkouts one client may have in progress at once (each holds its days for 15
 * minutes). A real client pays for one event at a time, perhaps compares two; three is generous
 * and stops one account from holding a provider's whole month (docs/decisions/checkout.md).
 */
export const MAX_OPEN_CHECKOUTS = 3;

export const openCheckoutsStream = (customerId: string): string => `checkouts-${customerId}`;

export const openCheckoutsEvents = defineEvents({
  /** A checkout of the client started (or was resumed): it holds its days until expiresAt. */
  CustomerCheckoutOpened: {
    schema: z.object({ customerId: z.string(), paymentId: z.string(), expiresAt: z.iso.datetime() }),
  },
  /** The checkout was paid or ended: it no longer counts. */
  CustomerCheckoutClosed: { schema: z.object({ customerId: z.string(), paymentId: z.string() }) },
});
export type OpenCheckoutsEvent = EventsOf<typeof openCheckoutsEvents>;

export const openCheckoutsErrors = defineErrors({
  CHECKOUT_TOO_MANY_OPEN: {
    status: 429,
    message: `You already have ${MAX_OPEN_CHECKOUTS} checkouts in progress. Please complete or leave one of them before starting another.`,
  },
});

export type OpenCheckoutsCommand =
  | { type: 'OpenCheckout'; customerId: string; paymentId: string }
  | { type: 'CloseCheckout'; customerId: string; paymentId: string };

/** Open checkouts by payment id, with when each one's hold ends. */
export interface OpenCheckoutsState {
  open: Record<string, string>;
}

/**
 * The checkouts one client has in progress (stream `checkouts-<customerId>`): the cross-stream
 * cap on how many days a client can hold at once. Checkout opens one before holding any day and
 * settlement closes it; one that is never closed stops counting when its 15 minutes end.
 */
export const openCheckoutsDecider: Decider<OpenCheckoutsCommand, OpenCheckoutsState, OpenCheckoutsEvent> = {
  initialState: { open: {} },

  decide(command, state, now) {
    const { customerId, paymentId } = command;
    if (command.type === 'CloseCheckout') {
      return state.open[paymentId]
        ? [{ type: 'CustomerCheckoutClosed', data: { customerId, paymentId } }]
        : [];
    }
    const live = Object.entries(state.open).filter(
      ([id, expiresAt]) => id !== paymentId && now.getTime() < Date.parse(expiresAt),
    );
    if (live.length >= MAX_OPEN_CHECKOUTS) return openCheckoutsErrors.error('CHECKOUT_TOO_MANY_OPEN');
    const expiresAt = new Date(now.getTime() + HOLD_DURATION_MS).toISOString();
    return [{ type: 'CustomerCheckoutOpened', data: { customerId, paymentId, expiresAt } }];
  },

  evolve(state, event) {
    const open = { ...state.open };
    if (event.type === 'CustomerCheckoutOpened') open[event.data.paymentId] = event.data.expiresAt;
    else delete open[event.data.paymentId];
    return { open };
  },
};
