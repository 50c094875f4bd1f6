import { dashboardResponse } from '@esm/contract/dashboard';
import { formatPounds } from '@esm/core/money/index';
import { londonMonth } from '@esm/core/money/london';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { findProvider } from '../providers/summary';
import { averageRating } from '../services/service-json';
import { type DashboardBookingRow, dashboardBookingJson } from './booking-json';

/**
 * GET /api/provider/dashboard (001 §2 dashboard tab) with real figures instead of the spec's
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
      // A booking counts once the client has paid (the provider was asked) and it was not declined
      // or cancelled; revenue is the provider's share (providerAmount), not what the client paid.
      const { rows: figures } = await pool.query<{ bookings: number; revenue: string }>(
        `SELECT count(*)::int AS bookings, coalesce(sum(provider_amount), 0)::text AS revenue
         FROM rm.dashboard_bookings
         WHERE provider_id = $1 AND paid_at IS NOT NULL AND created_at >= $2 AND created_at < $3
           AND status NOT IN ('declined', 'cancelled')`,
        [user.providerId, month.start, month.end],
      );
      const { rows: recent } = await pool.query<DashboardBookingRow>(
        `SELECT b.*, s.name AS service_name, c.name AS customer_name, p.name AS provider_name
         FROM rm.dashboard_bookings b
         LEFT JOIN rm.dashboard_names s ON s.id = b.service_id
         LEFT JOIN rm.dashboard_names c ON c.id = b.customer_id
         LEFT JOIN rm.dashboard_names p ON p.id = b.provider_id
         WHERE b.provider_id = $1 AND b.paid_at IS NOT NULL
         ORDER BY b.created_at DESC, b.booking_id LIMIT 5`,
        [user.providerId],
      );
      const provider = await findProvider(pool, user.providerId);
      return {
        monthlyBookings: figures[0]?.bookings ?? 0,
        monthlyRevenue: formatPounds(Number(figures[0]?.revenue ?? 0)),
        rating: provider ? averageRating(Number(provider.rating_sum), provider.rating_count) : '0.00',
        totalReviews: provider?.rating_count ?? 0,
        recentBookings: recent.map(dashboardBookingJson),
      };
    },
  );
}
