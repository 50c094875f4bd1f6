import { webhookHeaders, webhookResponse } from '@esm/contract/payments';
import { paymentErrors } from '@esm/core/payment/errors';
import type { GatewayEvent } from '@esm/core/payment/gateway';
import { z } from 'zod';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { payoutAccountWebhook } from '../payout-accounts/payout-account-webhook';
import { bookingIntentWebhook } from './booking-webhooks';
import { alreadyHandled, markHandled } from './webhook-dedupe';
import { intentWebhookHandlers } from './webhook-handlers';

intentWebhookHandlers.set('booking', bookingIntentWebhook);

/**
 * POST /api/stripe/webhook: the gateway's reports (Stripe's, or the simulated gateway's, signed
 * the same way). The raw body is verified against Stripe-Signature; each gateway event id is
 * acted on once; the intent is re-read before acting, so late or out-of-order webhooks change
 * nothing that is not true now.
 */
export function registerPaymentWebhookRoutes(app: App, ctx: ApiContext): void {
  app.register(async (scope) => {
    // The signature covers the exact bytes, so this route keeps the body as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Payment gateway webhooks (Stripe-Signature verified; deduplicated by event id)',
          headers: webhookHeaders,
          body: z.string(),
          response: {
            200: webhookResponse,
            ...errors(400),
          },
        },
      },
      async (request) => {
        let event: GatewayEvent;
        try {
          event = ctx.gateway.verifyWebhook(
            String(request.body),
            String(request.headers['stripe-signature'] ?? ''),
          );
        } catch (error) {
          throw paymentErrors.error(
            'PAYMENT_WEBHOOK_SIGNATURE_INVALID',
            undefined,
            `The webhook signature could not be verified: ${(error as Error).message}`,
          );
        }
        if (await alreadyHandled(ctx.pool, event.id))
          return { received: true as const, duplicate: true, outcome: 'duplicate' };
        let outcome = 'ignored';
        if (event.intentId) {
          const intent = await ctx.gateway.retrievePaymentIntent(event.intentId);
          const handler = intentWebhookHandlers.get(intent.metadata.purpose ?? '');
          if (handler) outcome = await handler(ctx, event, intent, request.id);
        } else if (event.type === 'account.updated' && event.accountId) {
          outcome = await payoutAccountWebhook(ctx, event.accountId, request.id);
        }
        await markHandled(ctx.pool, event, outcome, ctx.clock.now());
        return { received: true as const, duplicate: false, outcome };
      },
    );
  });
}
