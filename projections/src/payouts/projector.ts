import { defineProjector } from '../runner/projector';

/**
 * Provider payments: one row per payout, for the provider's payouts list and the back
 * office (failures and payouts needing attention). Status follows core's payout lifecycle:
 * scheduled, processing, retry_scheduled, needs_attention, frozen, sent, cancelled.
 */
export const payoutsProjector = defineProjector({
  name: 'payouts',
  version: 1,
  tables: ['payouts'],
  ddl: `
    CREATE TABLE payouts (
      id text PRIMARY KEY,
      booking_id text NOT NULL,
      provider_id text NOT NULL,
      amount bigint NOT NULL,
      payment_rule text NOT NULL,
      payment_date timestamptz NOT NULL,
      event_date timestamptz NOT NULL,
      status text NOT NULL,
      status_before_freeze text,
      attempts int NOT NULL DEFAULT 0,
      transfer_id text,
      failure_reason text,
      next_attempt_at timestamptz,
      scheduled_at timestamptz NOT NULL,
      processed_at timestamptz,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX payouts_provider_idx ON payouts (provider_id, payment_date DESC);
    CREATE INDEX payouts_status_idx ON payouts (status);`,
  handles: [
    'PayoutScheduled',
    'PayoutAttemptStarted',
    'PayoutSent',
    'PayoutFailed',
    'PayoutRetryRequested',
    'PayoutFrozen',
    'PayoutUnfrozen',
    'PayoutCancelled',
  ],
  async apply(event, db) {
    const at = event.occurredAt;
    const id = event.data.payoutId;
    switch (event.type) {
      case 'PayoutScheduled': {
        const d = event.data;
        await db.query(
          `INSERT INTO payouts (id, booking_id, provider_id, amount, payment_rule, payment_date, event_date, status,
             scheduled_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'scheduled', $8, $8) ON CONFLICT (id) DO NOTHING`,
          [id, d.bookingId, d.providerId, d.amount, d.paymentRule, d.paymentDate, d.eventDate, at],
        );
        return;
      }
      case 'PayoutAttemptStarted':
        await db.query(
          "UPDATE payouts SET status = 'processing', attempts = $2, next_attempt_at = NULL, updated_at = $3 WHERE id = $1",
          [id, event.data.attempt, at],
        );
        return;
      case 'PayoutSent':
        await db.query(
          `UPDATE payouts SET status = 'sent', transfer_id = $2, failure_reason = NULL, processed_at = $3, updated_at = $3
           WHERE id = $1`,
          [id, event.data.transferId, at],
        );
        return;
      case 'PayoutFailed':
        await db.query(
          `UPDATE payouts SET status = $2, failure_reason = $3, next_attempt_at = $4, processed_at = $5, updated_at = $5
           WHERE id = $1`,
          [
            id,
            event.data.nextAttemptAt === null ? 'needs_attention' : 'retry_scheduled',
            event.data.reason,
            event.data.nextAttemptAt,
            at,
          ],
        );
        return;
      case 'PayoutRetryRequested':
        await db.query(
          "UPDATE payouts SET status = 'retry_scheduled', next_attempt_at = $2, updated_at = $3 WHERE id = $1",
          [id, event.data.nextAttemptAt, at],
        );
        return;
      case 'PayoutFrozen':
        await db.query(
          `UPDATE payouts SET status_before_freeze = CASE WHEN status IN ('scheduled', 'retry_scheduled', 'needs_attention')
             THEN status ELSE 'scheduled' END, status = 'frozen', updated_at = $2 WHERE id = $1`,
          [id, at],
        );
        return;
      case 'PayoutUnfrozen':
        await db.query(
          `UPDATE payouts SET status = COALESCE(status_before_freeze, 'scheduled'), status_before_freeze = NULL,
             updated_at = $2 WHERE id = $1`,
          [id, at],
        );
        return;
      case 'PayoutCancelled':
        await db.query("UPDATE payouts SET status = 'cancelled', updated_at = $2 WHERE id = $1", [id, at]);
        return;
    }
  },
});
