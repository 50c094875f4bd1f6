import { defineProjector } from '../runner/projector';

/**
 * Contact-sharing standing per user ("Provider account status" and "Contact-sharing
 * violations"). The row keeps the block as decided (kind, reason, until); whether it is still in
 * force is answered at read time by core's standingViewOf, because time, not an event, ends it
 * when the lifting timer is late.
 */
export const standingProjector = defineProjector({
  name: 'standing',
  version: 1,
  tables: ['user_standing', 'contact_sharing_violations'],
  ddl: `
    CREATE TABLE user_standing (
      user_id uuid PRIMARY KEY,
      violation_count int NOT NULL DEFAULT 0,
      last_violation_at timestamptz,
      contact_sharing_suspensions int NOT NULL DEFAULT 0,
      block_kind text,
      block_cause text,
      block_reason text,
      blocked_since timestamptz,
      blocked_until timestamptz,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX user_standing_blocked ON user_standing (block_kind) WHERE block_kind IS NOT NULL;
    CREATE TABLE contact_sharing_violations (
      violation_id text PRIMARY KEY,
      user_id uuid NOT NULL,
      chat_room_id uuid NOT NULL,
      chat_message_id uuid NOT NULL,
      sender_role text NOT NULL,
      violation_type text NOT NULL,
      kinds jsonb NOT NULL,
      detected_content text NOT NULL,
      violation_number int NOT NULL,
      action_taken text NOT NULL,
      ban_expires_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX contact_sharing_violations_user ON contact_sharing_violations (user_id, created_at);`,
  handles: [
    'ContactSharingViolationRecorded',
    'StandingMessagingRestricted',
    'StandingSuspended',
    'StandingTerminated',
    'StandingBlockLifted',
  ],
  async apply(event, db) {
    const at = event.occurredAt;
    const userId = event.data.userId;
    await db.query('INSERT INTO user_standing (user_id, updated_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      at,
    ]);
    const block = (kind: string, cause: string, reason: string, since: string, until: string | null) =>
      db.query(
        `UPDATE user_standing SET block_kind = $2, block_cause = $3, block_reason = $4, blocked_since = $5,
           blocked_until = $6, contact_sharing_suspensions = contact_sharing_suspensions + $7, updated_at = $8
         WHERE user_id = $1`,
        [
          userId,
          kind,
          cause,
          reason,
          since,
          until,
          kind === 'suspension' && cause === 'contact_sharing' ? 1 : 0,
          at,
        ],
      );
    switch (event.type) {
      case 'ContactSharingViolationRecorded': {
        const d = event.data;
        await db.query(
          `INSERT INTO contact_sharing_violations (violation_id, user_id, chat_room_id, chat_message_id, sender_role,
             violation_type, kinds, detected_content, violation_number, action_taken, ban_expires_at, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) ON CONFLICT DO NOTHING`,
          [
            d.violationId,
            d.userId,
            d.chatRoomId,
            d.chatMessageId,
            d.senderRole,
            d.violationType,
            JSON.stringify(d.kinds),
            d.detectedContent,
            d.violationNumber,
            d.actionTaken,
            d.banExpiresAt,
            d.recordedAt,
          ],
        );
        await db.query(
          `UPDATE user_standing SET violation_count = violation_count + 1, last_violation_at = $2, updated_at = $3
           WHERE user_id = $1`,
          [userId, d.recordedAt, at],
        );
        return;
      }
      case 'StandingMessagingRestricted':
        await block(
          'restriction',
          'contact_sharing',
          event.data.blockReason,
          event.data.restrictedAt,
          event.data.blockedUntil,
        );
        return;
      case 'StandingSuspended':
        await block(
          'suspension',
          event.data.cause,
          event.data.blockReason,
          event.data.suspendedAt,
          event.data.blockedUntil,
        );
        return;
      case 'StandingTerminated':
        await block('termination', event.data.cause, event.data.blockReason, event.data.terminatedAt, null);
        return;
      case 'StandingBlockLifted':
        await db.query(
          `UPDATE user_standing SET block_kind = NULL, block_cause = NULL, block_reason = NULL, blocked_since = NULL,
             blocked_until = NULL, updated_at = $2 WHERE user_id = $1`,
          [userId, at],
        );
        return;
    }
  },
});
