import type { BookingCommand } from '@esm/core/booking/decider';
import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { calendarStream } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { calendarErrors } from '@esm/core/calendar/errors';
import { openCheckoutsDecider, openCheckoutsStream } from '@esm/core/calendar/open-checkouts';
import { loadState } from '@esm/core/eventstore/load-state';
import type { CommandActor } from '@esm/core/kernel/actor';
import { isDomainError } from '@esm/core/kernel/errors';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import type { GatewayIntent, PaymentGateway } from '@esm/core/payment/gateway';
import type { AppDeps } from '../deps';
import { type Checkout, checkoutOfPayment } from './checkout-of-payment';

export type CreateBookingCommand = Extract<BookingCommand, { type: 'CreateBooking' }>;

export interface CheckoutItem {
  command: CreateBookingCommand;
  /** London calendar day the booking takes. */
  date: string;
}

export interface CheckoutSetup {
  intent: GatewayIntent;
  amount: number;
  holdExpiresAt: string;
}

const hold = (item: CheckoutItem, holdId: string) => ({
  type: 'HoldDay' as const,
  serviceId: item.command.serviceId,
  date: item.date,
  holdId,
  customerId: item.command.customerId,
});

/**
 * Holds every day of the checkout for 15 minutes under the payment's id; the
 * calendar decider refuses a day someone else holds or booked. All or nothing: a refused day
 * releases the ones already held. Answers when the holds end.
 */
export async function holdDays(
  ctx: AppDeps,
  items: readonly CheckoutItem[],
  holdId: string,
  actor: CommandActor,
  correlationId: string,
): Promise<string> {
  const held: CheckoutItem[] = [];
  let expiresAt = '';
  try {
    for (const item of items) {
      const result = await ctx.commands.run({
        stream: calendarStream(item.command.serviceId, item.date),
        decider: calendarDecider,
        command: hold(item, holdId),
        actor,
        correlationId,
        readYourWrites: false,
      });
      held.push(item);
      expiresAt = result.state.hold?.expiresAt ?? expiresAt;
    }
  } catch (error) {
    await releaseHolds(ctx, held, holdId, actor, correlationId);
    throw error;
  }
  return expiresAt;
}

export async function releaseHolds(
  ctx: AppDeps,
  items: readonly CheckoutItem[],
  holdId: string,
  actor: CommandActor,
  correlationId: string,
): Promise<void> {
  for (const item of items) {
    await ctx.commands.run({
      stream: calendarStream(item.command.serviceId, item.date),
      decider: calendarDecider,
      command: {
        type: 'ReleaseHold',
        serviceId: item.command.serviceId,
        date: item.date,
        holdId,
        reason: 'customer_left',
      },
      actor,
      correlationId,
      readYourWrites: false,
    });
  }
}

/** Intent states in which the client can still pay: the checkout can be resumed. */
export const OPEN_INTENT = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** Counts the checkout among the client's checkouts in progress (refused beyond the cap). */
async function countOpenCheckout(
  ctx: AppDeps,
  customerId: string,
  paymentId: string,
  actor: CommandActor,
  correlationId: string,
): Promise<void> {
  await ctx.commands.run({
    stream: openCheckoutsStream(customerId),
    decider: openCheckoutsDecider,
    command: { type: 'OpenCheckout', customerId, paymentId },
    actor,
    correlationId,
    readYourWrites: false,
  });
}

async function uncountOpenCheckout(
  ctx: AppDeps,
  customerId: string,
  paymentId: string,
  actor: CommandActor,
  correlationId: string,
): Promise<void> {
  await ctx.commands.run({
    stream: openCheckoutsStream(customerId),
    decider: openCheckoutsDecider,
    command: { type: 'CloseCheckout', customerId, paymentId },
    actor,
    correlationId,
    readYourWrites: false,
  });
}

/**
 * Resumes a checkout whose intent is still open: the same intent and bookings, its days held for a
 * fresh 15 minutes under the same hold id. Null when the intent can no longer be paid.
 */
export async function resumeCheckout(
  ctx: AppDeps,
  checkout: Checkout,
  actor: CommandActor,
  correlationId: string,
): Promise<CheckoutSetup | null> {
  const intent = await ctx.gateway.retrievePaymentIntent(checkout.payment.gatewayIntentId);
  if (!OPEN_INTENT.has(intent.status)) return null;
  const items: CheckoutItem[] = checkout.bookings.map(({ booking, date }) => ({
    command: { serviceId: booking.serviceId, customerId: booking.customerId } as CreateBookingCommand,
    date,
  }));
  const { paymentId, customerId } = checkout.payment;
  const holdExpiresAt = await holdDays(ctx, items, paymentId, actor, correlationId);
  await countOpenCheckout(ctx, customerId, paymentId, actor, correlationId);
  return { intent, amount: checkout.payment.amount, holdExpiresAt };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The id of another live checkout of the client that holds one of these days, if any. */
async function otherHoldOf(
  ctx: AppDeps,
  input: { items: readonly CheckoutItem[]; customerId: string; paymentId: string },
): Promise<string | null> {
  const now = ctx.clock.now().getTime();
  for (const item of input.items) {
    const stream = calendarStream(item.command.serviceId, item.date);
    const { hold } = await loadState(ctx.store, stream, calendarDecider);
    if (
      hold &&
      hold.customerId === input.customerId &&
      hold.holdId !== input.paymentId &&
      Date.parse(hold.expiresAt) > now
    )
      return hold.holdId;
  }
  return null;
}

/**
 * The client already holds the day under another checkout (a double click, a second tab): that
 * checkout is answered again, once it is fully set up (the other request may still be writing
 * it; bounded wait). `sameThing` says whether it pays for what this request asks for; if not,
 * or if it can no longer be paid, the calendar's refusal stands.
 */
export async function resumeHeldCheckout(
  ctx: AppDeps,
  input: { items: readonly CheckoutItem[]; customerId: string; paymentId: string },
  sameThing: (checkout: Checkout) => boolean,
  actor: CommandActor,
  correlationId: string,
): Promise<CheckoutSetup | null> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const holdId = await otherHoldOf(ctx, input);
    if (!holdId) return null;
    const checkout = await checkoutOfPayment(ctx.store, holdId);
    const complete =
      checkout?.payment.purpose.kind === 'booking' &&
      checkout.bookings.length === checkout.payment.purpose.bookingIds.length;
    if (checkout && complete) {
      if (!sameThing(checkout)) throw calendarErrors.error('CALENDAR_DAY_HELD_BY_YOU');
      const resumed = await resumeCheckout(ctx, checkout, actor, correlationId);
      if (!resumed) throw calendarErrors.error('CALENDAR_DAY_HELD_BY_YOU');
      return resumed;
    }
    await pause(50);
  }
  throw calendarErrors.error('CALENDAR_DAY_HELD_BY_YOU');
}

