import type pg from 'pg';
import { orderAndPage, type Page, type PageRequest, pageOf } from '../paging/page';
import type { ReportedReviewRow, ReviewReportRow } from './rows';

export const REPORTED_REVIEW_SORTS = ['lastReportedAt', 'openReports', 'reportCount', 'rating'] as const;
export type ReportedReviewSort = (typeof REPORTED_REVIEW_SORTS)[number];

export interface ReportedReviewFilter {
  id?: readonly string[];
  /** `open`: reports made since the last decision; `decided`: none left to judge. */
  queue?: 'open' | 'decided';
  moderationStatus?: string;
  reason?: string;
}

const COLUMNS = `r.booking_id, r.service_id, s.name AS service_name, r.provider_id, p.business_name, r.customer_id,
    u.first_name AS customer_first_name, r.rating, r.title, r.review_text, r.moderation_status, r.report_count,
    r.open_reports, r.last_reported_at, r.moderated_at, r.moderated_by, r.moderation_reason, r.decisions, r.submitted_at,
    (SELECT coalesce(jsonb_object_agg(x.reason, x.n), '{}'::jsonb)
       FROM (SELECT reason, count(*)::int AS n FROM rm.review_reports WHERE booking_id = r.booking_id GROUP BY reason) x
    ) AS reasons`;
const FROM = `FROM rm.moderated_reviews r
  LEFT JOIN rm.services s ON s.id = r.service_id
  LEFT JOIN rm.providers p ON p.id = r.provider_id
  LEFT JOIN rm.users u ON u.user_id = r.customer_id`;

/** Reviews readers reported; by default those with open reports, latest report first. */
export async function reportedReviewsPage(
  pool: pg.Pool,
  request: PageRequest<ReportedReviewSort>,
  filter: ReportedReviewFilter,
): Promise<Page<ReportedReviewRow>> {
  const page = orderAndPage(
    request,
    {
      lastReportedAt: 'r.last_reported_at',
      openReports: 'r.open_reports',
      reportCount: 'r.report_count',
      rating: 'r.rating',
    },
    'r.booking_id',
    5,
  );
  const { rows } = await pool.query<ReportedReviewRow & { total_count: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total_count ${FROM}
     WHERE r.report_count > 0
       AND ($1::text[] IS NULL OR r.booking_id::text = ANY($1))
       AND ($2::text IS NULL OR ($2 = 'open') = (r.open_reports > 0))
       AND ($3::text IS NULL OR r.moderation_status = $3)
       AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM rm.review_reports x WHERE x.booking_id = r.booking_id AND x.reason = $4))
     ${page.sql}`,
    [
      filter.id ?? null,
      filter.queue ?? null,
      filter.moderationStatus ?? null,
      filter.reason ?? null,
      ...page.params,
    ],
  );
  return pageOf(rows, request);
}

export async function findReportedReview(
  pool: pg.Pool,
  bookingId: string,
): Promise<ReportedReviewRow | null> {
  const { rows } = await pool.query<ReportedReviewRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE r.report_count > 0 AND r.booking_id::text = $1`,
    [bookingId],
  );
  return rows[0] ?? null;
}

/** Each reader's report of a review, oldest first. */
export async function reportsOfReview(pool: pg.Pool, bookingId: string): Promise<ReviewReportRow[]> {
  const { rows } = await pool.query<ReviewReportRow>(
    `SELECT x.reported_by, u.first_name, u.last_name, x.reason, x.reported_at
       FROM rm.review_reports x LEFT JOIN rm.users u ON u.user_id = x.reported_by
      WHERE x.booking_id::text = $1 ORDER BY x.reported_at, x.reported_by`,
    [bookingId],
  );
  return rows;
}
