import { payoutResponse } from '@esm/contract/payouts';
import { providerErrors } from '@esm/core/provider/errors';
import { payoutsOfProvider } from '@esm/projections/payouts/queries';
import { z } from 'zod';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { payoutJson } from './payout-json';

export function registerPayoutRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth } = ctx;

  app.get(
    '/api/provider/payouts',
    {
      schema: {
        tags: ['payouts'],
        summary: 'The signed-in provider’s payouts, latest payment date first (own only)',
        response: { 200: z.array(payoutResponse), ...errors(401, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      if (!user.providerId) throw providerErrors.error('PROVIDER_NOT_FOUND');
      const rows = await payoutsOfProvider(pool, user.providerId);
      return rows.map(payoutJson);
    },
  );
}