/**
 * A new checkout: check every booking first (nothing is written for a refused one), hold the
 * days, count it among the client's checkouts in progress (at most MAX_OPEN_CHECKOUTS), then
 * `beforeBookings` (the quote is marked booked), the gateway intent and the payment, and finally
 * the pending bookings. Until the payment settles they are "pending". When the client already
 * holds a day of it under another checkout for the same thing, that checkout is resumed instead.
 */
export async function openCheckout(ctx: AppDeps, input: OpenCheckoutInput): Promise<CheckoutSetup> {
  // One wait, after every command of the checkout, for just the read models those commands change.
  const { value, writes } = await ctx.commands.recordWrites(() => appendCheckout(ctx, input));
  await ctx.commands.waitForWrites(writes);
  return value;
}

type OpenCheckoutInput = {
  paymentId: string;
  actor: CommandActor;
  customerId: string;
  items: readonly CheckoutItem[];
  amount: number;
  description: string;
  metadata: Record<string, string>;
  quoteId: string | null;
  serviceId: string | null;
  correlationId: string;
  beforeBookings?: () => Promise<void>;
  /** Whether an open checkout of the same client pays for the same thing (then it is resumed). */
  sameThing: (checkout: Checkout) => boolean;
};

/**
 * The gateway's payment intent for a booking checkout: keyed by the payment, so asking again
 * returns the same intent, and carrying the payment's id for the webhook and the settlement sweep.
 */
export function openBookingIntent(
  gateway: PaymentGateway,
  checkout: {
    paymentId: string;
    customerId: string;
    amount: number;
    description: string;
    metadata?: Record<string, string>;
  },
): Promise<GatewayIntent> {
  const { paymentId, customerId } = checkout;
  return gateway.createPaymentIntent({
    amount: checkout.amount,
    idempotencyKey: `checkout-${paymentId}`,
    description: checkout.description,
    metadata: { ...checkout.metadata, paymentId, customerId, purpose: 'booking' },
  });
}

async function appendCheckout(ctx: AppDeps, input: OpenCheckoutInput): Promise<CheckoutSetup> {
  const now = ctx.clock.now();
  for (const item of input.items) {
    const decided = bookingDecider.decide(item.command, bookingDecider.initialState, now);
    if (isDomainError(decided)) throw decided;
  }
  const { paymentId, actor, correlationId, customerId } = input;
  let holdExpiresAt: string;
  try {
    holdExpiresAt = await holdDays(ctx, input.items, paymentId, actor, correlationId);
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'CALENDAR_DAY_HELD_BY_YOU') throw error;
    const resumed = await resumeHeldCheckout(ctx, input, input.sameThing, actor, correlationId);
    if (resumed) return resumed;
    // The other checkout ended in the meantime: start this one afresh.
    holdExpiresAt = await holdDays(ctx, input.items, paymentId, actor, correlationId);
  }
  let intent: GatewayIntent;
  try {
    await countOpenCheckout(ctx, customerId, paymentId, actor, correlationId);
  } catch (error) {
    await releaseHolds(ctx, input.items, paymentId, actor, correlationId);
    throw error;
  }
  try {
    await input.beforeBookings?.();
    intent = await openBookingIntent(ctx.gateway, {
      paymentId,
      customerId: input.customerId,
      amount: input.amount,
      description: input.description,
      metadata: input.metadata,
    });
    await ctx.commands.run({
      stream: paymentStream(paymentId),
      decider: paymentDecider,
      command: {
        type: 'CreatePaymentIntent',
        actor,
        paymentId,
        customerId: input.customerId,
        gatewayIntentId: intent.intentId,
        amount: input.amount,
        currency: 'gbp',
        purpose: {
          kind: 'booking',
          bookingIds: input.items.map((item) => item.command.bookingId),
          quoteId: input.quoteId,
          serviceId: input.serviceId,
        },
      },
      actor,
      correlationId,
      readYourWrites: false,
    });
  } catch (error) {
    await releaseHolds(ctx, input.items, paymentId, actor, correlationId);
    await uncountOpenCheckout(ctx, customerId, paymentId, actor, correlationId);
    throw error;
  }
  for (const item of input.items) {
    await ctx.commands.run({
      stream: bookingStream(item.command.bookingId),
      decider: bookingDecider,
      command: item.command,
      actor,
      correlationId,
      readYourWrites: false,
    });
  }
  return { intent, amount: input.amount, holdExpiresAt };
}
