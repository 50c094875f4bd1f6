import type { PaymentGateway } from '@esm/core/payment/gateway';
import { SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
import type { App } from '../http/server';

/**
 * The simulated gateway reports through the same route Stripe would call, in-process: the
 * signed body goes through POST /api/stripe/webhook with its signature check and dedupe.
 */
export function connectGatewayWebhooks(gateway: PaymentGateway, app: App): void {
  if (!(gateway instanceof SimulatedGateway)) return;
  gateway.onWebhook(async (body, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
    if (response.statusCode !== 200)
      throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
  });
}
