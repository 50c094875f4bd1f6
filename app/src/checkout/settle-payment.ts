import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream, type UnbookedRefundReason } from '@esm/core/booking/events';
import { calendarStream } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { openCheckoutsDecider, openCheckoutsStream } from '@esm/core/calendar/open-checkouts';
import { type CommandBus, type CommandRequest, Writes } from '@esm/core/eventstore/command-bus';
import { loadState } from '@esm/core/eventstore/load-state';
import type { EventStore } from '@esm/core/eventstore/port';
import { systemActor } from '@esm/core/kernel/actor';
import type { DomainEvent } from '@esm/core/kernel/decider';
import { isDomainError } from '@esm/core/kernel/errors';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import type { GatewayIntent, PaymentGateway } from '@esm/core/payment/gateway';
import { quoteDecider } from '@esm/core/quote/decider';
import { quoteStream } from '@esm/core/quote/events';
import { type Checkout, checkoutOfPayment } from './checkout-of-payment';

export interface SettlementDeps {
  store: EventStore;
  commands: CommandBus;
  gateway: PaymentGateway;
  log?: (message: string, error?: unknown) => void;
}

export type SettlementOutcome = 'succeeded' | 'failed' | 'open' | 'unknown';

const actor = systemActor('worker:checkout');

/** The intent's own words for why it ended without a payment. */
export const CHECKOUT_EXPIRED_REASON = 'The 15-minute checkout hold ended before the payment was completed.';

/**
 * Brings a checkout in line with what the gateway says is true now. Called by
 * POST /api/bookings/confirm, by every payment webhook and by the hold's timer, in any order and
 * any number of times: each step is an idempotent command, so the bookings are paid exactly once.
 * - succeeded: the payment is recorded, each booking's day is booked and the booking marked paid
 *   (it then awaits the provider's answer for 24 hours);
 * - canceled: the checkout ended unpaid, so the bookings are abandoned, the days and the quote freed;
 * - anything else (a declined card leaves the intent open for another card): nothing changes.
 */
export async function settlePayment(
  deps: SettlementDeps,
  input: {
    paymentId: string;
    gatewayEventId: string;
    correlationId: string;
    intent?: GatewayIntent;
    /**
     * The payment's checkout as the caller already read it (checkoutOfPayment). It is made of the
     * first event of each stream, which never changes, so reading it again could only cost round
     * trips: the confirm route reads it to check whose payment it is, then settles.
     */
    checkout?: Checkout;
  },
): Promise<SettlementOutcome> {
  const checkout = input.checkout ?? (await checkoutOfPayment(deps.store, input.paymentId));
  if (!checkout) return 'unknown';
  if (checkout.payment.paymentId !== input.paymentId) {
    throw new Error(`settlePayment: the checkout given is payment ${checkout.payment.paymentId}'s`);
  }
  const intent = input.intent ?? (await deps.gateway.retrievePaymentIntent(checkout.payment.gatewayIntentId));
  if (intent.status === 'succeeded') {
    await recordSuccess(deps, checkout, intent, input);
    return 'succeeded';
  }
  if (intent.status === 'canceled') {
    await recordEnded(deps, checkout, input, intent.lastError ?? CHECKOUT_EXPIRED_REASON);
    return 'failed';
  }
  return 'open';
}

