import { ERASED } from '@esm/core/kernel/events';
import { defineProjector } from '../runner/projector';

const clean = (v: string | null) => (v === ERASED ? null : v);

/**
 * Reviews as moderators see them: each report with its reason, how many are still open (made
 * since the last decision), and the latest decision with its reason and moderator. A copy of the
 * review's words is kept here because a projector never reads another's tables.
 */
export const reportedReviewsProjector = defineProjector({
  name: 'reported-reviews',
  version: 2,
  tables: ['moderated_reviews', 'review_reports'],
  ddl: `
    CREATE TABLE moderated_reviews (
      booking_id uuid PRIMARY KEY,
      service_id uuid NOT NULL,
      provider_id uuid NOT NULL,
      customer_id uuid NOT NULL,
      rating int NOT NULL,
      title text,
      review_text text,
      moderation_status text NOT NULL,
      report_count int NOT NULL DEFAULT 0,
      open_reports int NOT NULL DEFAULT 0,
      last_reported_at timestamptz,
      moderated_at timestamptz,
      moderated_by uuid,
      moderation_reason text,
      -- How many moderation decisions it has had: what a moderator's page says it has seen.
      decisions int NOT NULL DEFAULT 0,
      submitted_at timestamptz NOT NULL
    );
    CREATE INDEX moderated_reviews_reported ON moderated_reviews (last_reported_at DESC) WHERE report_count > 0;
    CREATE TABLE review_reports (
      booking_id uuid NOT NULL,
      reported_by uuid NOT NULL,
      reason text NOT NULL,
      reported_at timestamptz NOT NULL,
      PRIMARY KEY (booking_id, reported_by)
    );`,
  handles: ['ReviewSubmitted', 'ReviewReported', 'ReviewModerated', 'AccountErased'],
  async apply(event, db) {
    switch (event.type) {
      case 'ReviewSubmitted': {
        const d = event.data;
        await db.query(
          `INSERT INTO moderated_reviews (booking_id, service_id, provider_id, customer_id, rating, title, review_text,
             moderation_status, submitted_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,'approved',$8) ON CONFLICT (booking_id) DO NOTHING`,
          [
            d.bookingId,
            d.serviceId,
            d.providerId,
            d.customerId,
            d.rating,
            clean(d.title),
            clean(d.reviewText),
            d.submittedAt,
          ],
        );
        return;
      }
      case 'ReviewReported': {
        const d = event.data;
        const { rowCount } = await db.query(
          `INSERT INTO review_reports (booking_id, reported_by, reason, reported_at) VALUES ($1,$2,$3,$4)
           ON CONFLICT DO NOTHING`,
          [d.bookingId, d.reportedBy, d.reason, d.reportedAt],
        );
        if (rowCount === 0) return;
        await db.query(
          `UPDATE moderated_reviews SET report_count = report_count + 1, open_reports = open_reports + 1,
             last_reported_at = $2 WHERE booking_id = $1`,
          [d.bookingId, d.reportedAt],
        );
        return;
      }
      case 'ReviewModerated': {
        const d = event.data;
        await db.query(
          `UPDATE moderated_reviews SET moderation_status = $2, open_reports = 0, moderated_at = $3,
             moderated_by = $4, moderation_reason = $5, decisions = decisions + 1 WHERE booking_id = $1`,
          [d.bookingId, d.moderationStatus, d.moderatedAt, d.moderatedBy, d.reason],
        );
        return;
      }
      case 'AccountErased':
        await db.query(
          'UPDATE moderated_reviews SET title = NULL, review_text = NULL WHERE customer_id = $1',
          [event.data.userId],
        );
        return;
    }
  },
});
