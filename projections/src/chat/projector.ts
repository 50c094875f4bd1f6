import { defineProjector } from '../runner/projector';

/**
 * Chat rooms and their delivered messages (Chat rooms / Chat messages). Each
 * message keeps its place in the room (1 for the first), so `GET …/messages?after=` is one range
 * scan on (room_id, position) however long the conversation: the 5-second polling stays cheap.
 * Refused messages are not here: they were never delivered (the standing read model keeps them).
 */
export const chatProjector = defineProjector({
  name: 'chat',
  version: 1,
  tables: ['chat_rooms', 'chat_messages'],
  ddl: `
    CREATE TABLE chat_rooms (
      id uuid PRIMARY KEY,
      customer_id uuid NOT NULL,
      provider_id uuid NOT NULL,
      provider_user_id uuid NOT NULL,
      service_id uuid NOT NULL,
      status text NOT NULL,
      message_count int NOT NULL DEFAULT 0,
      last_message text,
      last_message_at timestamptz,
      -- Position of the last message each side has read (their own messages count as read).
      customer_read_upto int NOT NULL DEFAULT 0,
      provider_read_upto int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX chat_rooms_customer ON chat_rooms (customer_id);
    CREATE INDEX chat_rooms_provider_user ON chat_rooms (provider_user_id);
    CREATE TABLE chat_messages (
      id uuid PRIMARY KEY,
      room_id uuid NOT NULL,
      position int NOT NULL,
      sender_id uuid NOT NULL,
      sender_role text NOT NULL,
      message text NOT NULL,
      message_type text NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (room_id, position)
    );`,
  handles: ['ChatRoomOpened', 'ChatMessageSent', 'ChatMessagesRead'],
  async apply(event, db) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'ChatRoomOpened': {
        const d = event.data;
        await db.query(
          `INSERT INTO chat_rooms (id, customer_id, provider_id, provider_user_id, service_id, status, created_at, updated_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$7) ON CONFLICT (id) DO NOTHING`,
          [d.roomId, d.customerId, d.providerId, d.providerUserId, d.serviceId, d.status, d.openedAt],
        );
        return;
      }
      case 'ChatMessageSent': {
        const d = event.data;
        const { rows } = await db.query<{ position: number }>(
          `UPDATE chat_rooms SET message_count = message_count + 1, last_message = $2, last_message_at = $3,
             customer_read_upto = CASE WHEN customer_id = $4 THEN message_count + 1 ELSE customer_read_upto END,
             provider_read_upto = CASE WHEN provider_user_id = $4 THEN message_count + 1 ELSE provider_read_upto END,
             updated_at = $5
           WHERE id = $1 RETURNING message_count AS position`,
          [d.roomId, d.message, d.sentAt, d.senderId, at],
        );
        const position = rows[0]?.position;
        if (position === undefined) return;
        await db.query(
          `INSERT INTO chat_messages (id, room_id, position, sender_id, sender_role, message, message_type, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (id) DO NOTHING`,
          [d.messageId, d.roomId, position, d.senderId, d.senderRole, d.message, d.messageType, d.sentAt],
        );
        return;
      }
      case 'ChatMessagesRead': {
        const d = event.data;
        await db.query(
          `UPDATE chat_rooms r SET
             customer_read_upto = CASE WHEN r.customer_id = $2 THEN GREATEST(r.customer_read_upto, m.position) ELSE r.customer_read_upto END,
             provider_read_upto = CASE WHEN r.provider_user_id = $2 THEN GREATEST(r.provider_read_upto, m.position) ELSE r.provider_read_upto END
           FROM chat_messages m WHERE r.id = $1 AND m.id = $3 AND m.room_id = r.id`,
          [d.roomId, d.readerId, d.upToMessageId],
        );
        return;
      }
    }
  },
});
