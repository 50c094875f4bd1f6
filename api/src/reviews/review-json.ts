import type { reviewResponse } from '@esm/contract/reviews';
import { approvedReviewsOfService, findReviewRow } from '@esm/projections/reviews/queries';
import type { ReviewRow } from '@esm/projections/reviews/rows';
import type pg from 'pg';
import type { z } from 'zod';

export const reviewJson = (row: ReviewRow): z.infer<typeof reviewResponse> => ({
  id: row.booking_id,
  rating: row.rating,
  title: row.title ?? '',
  reviewText: row.review_text ?? '',
  photos: row.photos,
  helpfulVotes: row.helpful_votes,
  // An erased account keeps its rating but not its name.
  customerFirstName: row.first_name || 'A client',
  createdAt: row.created_at.toISOString(),
});

/** The approved reviews of a service, newest first (hidden and removed ones are not shown). */
export async function reviewsOfService(pool: pg.Pool, serviceId: string, limit = 100) {
  return (await approvedReviewsOfService(pool, serviceId, limit)).map(reviewJson);
}

export async function findReview(pool: pg.Pool, bookingId: string) {
  const row = await findReviewRow(pool, bookingId);
  return row ? reviewJson(row) : null;
}
