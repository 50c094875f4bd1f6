import { settlePayment } from '@esm/app/checkout/settle-payment';
import { systemActor } from '@esm/core/kernel/actor';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import type { IntentWebhookHandler } from './webhook-handlers';

/** A checkout's webhooks: re-read the intent (done by the caller) and settle the checkout from it. */
export const bookingIntentWebhook: IntentWebhookHandler = async (ctx, event, intent, correlationId) => {
  const paymentId = intent.metadata.paymentId;
  if (!paymentId) return 'ignored';
  if (event.type === 'payment_intent.requires_action' && intent.status === 'requires_action') {
    const actor = systemActor('gateway-webhook');
    await ctx.commands.run({
      stream: paymentStream(paymentId),
      decider: paymentDecider,
      command: { type: 'RecordPaymentRequiresAction', actor, paymentId, gatewayEventId: event.id },
      actor,
      correlationId,
      readYourWrites: false,
    });
    return 'requires_action';
  }
  return settlePayment(ctx, { paymentId, gatewayEventId: event.id, correlationId, intent });
};
