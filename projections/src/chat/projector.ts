import type { RecordedPlatformEvent } from '@esm/core/event-catalogue';
import { batchOf, defineProjector, type ProjectionDb } from '../runner/projector';
import { allCanonicalUuids, iso, withRecords } from '../runner/records';

/**
 * Chat rooms and their delivered messages (Chat rooms / Chat messages). Each
 * message keeps its place in the room (1 for the first), so `GET …/messages?after=` is one range
 * scan on (room_id, position) however long the conversation: the 5-second polling stays cheap.
 * Refused messages are not here: they were never delivered (the standing read model keeps them).
 */
export const chatProjector = defineProjector({
  name: 'chat',
  version: 1,
  // The inbox lists; replaying finds rooms by id only.
  queryIndexes: ['chat_rooms_customer', 'chat_rooms_provider_user'],
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
  // Messages are most of a marketplace's events. ChatMessagesRead stays per event: it looks up
  // a message's position, which may belong to a message of the same run.
  batch: [batchOf(['ChatRoomOpened', 'ChatMessageSent'], applyRoomsAndMessages)],
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

interface RoomState {
  customer_id: string;
  provider_user_id: string;
  message_count: number;
  customer_read_upto: number;
  provider_read_upto: number;
  last_message?: string;
  last_message_at?: string;
  updated_at?: string;
  /** Opened in this run: inserted whole at the end. */
  opened?: { provider_id: string; service_id: string; status: string; created_at: string };
  changed: boolean;
}

/**
 * A run of room openings and messages, folded in memory: the rooms involved are read once, each
 * event moves a room's counters exactly as the per-event UPDATE does, and the result is written
 * with one INSERT of new rooms, one UPDATE of changed rooms and one INSERT of messages.
 */
async function applyRoomsAndMessages(
  events: readonly RecordedPlatformEvent<'ChatRoomOpened' | 'ChatMessageSent'>[],
  db: ProjectionDb,
  perEvent: (events: readonly RecordedPlatformEvent<'ChatRoomOpened' | 'ChatMessageSent'>[]) => Promise<void>,
): Promise<void> {
  const ids = events.flatMap((e) =>
    e.type === 'ChatRoomOpened'
      ? [e.data.roomId, e.data.customerId, e.data.providerUserId]
      : [e.data.roomId, e.data.senderId],
  );
  if (!allCanonicalUuids(ids)) return perEvent(events);
  const roomIds = [...new Set(events.map((e) => e.data.roomId))];
  const { rows } = await db.query<{ id: string } & Omit<RoomState, 'changed'>>(
    `SELECT id::text, customer_id::text, provider_user_id::text, message_count, customer_read_upto, provider_read_upto
     FROM chat_rooms WHERE id = ANY($1::uuid[])`,
    [roomIds],
  );
  const rooms = new Map<string, RoomState>(rows.map(({ id, ...room }) => [id, { ...room, changed: false }]));
  const messages: Record<string, unknown>[] = [];
  for (const event of events) {
    const d = event.data;
    if (event.type === 'ChatRoomOpened') {
      if (rooms.has(d.roomId)) continue; // ON CONFLICT (id) DO NOTHING
      const o = event.data;
      rooms.set(o.roomId, {
        customer_id: o.customerId,
        provider_user_id: o.providerUserId,
        message_count: 0,
        customer_read_upto: 0,
        provider_read_upto: 0,
        updated_at: o.openedAt,
        opened: {
          provider_id: o.providerId,
          service_id: o.serviceId,
          status: o.status,
          created_at: o.openedAt,
        },
        changed: true,
      });
      continue;
    }
    const m = event.data;
    const room = rooms.get(m.roomId);
    if (!room) continue; // the UPDATE found no room: no message either
    room.message_count += 1;
    room.last_message = m.message;
    room.last_message_at = m.sentAt;
    if (room.customer_id === m.senderId) room.customer_read_upto = room.message_count;
    if (room.provider_user_id === m.senderId) room.provider_read_upto = room.message_count;
    room.updated_at = iso(event.occurredAt);
    room.changed = true;
    messages.push({
      ord: messages.length,
      id: m.messageId,
      room_id: m.roomId,
      position: room.message_count,
      sender_id: m.senderId,
      sender_role: m.senderRole,
      message: m.message,
      message_type: m.messageType,
      created_at: m.sentAt,
    });
  }
  const opened: Record<string, unknown>[] = [];
  const changed: Record<string, unknown>[] = [];
  for (const [id, room] of rooms) {
    if (!room.changed) continue;
    const { opened: o, changed: _, ...columns } = room;
    if (o) opened.push({ id, ...columns, ...o });
    else changed.push({ id, ...columns });
  }
  await withRecords(
    db,
    `INSERT INTO chat_rooms (id, customer_id, provider_id, provider_user_id, service_id, status, message_count,
       last_message, last_message_at, customer_read_upto, provider_read_upto, created_at, updated_at)
     SELECT id, customer_id, provider_id, provider_user_id, service_id, status, message_count,
       last_message, last_message_at, customer_read_upto, provider_read_upto, created_at, updated_at
     FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, customer_id uuid, provider_id uuid, provider_user_id uuid,
       service_id uuid, status text, message_count int, last_message text, last_message_at timestamptz,
       customer_read_upto int, provider_read_upto int, created_at timestamptz, updated_at timestamptz)`,
    opened,
  );
  await withRecords(
    db,
    `UPDATE chat_rooms r SET message_count = v.message_count, last_message = v.last_message,
       last_message_at = v.last_message_at, customer_read_upto = v.customer_read_upto,
       provider_read_upto = v.provider_read_upto, updated_at = v.updated_at
     FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, message_count int, last_message text,
       last_message_at timestamptz, customer_read_upto int, provider_read_upto int, updated_at timestamptz)
     WHERE r.id = v.id`,
    changed,
  );
  await withRecords(
    db,
    `INSERT INTO chat_messages (id, room_id, position, sender_id, sender_role, message, message_type, created_at)
     SELECT id, room_id, position, sender_id, sender_role, message, message_type, created_at
     FROM jsonb_to_recordset($1::jsonb) AS v(ord int, id uuid, room_id uuid, position int, sender_id uuid,
       sender_role text, message text, message_type text, created_at timestamptz)
     ORDER BY ord
     ON CONFLICT (id) DO NOTHING`,
    messages,
  );
}
