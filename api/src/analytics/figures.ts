import { formatPounds } from '@esm/core/money/index';
import { londonMonth } from '@esm/core/money/london';
import { platformFigures } from '@esm/projections/analytics/queries';
import type pg from 'pg';

/** What "active" means for providers and customers (docs/provider-business.md). */
export const ACTIVE_CUSTOMER_DAYS = 30;

/** Percentage change from last month to this one, one decimal; 100 when last month had none. */
export function growthRate(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth > 0 ? 100 : 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

const int = (v: unknown) => Number(v ?? 0);

/** The Analytics response from the platform-analytics read model, at `now`. */
export async function platformAnalytics(pool: pg.Pool, now: Date) {
  const thisMonth = londonMonth(now);
  const lastMonth = londonMonth(now, 1);
  const activeSince = new Date(now.getTime() - ACTIVE_CUSTOMER_DAYS * 24 * 3600 * 1000);
  const {
    accounts: a,
    providers: p,
    bookings: b,
    reviews: r,
    months,
  } = await platformFigures(pool, {
    thisMonth,
    lastMonth,
    activeSince,
    now,
  });
  return {
    totalSignups: int(a.total),
    newSignupsThisMonth: int(a.this_month),
    signupGrowthRate: growthRate(int(a.this_month), int(a.last_month)),
    totalProviders: int(p.total),
    activeProviders: int(p.active),
    totalCustomers: int(a.customers),
    activeCustomers: int(b.active_customers),
    totalBookings: int(b.total),
    monthlyBookings: int(b.month_count),
    totalRevenue: formatPounds(int(b.revenue)),
    monthlyRevenue: formatPounds(int(b.month_revenue)),
    averageRating: Number(r.average).toFixed(2),
    totalReviews: int(r.total),
    monthly: months.map((m) => ({
      month: String(m.month),
      bookings: int(m.bookings),
      revenue: formatPounds(int(m.revenue)),
      signups: int(m.signups),
    })),
  };
}
