import { ERASED } from '@esm/core/kernel/events';
import { defineProjector } from '../runner/projector';

const clean = (v: string | null) => (v === ERASED ? null : v);

/**
 * Customer reviews for the service page and the booking list's "already reviewed" check.
 * Ratings for averages live with services and providers; this model keeps the words, which are
 * the client's personal data and go when their account is erased (the rating stays).
 */
export const reviewsProjector = defineProjector({
  name: 'reviews',
  version: 2,
  tables: ['reviews'],
  ddl: `
    CREATE TABLE reviews (
      booking_id uuid PRIMARY KEY,
      service_id uuid NOT NULL,
      provider_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      rating int NOT NULL,
      title text,
      review_text text,
      photos text[] NOT NULL DEFAULT '{}',
      -- The data model's helpfulVotes: nothing casts a vote yet.
      helpful_votes int NOT NULL DEFAULT 0,
      verified_booking boolean NOT NULL,
      moderation_status text NOT NULL,
      reported_count int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      -- Place in the global feed: a stable newest-first order even for reviews sent in the same instant.
      seq bigint NOT NULL
    );
    CREATE INDEX reviews_service_idx ON reviews (service_id, seq DESC) WHERE moderation_status = 'approved';
    CREATE INDEX reviews_provider_idx ON reviews (provider_id, seq DESC);
    CREATE INDEX reviews_customer_idx ON reviews (customer_id);`,
  handles: ['ReviewSubmitted', 'ReviewReported', 'ReviewModerated', 'AccountErased'],
  async apply(event, db) {
    if (event.type === 'AccountErased') {
      await db.query(
        "UPDATE reviews SET title = NULL, review_text = NULL, photos = '{}' WHERE customer_id = $1",
        [event.data.userId],
      );
      return;
    }
    switch (event.type) {
      case 'ReviewSubmitted': {
        const d = event.data;
        await db.query(
          `INSERT INTO reviews (booking_id, service_id, provider_id, customer_id, rating, title, review_text,
             verified_booking, moderation_status, created_at, seq, photos)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,'approved',$9,$10,$11) ON CONFLICT (booking_id) DO NOTHING`,
          [
            d.bookingId,
            d.serviceId,
            d.providerId,
            d.customerId,
            d.rating,
            clean(d.title),
            clean(d.reviewText),
            d.verifiedBooking,
            d.submittedAt,
            event.globalPosition,
            d.photos ?? [],
          ],
        );
        return;
      }
      case 'ReviewReported':
        await db.query('UPDATE reviews SET reported_count = reported_count + 1 WHERE booking_id = $1', [
          event.data.bookingId,
        ]);
        return;
      case 'ReviewModerated':
        await db.query('UPDATE reviews SET moderation_status = $2 WHERE booking_id = $1', [
          event.data.bookingId,
          event.data.moderationStatus,
        ]);
        return;
    }
  },
});
