import type { RecordedPlatformEvent } from '@esm/core/event-catalogue';
import type { ProjectionDb } from '../runner/projector';

/** A service's real rating and review count (instead of the spec's "4.8 (24)" placeholder). */
export async function applyServiceRating(event: RecordedPlatformEvent, db: ProjectionDb): Promise<void> {
  if (event.type === 'ReviewSubmitted') {
    const d = event.data;
    await db.query(
      'INSERT INTO service_review_ratings (booking_id, service_id, rating, counted) VALUES ($1, $2, $3, true) ON CONFLICT DO NOTHING',
      [d.bookingId, d.serviceId, d.rating],
    );
    await db.query(
      'UPDATE services SET rating_sum = rating_sum + $2, rating_count = rating_count + 1 WHERE id = $1',
      [d.serviceId, d.rating],
    );
  } else if (event.type === 'ReviewModerated') {
    const counted = event.data.moderationStatus === 'approved';
    const { rows } = await db.query<{ service_id: string; rating: number; counted: boolean }>(
      'SELECT service_id, rating, counted FROM service_review_ratings WHERE booking_id = $1',
      [event.data.bookingId],
    );
    const review = rows[0];
    if (!review || review.counted === counted) return;
    const sign = counted ? 1 : -1;
    await db.query('UPDATE service_review_ratings SET counted = $2 WHERE booking_id = $1', [
      event.data.bookingId,
      counted,
    ]);
    await db.query(
      'UPDATE services SET rating_sum = rating_sum + $2, rating_count = rating_count + $3 WHERE id = $1',
      [review.service_id, sign * review.rating, sign],
    );
  }
}
