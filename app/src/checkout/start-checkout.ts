import { priceDirectCheckout } from '@esm/core/booking/direct-checkout';
import { bookingErrors } from '@esm/core/booking/errors';
import { createBookingFromQuoteItem } from '@esm/core/booking/from-quote';
import {
  BOOKING_HORIZON_YEARS,
  isCalendarDate,
  londonDate,
  startOfCalendarDay,
  withinBookingHorizon,
} from '@esm/core/calendar/dates';
import { calendarErrors } from '@esm/core/calendar/errors';
import { loadState } from '@esm/core/eventstore/load-state';
import { actorOf, type UserIdentity } from '@esm/core/kernel/actor';
import { isDomainError, notFound } from '@esm/core/kernel/errors';
import { newId } from '@esm/core/kernel/ids';
import { quoteDecider } from '@esm/core/quote/decider';
import { quoteErrors } from '@esm/core/quote/errors';
import { quoteStream } from '@esm/core/quote/events';
import type { AppDeps } from '../deps';
import { checkoutOfPayment } from './checkout-of-payment';
import { type CheckoutItem, type CheckoutSetup, openCheckout, resumeCheckout } from './open-checkout';
import { settlePayment } from './settle-payment';
import { loadProviderForCheckout, loadServiceSnapshot } from './snapshots';

/**
 * Checkout of a requested quote: one booking per service, one payment for the whole quote
 * (docs/decisions/money-and-bookings.md). Coming back to checkout while the same payment is still
 * open resumes it (fresh 15-minute holds, same intent) instead of refusing the booked quote.
 */
export async function startQuoteCheckout(
  ctx: AppDeps,
  user: UserIdentity,
  quoteId: string,
  correlationId: string,
  /** The client's notes for the provider (POST /api/bookings); checkout itself sends none. */
  notes: string | null = null,
): Promise<CheckoutSetup> {
  const actor = actorOf(user);
  let quote = await loadState(ctx.store, quoteStream(quoteId), quoteDecider);
  if (!quote.exists || quote.customerId !== user.userId) throw quoteErrors.error('QUOTE_NOT_FOUND');

  if (quote.status === 'booked' && quote.paymentId) {
    const checkout = await checkoutOfPayment(ctx.store, quote.paymentId);
    if (checkout) {
      const resumed = await resumeCheckout(ctx, checkout, actor, correlationId);
      if (resumed) return resumed;
      const intent = await ctx.gateway.retrievePaymentIntent(checkout.payment.gatewayIntentId);
      if (intent.status === 'canceled') {
        // Its hold ended; make sure the quote was released, then start afresh.
        await settlePayment(ctx, {
          paymentId: checkout.payment.paymentId,
          gatewayEventId: `resume:${intent.intentId}`,
          correlationId,
          intent,
        });
        quote = await loadState(ctx.store, quoteStream(quoteId), quoteDecider);
        if (!quote.exists) throw quoteErrors.error('QUOTE_NOT_FOUND');
      }
    }
  }

  const now = ctx.clock.now();
  const paymentId = newId();
  const bookingIds = quote.services.map(() => newId());
  const bookQuote = { type: 'BookQuote' as const, actor, quoteId, paymentId, bookingIds };
  // The quote's own refusals (expired, a draft, already booked) come before anything is held.
  const refused = quoteDecider.decide(bookQuote, quote, now);
  if (isDomainError(refused)) throw refused;

  const date = londonDate(new Date(quote.eventDate));
  const items: CheckoutItem[] = [];
  for (const [index, item] of quote.services.entries()) {
    const provider = await loadProviderForCheckout(ctx.store, item.providerId);
    if (!provider) throw notFound('Service not found');
    items.push({
      date,
      command: createBookingFromQuoteItem({
        actor,
        bookingId: bookingIds[index]!,
        quoteId,
        customerId: user.userId,
        eventDate: quote.eventDate,
        item,
        provider,
        paymentId,
        notes,
        specialRequests: null,
      }),
    });
  }
  return openCheckout(ctx, {
    paymentId,
    actor,
    customerId: user.userId,
    items,
    amount: quote.totalAmount,
    description: `Quote ${quoteId}`,
    metadata: { quoteId },
    quoteId,
    serviceId: null,
    correlationId,
    sameThing: (open) => open.payment.purpose.kind === 'booking' && open.payment.purpose.quoteId === quoteId,
    beforeBookings: async () => {
      await ctx.commands.run({
        stream: quoteStream(quoteId),
        decider: quoteDecider,
        command: bookQuote,
        actor,
        correlationId,
        readYourWrites: false,
      });
    },
  });
}

