import { ERASED } from '@esm/core/kernel/events';
import { defineProjector } from '../runner/projector';

const clean = (v: string) => (v === ERASED ? null : v);

/**
 * Contact-sharing violations as trust and safety reviews them: the violation as recorded on the
 * sender's standing, with the whole refused message (the standing model keeps only the matched
 * parts). The refusal and the violation are two events on two streams; whichever comes first makes
 * the row, keyed by the refused message.
 */
export const violationsProjector = defineProjector({
  name: 'violations',
  version: 1,
  tables: ['violation_reviews'],
  ddl: `
    CREATE TABLE violation_reviews (
      chat_message_id uuid PRIMARY KEY,
      violation_id text,
      user_id uuid NOT NULL,
      chat_room_id uuid NOT NULL,
      sender_role text NOT NULL,
      kinds jsonb NOT NULL,
      detected_content text,
      message text,
      violation_number int,
      action_taken text,
      ban_expires_at timestamptz,
      refused_at timestamptz,
      recorded_at timestamptz
    );
    CREATE INDEX violation_reviews_recorded ON violation_reviews (recorded_at DESC) WHERE violation_id IS NOT NULL;
    CREATE INDEX violation_reviews_user ON violation_reviews (user_id);`,
  handles: ['MessageRefusedForContactSharing', 'ContactSharingViolationRecorded', 'AccountErased'],
  async apply(event, db) {
    switch (event.type) {
      case 'MessageRefusedForContactSharing': {
        const d = event.data;
        await db.query(
          `INSERT INTO violation_reviews (chat_message_id, user_id, chat_room_id, sender_role, kinds, detected_content,
             message, refused_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8)
           ON CONFLICT (chat_message_id) DO UPDATE SET message = EXCLUDED.message, refused_at = EXCLUDED.refused_at`,
          [
            d.messageId,
            d.senderId,
            d.roomId,
            d.senderRole,
            JSON.stringify(d.kinds),
            clean(d.detectedContent),
            clean(d.message),
            d.refusedAt,
          ],
        );
        return;
      }
      case 'ContactSharingViolationRecorded': {
        const d = event.data;
        await db.query(
          `INSERT INTO violation_reviews (chat_message_id, violation_id, user_id, chat_room_id, sender_role, kinds,
             detected_content, violation_number, action_taken, ban_expires_at, recorded_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)
           ON CONFLICT (chat_message_id) DO UPDATE SET violation_id = EXCLUDED.violation_id,
             violation_number = EXCLUDED.violation_number, action_taken = EXCLUDED.action_taken,
             ban_expires_at = EXCLUDED.ban_expires_at, recorded_at = EXCLUDED.recorded_at,
             detected_content = EXCLUDED.detected_content`,
          [
            d.chatMessageId,
            d.violationId,
            d.userId,
            d.chatRoomId,
            d.senderRole,
            JSON.stringify(d.kinds),
            clean(d.detectedContent),
            d.violationNumber,
            d.actionTaken,
            d.banExpiresAt,
            d.recordedAt,
          ],
        );
        return;
      }
      case 'AccountErased':
        await db.query(
          'UPDATE violation_reviews SET message = NULL, detected_content = NULL WHERE user_id = $1',
          [event.data.userId],
        );
        return;
    }
  },
});