async function recordSuccess(
  deps: SettlementDeps,
  checkout: Checkout,
  intent: GatewayIntent,
  input: { gatewayEventId: string; correlationId: string },
) {
  const { paymentId } = checkout.payment;
  const { run, done } = settlementRun(deps, input.correlationId);
  await run({
    stream: paymentStream(paymentId),
    decider: paymentDecider,
    command: {
      type: 'RecordPaymentSucceeded',
      actor,
      paymentId,
      gatewayEventId: input.gatewayEventId,
      gatewayChargeId: intent.chargeId ?? intent.intentId,
    },
  });
  for (const { booking, date } of checkout.bookings) {
    // Already paid (this settlement ran before): its day was booked then, and may since have been
    // freed by a decline or cancellation. A late webhook (charge.refunded, a repeated
    // payment_intent.succeeded) or confirm must not book that day again.
    const state = await loadState(deps.store, bookingStream(booking.bookingId), bookingDecider);
    if (state.exists && state.paid) continue;
    const refund = (reason: UnbookedRefundReason) =>
      run({
        stream: bookingStream(booking.bookingId),
        decider: bookingDecider,
        command: { type: 'RefundUnbookedPayment', actor, bookingId: booking.bookingId, paymentId, reason },
      });
    // The checkout ended (or the client cancelled) before the money arrived: it goes back.
    if (state.exists && state.status !== 'pending') {
      await refund('checkout_ended');
      continue;
    }
    try {
      await run({
        stream: calendarStream(booking.serviceId, date),
        decider: calendarDecider,
        command: {
          type: 'BookDay',
          serviceId: booking.serviceId,
          date,
          bookingId: booking.bookingId,
          customerId: booking.customerId,
        },
      });
    } catch (error) {
      // The hold lapsed and someone else's booking took the day before this payment settled (or
      // the provider blocked it): a booking without its day is never paid, the client is refunded.
      if (!isDomainError(error)) throw error;
      deps.log?.(`checkout ${paymentId}: day ${date} of ${booking.serviceId} could not be booked`, error);
      await refund('day_unavailable');
      continue;
    }
    await run({
      stream: bookingStream(booking.bookingId),
      decider: bookingDecider,
      command: { type: 'MarkBookingPaid', actor, bookingId: booking.bookingId, paymentId },
    });
  }
  await closeOpenCheckout(run, checkout);
  await done();
}

type Run = <C, S, E extends DomainEvent>(
  request: Omit<CommandRequest<C, S, E>, 'actor' | 'correlationId' | 'readYourWrites'>,
) => Promise<unknown>;

/**
 * The settlement's commands, each appended without waiting for the read models; `done` then waits
 * once (bounded) for the last of them. Between its commands the settlement reads only event
 * streams, and the caller needs the read models to show the outcome as a whole: a wait after each
 * command made a confirmation wait up to four times the bound when the read models lag.
 */
function settlementRun(deps: SettlementDeps, correlationId: string): { run: Run; done: () => Promise<void> } {
  const writes = new Writes();
  return {
    run: async (request) => {
      const result = await deps.commands.run({ ...request, actor, correlationId, readYourWrites: false });
      writes.add(result.events);
      return result;
    },
    // Only the read models the settlement's events change can show its outcome.
    done: async () => {
      await deps.commands.waitForWrites(writes);
    },
  };
}

/** The checkout no longer counts among the client's checkouts in progress. */
async function closeOpenCheckout(run: Run, checkout: Checkout) {
  const { customerId, paymentId } = checkout.payment;
  await run({
    stream: openCheckoutsStream(customerId),
    decider: openCheckoutsDecider,
    command: { type: 'CloseCheckout', customerId, paymentId },
  });
}

async function recordEnded(
  deps: SettlementDeps,
  checkout: Checkout,
  input: { gatewayEventId: string; correlationId: string },
  reason: string,
) {
  const { paymentId, purpose } = checkout.payment;
  const { run, done } = settlementRun(deps, input.correlationId);
  await run({
    stream: paymentStream(paymentId),
    decider: paymentDecider,
    command: { type: 'RecordPaymentFailed', actor, paymentId, gatewayEventId: input.gatewayEventId, reason },
  });
  for (const { booking, date } of checkout.bookings) {
    await run({
      stream: bookingStream(booking.bookingId),
      decider: bookingDecider,
      command: { type: 'AbandonCheckout', actor, bookingId: booking.bookingId },
    });
    await run({
      stream: calendarStream(booking.serviceId, date),
      decider: calendarDecider,
      command: {
        type: 'ReleaseHold',
        serviceId: booking.serviceId,
        date,
        holdId: paymentId,
        reason: 'customer_left',
      },
    });
  }
  if (purpose.kind === 'booking' && purpose.quoteId) {
    await run({
      stream: quoteStream(purpose.quoteId),
      decider: quoteDecider,
      command: { type: 'ReleaseQuoteBooking', actor, quoteId: purpose.quoteId, paymentId },
    });
  }
  await closeOpenCheckout(run, checkout);
  await done();
}
