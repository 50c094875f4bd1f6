import { dashboardResponse } from '@esm/contract/dashboard';
import { formatPounds } from '@esm/core/money/index';
import { londonMonth } from '@esm/core/money/london';
import { providerBookingFigures, recentProviderBookings } from '@esm/projections/dashboard/queries';
import { findProvider } from '@esm/projections/providers/queries';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { averageRating } from '../services/service-json';
import { dashboardBookingJson } from './booking-json';

/**
 * GET /api/provider/dashboard (dashboard tab) with real figures instead of the spec's
 * placeholders: this London month's bookings and the provider's revenue from them, the rating
 * from approved reviews, and the 5 latest bookings. Only the signed-in provider's own.
 */
export function registerDashboardRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, clock } = ctx;

  app.get(
    '/api/provider/dashboard',
    {
      schema: {
        tags: ['providers'],
        summary: 'Your dashboard: this month’s bookings and revenue, rating, recent activity',
        response: { 200: dashboardResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const user = await auth.requireProvider(request);
      const month = londonMonth(clock.now());
      const figures = await providerBookingFigures(pool, user.providerId, month.start, month.end);
      const recent = await recentProviderBookings(pool, user.providerId);
      const provider = await findProvider(pool, user.providerId);
      return {
        monthlyBookings: figures?.bookings ?? 0,
        monthlyRevenue: formatPounds(Number(figures?.revenue ?? 0)),
        rating: provider ? averageRating(Number(provider.rating_sum), provider.rating_count) : '0.00',
        totalReviews: provider?.rating_count ?? 0,
        recentBookings: recent.map(dashboardBookingJson),
      };
    },
  );
}
