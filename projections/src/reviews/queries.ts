import type pg from 'pg';
import type { ReviewRow } from './rows';

const SELECT = `SELECT r.booking_id, r.rating, r.title, r.review_text, r.photos, r.helpful_votes, r.created_at,
  u.first_name
  FROM rm.reviews r LEFT JOIN rm.users u ON u.user_id = r.customer_id`;

/** The approved reviews of a service, newest first (hidden and removed ones are not shown). */
export async function approvedReviewsOfService(
  pool: pg.Pool,
  serviceId: string,
  limit: number,
): Promise<ReviewRow[]> {
  const { rows } = await pool.query<ReviewRow>(
    `${SELECT} WHERE r.service_id = $1 AND r.moderation_status = 'approved'
     ORDER BY r.seq DESC LIMIT $2`,
    [serviceId, limit],
  );
  return rows;
}

export async function findReviewRow(pool: pg.Pool, bookingId: string): Promise<ReviewRow | null> {
  const { rows } = await pool.query<ReviewRow>(`${SELECT} WHERE r.booking_id = $1`, [bookingId]);
  return rows[0] ?? null;
}
