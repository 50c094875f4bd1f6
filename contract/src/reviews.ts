import { z } from 'zod';
import { text } from './common';

/**
 * Bounds only, twice the decider's 2000-character limit: the review decider checks the lengths
 * with its own texts, so a too-long review gets the decider's message rather than a schema error.
 */
const REVIEW_TEXT_CEILING = 4000;

/** GET /api/services/{id}/reviews, newest first: the client by first name only. */
export const reviewResponse = z.object({
  id: z.string(),
  rating: z.number(),
  title: z.string(),
  reviewText: z.string(),
  /** Uploaded image paths, as the photo uploader gives them. */
  photos: z.array(z.string()),
  /** The data model's helpfulVotes: no screen lets visitors vote yet, so 0. */
  helpfulVotes: z.number(),
  customerFirstName: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewResponse>;

/** POST /api/reviews: only after a completed booking of the caller (Booking.canReview). */
export const reviewBody = z.object({
  bookingId: z.uuid('Not a valid booking id'),
  rating: z.number('Please choose a rating from 1 to 5 stars.'),
  title: text(1000).nullish(),
  reviewText: text(REVIEW_TEXT_CEILING).nullish(),
  /** Bounds only: the decider checks the count and the paths with its own texts. */
  photos: z.array(text(300)).max(50).nullish(),
});
export type ReviewRequest = z.input<typeof reviewBody>;

export const reviewBookingParam = z.object({ bookingId: z.uuid('Not a valid id') });

/** POST /api/reviews/{bookingId}/report. */
export const reportReviewBody = z.object({ reason: text(40) });
