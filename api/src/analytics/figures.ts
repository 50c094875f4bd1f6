import { formatPounds } from '@esm/core/money/index';
import { londonMonth } from '@esm/core/money/london';
import type pg from 'pg';

/** What "active" means for providers and customers (docs/provider-business.md). */
export const ACTIVE_CUSTOMER_DAYS = 30;

/** Percentage change from last month to this one, one decimal; 100 when last month had none. */
export function growthRate(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth > 0 ? 100 : 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

const int = (v: unknown) => Number(v ?? 0);

/** The Analytics response of 001 §3 from the platform-analytics read model, at `now`. */
export async function platformAnalytics(pool: pg.Pool, now: Date) {
  const thisMonth = londonMonth(now);
  const lastMonth = londonMonth(now, 1);
  const activeSince = new Date(now.getTime() - ACTIVE_CUSTOMER_DAYS * 24 * 3600 * 1000);
  const [accounts, providers, bookings, reviews, months] = await Promise.all([
    pool.query(
      `SELECT count(*) AS total,
         count(*) FILTER (WHERE registered_at >= $1 AND registered_at < $2) AS this_month,
         count(*) FILTER (WHERE registered_at >= $3 AND registered_at < $1) AS last_month,
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM rm.analytics_providers p WHERE p.user_id = a.user_id))
           AS customers
       FROM rm.analytics_accounts a`,
      [thisMonth.start, thisMonth.end, lastMonth.start],
    ),
    pool.query(
      `SELECT count(*) AS total,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM rm.analytics_services s
           WHERE s.provider_id = p.provider_id AND s.is_available AND NOT s.removed)) AS active
       FROM rm.analytics_providers p`,
    ),
    pool.query(
      `SELECT count(*) AS total, coalesce(sum(total_amount - refunded), 0) AS revenue,
         count(*) FILTER (WHERE paid_at >= $1 AND paid_at < $2) AS month_count,
         coalesce(sum(total_amount - refunded) FILTER (WHERE paid_at >= $1 AND paid_at < $2), 0) AS month_revenue,
         count(DISTINCT customer_id) FILTER (WHERE paid_at >= $3) AS active_customers
       FROM rm.analytics_bookings WHERE paid_at IS NOT NULL`,
      [thisMonth.start, thisMonth.end, activeSince],
    ),
    pool.query(
      `SELECT count(*) AS total, coalesce(round(avg(rating), 2), 0)::text AS average
       FROM rm.analytics_reviews WHERE counted`,
    ),
    pool.query(
      `WITH m AS (
         SELECT generate_series(0, 11) AS back
       ), bounds AS (
         SELECT back,
           (date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/London') - make_interval(months => back))
             AT TIME ZONE 'Europe/London' AS start
         FROM m
       ), ranges AS (
         SELECT back, start,
           ((start AT TIME ZONE 'Europe/London') + interval '1 month') AT TIME ZONE 'Europe/London' AS finish
         FROM bounds
       )
       SELECT to_char(r.start AT TIME ZONE 'Europe/London', 'YYYY-MM') AS month,
         (SELECT count(*) FROM rm.analytics_bookings b WHERE b.paid_at >= r.start AND b.paid_at < r.finish) AS bookings,
         (SELECT coalesce(sum(total_amount - refunded), 0) FROM rm.analytics_bookings b
           WHERE b.paid_at >= r.start AND b.paid_at < r.finish) AS revenue,
         (SELECT count(*) FROM rm.analytics_accounts a WHERE a.registered_at >= r.start AND a.registered_at < r.finish)
           AS signups
       FROM ranges r ORDER BY r.back DESC`,
      [now],
    ),
  ]);
  const a = accounts.rows[0];
  const p = providers.rows[0];
  const b = bookings.rows[0];
  const r = reviews.rows[0];
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
    monthly: months.rows.map((m) => ({
      month: String(m.month),
      bookings: int(m.bookings),
      revenue: formatPounds(int(m.revenue)),
      signups: int(m.signups),
    })),
  };
}
