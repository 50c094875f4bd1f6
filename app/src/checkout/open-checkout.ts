import type { BookingCommand } from '@esm/core/booking/decider';
import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { calendarStream } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import type { GatewayIntent } from '@esm/core/payment/gateway';
import type { CommandActor } from '@esm/core/shared/actor';
import { isDomainError } from '@esm/core/shared/errors';
import type { AppDeps } from '../deps';

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
 * Holds every day of the checkout for 15 minutes under the payment's id (DESIGN.md §5); the
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

/**
 * A new checkout: check every booking first (nothing is written for a refused one), hold the
 * days, then `beforeBookings` (the quote is marked booked), the gateway intent and the payment,
 * and finally the pending bookings. Until the payment settles they are "pending".
 */
export async function openCheckout(
  ctx: AppDeps,
  input: {
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
  },
): Promise<CheckoutSetup> {
  const now = ctx.clock.now();
  for (const item of input.items) {
    const decided = bookingDecider.decide(item.command, bookingDecider.initialState, now);
    if (isDomainError(decided)) throw decided;
  }
  const { paymentId, actor, correlationId } = input;
  const holdExpiresAt = await holdDays(ctx, input.items, paymentId, actor, correlationId);
  let intent: GatewayIntent;
  try {
    await input.beforeBookings?.();
    intent = await ctx.gateway.createPaymentIntent({
      amount: input.amount,
      idempotencyKey: `checkout-${paymentId}`,
      description: input.description,
      metadata: { ...input.metadata, paymentId, customerId: input.customerId, purpose: 'booking' },
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
    throw error;
  }
  let last = 0;
  for (const item of input.items) {
    const result = await ctx.commands.run({
      stream: bookingStream(item.command.bookingId),
      decider: bookingDecider,
      command: item.command,
      actor,
      correlationId,
      readYourWrites: false,
    });
    last = Math.max(last, result.lastPosition);
  }
  await ctx.commands.waitForReadModels(last);
  return { intent, amount: input.amount, holdExpiresAt };
}
