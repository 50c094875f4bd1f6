import type { reviewResponse } from '@esm/contract/reviews';
import type pg from 'pg';
import type { z } from 'zod';

interface ReviewRow {
  booking_id: string;
  rating: number;
  title: string | null;
  review_text: string | null;
  first_name: string | null;
  created_at: Date;
}

export const reviewJson = (row: ReviewRow): z.infer<typeof reviewResponse> => ({
  id: row.booking_id,
  rating: row.rating,
  title: row.title ?? '',
  reviewText: row.review_text ?? '',
  // An erased account keeps its rating but not its name.
  customerFirstName: row.first_name || 'A client',
  createdAt: row.created_at.toISOString(),
});

const SELECT = `SELECT r.booking_id, r.rating, r.title, r.review_text, r.created_at, u.first_name
  FROM rm.reviews r LEFT JOIN rm.users u ON u.user_id = r.customer_id`;

/** The approved reviews of a service, newest first (hidden and removed ones are not shown). */
export async function reviewsOfService(pool: pg.Pool, serviceId: string, limit = 100) {
  const { rows } = await pool.query<ReviewRow>(
    `${SELECT} WHERE r.service_id = $1 AND r.moderation_status = 'approved'
     ORDER BY r.seq DESC LIMIT $2`,
    [serviceId, limit],
  );
  return rows.map(reviewJson);
}

export async function findReview(pool: pg.Pool, bookingId: string) {
  const { rows } = await pool.query<ReviewRow>(`${SELECT} WHERE r.booking_id = $1`, [bookingId]);
  return rows[0] ? reviewJson(rows[0]) : null;
}
