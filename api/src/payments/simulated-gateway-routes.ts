import {
  simulatedAuthenticateBody,
  simulatedConfirmBody,
  simulatedGatewayResult,
} from '@esm/contract/payments';
import { commonErrors } from '@esm/core/kernel/errors';
import { paymentErrors } from '@esm/core/payment/errors';
import { SimulatedGateway, SimulatedGatewayError } from '@esm/infra/payment/simulated/simulated-gateway';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

/**
 * The simulated gateway's card form endpoints (what Stripe.js would talk to): confirm a card
 * and the 3-D Secure step. Only the client the intent was made for may pay it.
 */
export function registerSimulatedGatewayRoutes(app: App, ctx: ApiContext): void {
  const gateway = ctx.gateway;
  if (!(gateway instanceof SimulatedGateway)) return;

  const guard = async <T>(userId: string, clientSecret: string, run: () => Promise<T>): Promise<T> => {
    try {
      const intent = await gateway.intentForClientSecret(clientSecret);
      if (intent.metadata.customerId && intent.metadata.customerId !== userId)
        throw commonErrors.error('FORBIDDEN');
      return await run();
    } catch (error) {
      if (error instanceof SimulatedGatewayError)
        throw paymentErrors.error(
          error.status === 404 ? 'PAYMENT_NOT_FOUND' : 'PAYMENT_GATEWAY_REFUSED',
          undefined,
          error.message,
        );
      throw error;
    }
  };

  app.post(
    '/api/simulated-gateway/confirm',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Simulated gateway: pay an intent with a test card (4242… succeeds, …0002 declined, …3155 asks for authentication)',
        body: simulatedConfirmBody,
        response: { 200: simulatedGatewayResult, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await ctx.auth.requireUser(request);
      const { clientSecret, ...card } = request.body;
      return guard(user.userId, clientSecret, () => gateway.confirmCard(clientSecret, card));
    },
  );

  app.post(
    '/api/simulated-gateway/authenticate',
    {
      schema: {
        tags: ['payments'],
        summary: 'Simulated gateway: complete (approve) or fail (deny) the 3-D Secure step',
        body: simulatedAuthenticateBody,
        response: { 200: simulatedGatewayResult, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await ctx.auth.requireUser(request);
      const { clientSecret, approve } = request.body;
      return guard(user.userId, clientSecret, () => gateway.authenticate(clientSecret, approve));
    },
  );
}
