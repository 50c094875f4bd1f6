import { approvedReviewsOfService, findReviewRow } from '@esm/projections/reviews/queries';
import type { ReviewRow } from '@esm/projections/reviews/rows';
import type pg from 'pg';
import { z } from 'zod';

/** A review as the service page shows it (web-marketplace Review): the client by first name only. */
export const reviewResponse = z.object({
  id: z.string(),
  rating: z.number(),
  title: z.string(),
  reviewText: z.string(),
  customerFirstName: z.string(),
  createdAt: z.string(),
});

export const reviewJson = (row: ReviewRow): z.infer<typeof reviewResponse> => ({
  id: row.booking_id,
  rating: row.rating,
  title: row.title ?? '',
  reviewText: row.review_text ?? '',
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
