import type pg from 'pg';
import { orderAndPage, type Page, type PageRequest, pageOf } from '../paging/page';
import type {
  AccountFiguresRow,
  BookingFiguresRow,
  MonthFiguresRow,
  PlatformFigures,
  ProviderFiguresRow,
  ReviewFiguresRow,
} from './rows';

type Range = { start: Date; end: Date };

/** The platform's figures at `now`, this London month against the last, and month by month. */
export async function platformFigures(
  pool: pg.Pool,
  at: { thisMonth: Range; lastMonth: Range; activeSince: Date; now: Date },
): Promise<PlatformFigures> {
  const { thisMonth, lastMonth, activeSince, now } = at;
  const [accounts, providers, bookings, reviews, months] = await Promise.all([
    pool.query<AccountFiguresRow>(
      `SELECT count(*) AS total,
         count(*) FILTER (WHERE registered_at >= $1 AND registered_at < $2) AS this_month,
         count(*) FILTER (WHERE registered_at >= $3 AND registered_at < $1) AS last_month,
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM rm.analytics_providers p WHERE p.user_id = a.user_id))
           AS customers
       FROM rm.analytics_accounts a`,
      [thisMonth.start, thisMonth.end, lastMonth.start],
    ),
    pool.query<ProviderFiguresRow>(
      `SELECT count(*) AS total,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM rm.analytics_services s
           WHERE s.provider_id = p.provider_id AND s.is_available AND NOT s.removed)) AS active
       FROM rm.analytics_providers p`,
    ),
    pool.query<BookingFiguresRow>(
      `SELECT count(*) AS total, coalesce(sum(total_amount - refunded), 0) AS revenue,
         count(*) FILTER (WHERE paid_at >= $1 AND paid_at < $2) AS month_count,
         coalesce(sum(total_amount - refunded) FILTER (WHERE paid_at >= $1 AND paid_at < $2), 0) AS month_revenue,
         count(DISTINCT customer_id) FILTER (WHERE paid_at >= $3) AS active_customers
       FROM rm.analytics_bookings WHERE paid_at IS NOT NULL`,
      [thisMonth.start, thisMonth.end, activeSince],
    ),
    pool.query<ReviewFiguresRow>(
      `SELECT count(*) AS total, coalesce(round(avg(rating), 2), 0)::text AS average
       FROM rm.analytics_reviews WHERE counted`,
    ),
    pool.query<MonthFiguresRow>(
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
  return {
    accounts: accounts.rows[0]!,
    providers: providers.rows[0]!,
    bookings: bookings.rows[0]!,
    reviews: reviews.rows[0]!,
    months: months.rows,
  };
}

/** One London month of the whole platform (the back office's analytics). Pence. */
export interface PlatformMonthRow {
  /** yyyy-mm. */
  month: string;
  signups: Figure;
  new_providers: Figure;
  bookings: Figure;
  gross_booking_value: Figure;
  refunded: Figure;
  commission: Figure;
}

type Figure = string | number;

/**
 * The platform's last `months` London months (this one included), each with its sign-ups, new
 * providers, paid bookings, their gross value and refunds, and the commission the ledger
 * recognised; one page of them, in one query. `ids` (yyyy-mm) keeps only those months.
 */
export async function platformMonths(
  pool: pg.Pool,
  at: { now: Date; months: number; ids?: string[] },
  request: PageRequest<'month'>,
): Promise<Page<PlatformMonthRow>> {
  const page = orderAndPage(request, { month: 'month' }, 'month', 4);
  const { rows } = await pool.query<PlatformMonthRow & { total_count: string }>(
    `WITH ranges AS (
       SELECT start, ((start AT TIME ZONE 'Europe/London') + interval '1 month') AT TIME ZONE 'Europe/London' AS finish
       FROM (
         SELECT (date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/London') - make_interval(months => back))
           AT TIME ZONE 'Europe/London' AS start
         FROM generate_series(0, $2::int - 1) AS back
       ) b
     ), months AS (
       SELECT to_char(r.start AT TIME ZONE 'Europe/London', 'YYYY-MM') AS month, r.start, r.finish FROM ranges r
     )
     SELECT m.month,
       (SELECT count(*) FROM rm.analytics_accounts a WHERE a.registered_at >= m.start AND a.registered_at < m.finish)
         AS signups,
       (SELECT count(*) FROM rm.analytics_providers p WHERE p.created_at >= m.start AND p.created_at < m.finish)
         AS new_providers,
       (SELECT count(*) FROM rm.analytics_bookings b WHERE b.paid_at >= m.start AND b.paid_at < m.finish) AS bookings,
       (SELECT coalesce(sum(total_amount), 0) FROM rm.analytics_bookings b
         WHERE b.paid_at >= m.start AND b.paid_at < m.finish) AS gross_booking_value,
       (SELECT coalesce(sum(refunded), 0) FROM rm.analytics_bookings b
         WHERE b.paid_at >= m.start AND b.paid_at < m.finish) AS refunded,
       (SELECT coalesce(-sum(amount), 0) FROM rm.ledger_entries l
         WHERE l.account = 'platform_revenue' AND l.occurred_at >= m.start AND l.occurred_at < m.finish) AS commission,
       count(*) OVER () AS total_count
     FROM months m WHERE $3::text[] IS NULL OR m.month = ANY($3::text[])
     ${page.sql}`,
    [at.now, at.months, at.ids ?? null, ...page.params],
  );
  return pageOf(rows, request);
}