/**
 * "Get Quote" from a service page straight to checkout: basePrice × 1.2 for the chosen
 * day (Table & Chair Hire per table and chair), one booking of the service's minimum duration
 * starting at the beginning of that London day.
 */
export async function startServiceCheckout(
  ctx: AppDeps,
  user: UserIdentity,
  input: {
    serviceId: string;
    eventDate: string;
    tableQuantity?: number | undefined;
    chairQuantity?: number | undefined;
  },
  correlationId: string,
): Promise<CheckoutSetup> {
  const actor = actorOf(user);
  const now = ctx.clock.now();
  const service = await loadServiceSnapshot(ctx.store, ctx.pool, input.serviceId, now);
  if (!service || service.removed) throw notFound('Service not found');
  if (!isCalendarDate(input.eventDate))
    throw calendarErrors.error('CALENDAR_DATE_INVALID', { eventDate: 'Not a date' });
  if (!withinBookingHorizon(startOfCalendarDay(input.eventDate), now))
    throw calendarErrors.error('CALENDAR_DATE_INVALID', {
      eventDate: `At most ${BOOKING_HORIZON_YEARS} years ahead`,
    });
  const provider = await loadProviderForCheckout(ctx.store, service.providerId);
  if (!provider) throw notFound('Service not found');
  if (provider.userId === user.userId) throw bookingErrors.error('BOOKING_OWN_SERVICE');
  const price = priceDirectCheckout({
    service,
    tableQuantity: input.tableQuantity ?? null,
    chairQuantity: input.chairQuantity ?? null,
    deposit: provider.deposit,
  });
  if (isDomainError(price)) throw price;
  const paymentId = newId();
  const bookingId = newId();
  return openCheckout(ctx, {
    paymentId,
    actor,
    customerId: user.userId,
    items: [
      {
        date: input.eventDate,
        command: {
          type: 'CreateBooking',
          actor,
          bookingId,
          quoteId: null,
          serviceId: service.serviceId,
          customerId: user.userId,
          providerId: service.providerId,
          providerUserId: provider.userId,
          eventDate: startOfCalendarDay(input.eventDate).toISOString(),
          duration: service.minBookingDuration,
          quantity: 1,
          tableQuantity: price.tableQuantity,
          chairQuantity: price.chairQuantity,
          money: price.money,
          plan: service.plan,
          paymentId,
          notes: null,
          specialRequests: null,
        },
      },
    ],
    amount: price.money.totalAmount,
    description: service.name,
    metadata: { serviceId: service.serviceId },
    quoteId: null,
    serviceId: service.serviceId,
    correlationId,
    // The same service, day, tables and chairs: a double click or another tab gets the open
    // checkout back. Another mix of tables and chairs can cost the same, so the price is not enough.
    sameThing: (open) =>
      open.payment.purpose.kind === 'booking' &&
      open.payment.purpose.quoteId === null &&
      open.payment.purpose.serviceId === service.serviceId &&
      open.payment.amount === price.money.totalAmount &&
      open.bookings.length === 1 &&
      open.bookings[0]?.date === input.eventDate &&
      open.bookings[0].booking.tableQuantity === price.tableQuantity &&
      open.bookings[0].booking.chairQuantity === price.chairQuantity,
  });
}
