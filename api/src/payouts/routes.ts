import { payoutParam, payoutResponse, payoutsQuery } from '@esm/contract/payouts';
import { payoutDecider } from '@esm/core/payout/decider';
import { payoutStream } from '@esm/core/payout/events';
import { providerErrors } from '@esm/core/provider/errors';
import { findPayout, payoutsOfProvider, payoutsWithStatus } from '@esm/projections/payouts/queries';
import { z } from 'zod';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { payoutJson } from './payout-json';

export function registerPayoutRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

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

  app.get(
    '/api/admin/payouts',
    {
      ...auth.roleFirst('admin', 'auditor'),
      schema: {
        tags: ['payouts'],
        summary: 'Payouts for the back office, e.g. ?status=needs_attention (admin, auditor)',
        querystring: payoutsQuery,
        response: { 200: z.array(payoutResponse), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      await auth.requireRole(request, 'admin', 'auditor');
      const { status } = request.query;
      const rows = await payoutsWithStatus(pool, status);
      return rows.map(payoutJson);
    },
  );

  app.post(
    '/api/admin/payouts/:id/retry',
    {
      ...auth.roleFirst('admin'),
      schema: {
        tags: ['payouts'],
        summary: 'Try a payout that needs attention again, once its cause is fixed (admin)',
        params: payoutParam,
        response: { 200: payoutResponse, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireRole(request, 'admin');
      const payoutId = request.params.id;
      await commands.run({
        stream: payoutStream(payoutId),
        decider: payoutDecider,
        command: { type: 'RetryPayout', actor: actorOf(user), payoutId },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const payout = await findPayout(pool, payoutId);
      if (!payout) throw notFound('Payout not found');
      return payoutJson(payout);
    },
  );
}
