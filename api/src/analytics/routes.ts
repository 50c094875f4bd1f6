import { z } from 'zod';
import type { ApiContext } from '../http/context';
import { errors, money } from '../http/schemas';
import type { App } from '../http/server';
import { platformAnalytics } from './figures';

const analyticsResponse = z.object({
  totalSignups: z.number(),
  newSignupsThisMonth: z.number(),
  signupGrowthRate: z.number(),
  totalProviders: z.number(),
  activeProviders: z.number(),
  totalCustomers: z.number(),
  activeCustomers: z.number(),
  totalBookings: z.number(),
  monthlyBookings: z.number(),
  totalRevenue: money,
  monthlyRevenue: money,
  averageRating: z.string(),
  totalReviews: z.number(),
  monthly: z.array(
    z.object({ month: z.string(), bookings: z.number(), revenue: money, signups: z.number() }),
  ),
});

/** GET /api/analytics (001 §2 "open to any signed-in user", §3 Analytics response). */
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
