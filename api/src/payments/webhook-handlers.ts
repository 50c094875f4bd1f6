import type { GatewayEvent, GatewayIntent } from '@esm/core/payment/gateway';
import type { ApiContext } from '../http/context';

/**
 * What a verified webhook about a payment intent is handed to, by the intent's metadata.purpose.
 * Checkout handles 'booking'; boosts and plans register their own purpose here.
 */
export type IntentWebhookHandler = (
  ctx: ApiContext,
  event: GatewayEvent,
  intent: GatewayIntent,
  correlationId: string,
) => Promise<string>;

export const intentWebhookHandlers = new Map<string, IntentWebhookHandler>();
