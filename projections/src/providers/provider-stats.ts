import type { RecordedPlatformEvent } from '@esm/core/event-catalogue';
import type { ProjectionDb } from '../runner/projector';

/**
 * The real figures a provider card shows instead of the spec's placeholders:
 * average rating and review count from approved reviews, completed bookings, and the plan.
 * Returns false for events that are not about these figures.
 */
export async function applyProviderStats(event: RecordedPlatformEvent, db: ProjectionDb): Promise<boolean> {
  switch (event.type) {
    case 'ReviewSubmitted': {
      const d = event.data;
      await db.query(
        'INSERT INTO provider_review_ratings (booking_id, provider_id, rating, counted) VALUES ($1, $2, $3, true) ON CONFLICT DO NOTHING',
        [d.bookingId, d.providerId, d.rating],
      );
      await db.query(
        'UPDATE providers SET rating_sum = rating_sum + $2, rating_count = rating_count + 1 WHERE id = $1',
        [d.providerId, d.rating],
      );
      return true;
    }
    case 'ReviewModerated': {
      const counted = event.data.moderationStatus === 'approved';
      const { rows } = await db.query<{ provider_id: string; rating: number; counted: boolean }>(
        'SELECT provider_id, rating, counted FROM provider_review_ratings WHERE booking_id = $1',
        [event.data.bookingId],
      );
      const review = rows[0];
      if (!review || review.counted === counted) return true;
      const sign = counted ? 1 : -1;
      await db.query('UPDATE provider_review_ratings SET counted = $2 WHERE booking_id = $1', [
        event.data.bookingId,
        counted,
      ]);
      await db.query(
        'UPDATE providers SET rating_sum = rating_sum + $2, rating_count = rating_count + $3 WHERE id = $1',
        [review.provider_id, sign * review.rating, sign],
      );
      return true;
    }
    case 'BookingCreated':
      await db.query(
        'INSERT INTO provider_bookings (booking_id, provider_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [event.data.bookingId, event.data.providerId],
      );
      return true;
    case 'BookingCompleted':
      await db.query(
        `UPDATE providers SET completed_bookings = completed_bookings + 1
         WHERE id = (SELECT provider_id FROM provider_bookings WHERE booking_id = $1)`,
        [event.data.bookingId],
      );
      return true;
    case 'PlanActivated':
      await db.query('UPDATE providers SET plan = $2 WHERE id = $1', [
        event.data.providerId,
        event.data.plan,
      ]);
      return true;
    case 'PlanEnded':
      await db.query("UPDATE providers SET plan = 'basic' WHERE id = $1", [event.data.providerId]);
      return true;
    default:
      return false;
  }
}
