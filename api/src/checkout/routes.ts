import { checkoutOfPayment } from '@esm/app/checkout/checkout-of-payment';
import type { CheckoutSetup } from '@esm/app/checkout/open-checkout';
import { settlePayment } from '@esm/app/checkout/settle-payment';
import { startQuoteCheckout, startServiceCheckout } from '@esm/app/checkout/start-checkout';
import {
  bookingConfirmationResponse,
  checkoutPaymentSetupResponse,
  confirmBookingBody,
  paymentIntentBody,
} from '@esm/contract/payments';
import { bookingStream } from '@esm/core/booking/events';
import { Writes } from '@esm/core/eventstore/command-bus';
import { formatPounds } from '@esm/core/money/index';
import { paymentErrors } from '@esm/core/payment/errors';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import { type App, DEFAULT_CHECKOUT_RATE_LIMIT } from '../http/server';
import { retrieveIntent } from '../payments/gateway-errors';

export function registerCheckoutRoutes(app: App, ctx: ApiContext): void {
  const { auth } = ctx;

  const setupJson = (setup: CheckoutSetup) => ({
    clientSecret: setup.intent.clientSecret,
    paymentIntentId: setup.intent.intentId,
    amount: formatPounds(setup.amount),
    currency: 'gbp' as const,
    gateway: ctx.gateway.name,
    ...(ctx.gateway.publishableKey ? { publishableKey: ctx.gateway.publishableKey } : {}),
    holdExpiresAt: setup.holdExpiresAt,
  });

  app.post(
    '/api/create-payment-intent',
    {
      // Per signed-in client (after the session is read), so one account cannot hold days in bulk.
      config: {
        rateLimit: {
          max: ctx.rateLimits.checkout ?? DEFAULT_CHECKOUT_RATE_LIMIT,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => {
            const userId = (request.session as { userId?: string } | undefined)?.userId;
            return userId ? `checkout:${userId}` : `checkout-ip:${request.ip}`;
          },
        },
      },
      schema: {
        tags: ['checkout'],
        summary:
          'Start paying for a quote or a service day: the server computes the amount and holds the day(s) for 15 minutes',
        body: paymentIntentBody,
        response: { 200: checkoutPaymentSetupResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = await auth.requireCompleteProfile(request);
      const body = request.body;
      const setup =
        'quoteId' in body
          ? await startQuoteCheckout(ctx, user, body.quoteId, request.id)
          : await startServiceCheckout(ctx, user, body, request.id);
      return setupJson(setup);
    },
  );

  app.post(
    '/api/bookings/confirm',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'After payment: verifies the intent with the gateway and confirms the booking(s); idempotent per payment intent',
        body: confirmBookingBody,
        response: { 200: bookingConfirmationResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireCompleteProfile(request);
      const { paymentIntentId, quoteId, serviceId } = request.body;
      const notFound = paymentErrors.error('PAYMENT_NOT_FOUND');
      const intent = await retrieveIntent(ctx.gateway, paymentIntentId);
      const paymentId = intent.metadata.paymentId;
      const checkout = paymentId ? await checkoutOfPayment(ctx.store, paymentId) : null;
      // Someone else's payment, or one for another quote or service, is answered as unknown.
      if (
        !checkout ||
        checkout.payment.customerId !== user.userId ||
        checkout.payment.purpose.kind !== 'booking'
      )
        throw notFound;
      const { purpose } = checkout.payment;
      if ((quoteId && purpose.quoteId !== quoteId) || (serviceId && purpose.serviceId !== serviceId))
        throw notFound;
      const outcome = await settlePayment(ctx, {
        paymentId: checkout.payment.paymentId,
        gatewayEventId: `confirm:${intent.intentId}`,
        correlationId: request.id,
        intent,
        checkout,
      });
      if (outcome !== 'succeeded') throw paymentErrors.error('PAYMENT_NOT_COMPLETED');
      // A webhook may have settled it a moment ago: answer once the read models show it either way.
      const writes = new Writes();
      const made: typeof checkout.bookings = [];
      for (const item of checkout.bookings) {
        const events = await ctx.store.readStream(bookingStream(item.booking.bookingId));
        writes.add(events);
        // A booking whose day someone else had booked first was refunded instead of paid.
        if (!events.some((e) => e.type === 'BookingPaymentRefunded')) made.push(item);
      }
      // The bookings' read models, which the confirmation and the bookings pages read.
      await ctx.commands.waitForWrites(writes);
      if (made.length === 0) throw paymentErrors.error('PAYMENT_REFUNDED_DAY_TAKEN');
      const bookings = made.map(({ booking }) => ({
        id: booking.bookingId,
        providerId: booking.providerId,
      }));
      return { id: bookings[0]!.id, providerId: bookings[0]!.providerId, bookings };
    },
  );
}
