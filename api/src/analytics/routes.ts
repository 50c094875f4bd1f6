import { analyticsResponse } from '@esm/contract/analytics';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { platformAnalytics } from './figures';

/** GET /api/analytics ("open to any signed-in user", Analytics response). */
export function registerAnalyticsRoutes(app: App, ctx: ApiContext): void {
  app.get(
    '/api/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Platform statistics (any signed-in user): signups, providers, customers, bookings, revenue, ratings',
        response: { 200: analyticsResponse, ...errors(401) },
      },
    },
    async (request) => {
      await ctx.auth.requireUser(request);
      return platformAnalytics(ctx.pool, ctx.clock.now());
    },
  );
}
