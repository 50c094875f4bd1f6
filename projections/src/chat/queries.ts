import { UUID_PATTERN } from '@esm/core/kernel/ids';
import { prepared, queryPrepared } from '@esm/infra/postgres/prepared';
import type pg from 'pg';
import type { ChatMessageRow, ChatRoomRow } from './rows';

/**
 * Rooms with what the lists show: the service's name, the other side's name and the messages
 * the viewer has not read (from the other side, after their read marker). The names are joined
 * at read time from the services, providers and users read models, so a renamed business shows
 * its new name in every room.
 */
const ROOMS_SQL = `
  SELECT r.id, r.customer_id, r.provider_id, r.provider_user_id, r.service_id, r.status, r.last_message,
    r.last_message_at, r.created_at, s.name AS service_name, p.business_name,
    u.first_name AS customer_first_name, u.last_name AS customer_last_name,
    (SELECT count(*)::int FROM rm.chat_messages m
      WHERE m.room_id = r.id AND m.sender_id <> $1
        AND m.position > CASE WHEN r.customer_id = $1 THEN r.customer_read_upto ELSE r.provider_read_upto END
    ) AS unread_count
  FROM rm.chat_rooms r
  LEFT JOIN rm.services s ON s.id = r.service_id
  LEFT JOIN rm.providers p ON p.id = r.provider_id
  LEFT JOIN rm.users u ON u.user_id = r.customer_id`;

const ROOMS_OF = prepared(`${ROOMS_SQL} WHERE r.customer_id = $1 OR r.provider_user_id = $1
  ORDER BY COALESCE(r.last_message_at, r.created_at) DESC, r.id LIMIT 500`);

/** The viewer's rooms, as client and as provider, latest activity first. */
export async function roomsOf(pool: pg.Pool, userId: string): Promise<ChatRoomRow[]> {
  // The chat page polls this every 5 seconds.
  const { rows } = await queryPrepared<ChatRoomRow>(pool, ROOMS_OF, [userId]);
  return rows;
}

export async function findRoom(pool: pg.Pool, roomId: string, viewerId: string): Promise<ChatRoomRow | null> {
  const { rows } = await queryPrepared<ChatRoomRow>(pool, prepared(`${ROOMS_SQL} WHERE r.id = $2`), [
    viewerId,
    roomId,
  ]);
  return rows[0] ?? null;
}

/**
 * A page of the conversation, oldest first: what opening a chat shows (the latest messages), what
 * each 5-second poll adds (those after the last one held) and what "earlier messages" adds (those
 * before the first one held). One statement each: the anchor is found by its primary key, the
 * page read off (room_id, position).
 */
export type MessagePage = 'latest' | { after: string } | { before: string };

const COLUMNS = 'id, room_id, position, sender_id, message, created_at';
const ANCHOR = '(SELECT position FROM rm.chat_messages WHERE id = $2::uuid AND room_id = $1)';
const MESSAGES_LATEST = prepared(`SELECT * FROM (
    SELECT ${COLUMNS} FROM rm.chat_messages WHERE room_id = $1 ORDER BY position DESC LIMIT $2) page
  ORDER BY position`);
// An anchor that is not a message of this room gives the latest page: a client whose cached last
// message is unknown resynchronises instead of seeing nothing.
const MESSAGES_AFTER = prepared(`WITH anchor AS MATERIALIZED ${ANCHOR}
  SELECT * FROM (
    (SELECT ${COLUMNS} FROM rm.chat_messages WHERE room_id = $1 AND position > (SELECT position FROM anchor)
      ORDER BY position LIMIT $3)
    UNION ALL
    (SELECT ${COLUMNS} FROM rm.chat_messages WHERE room_id = $1 AND NOT EXISTS (SELECT FROM anchor)
      ORDER BY position DESC LIMIT $3)) page
  ORDER BY position`);
const MESSAGES_BEFORE = prepared(`SELECT * FROM (
    SELECT ${COLUMNS} FROM rm.chat_messages WHERE room_id = $1 AND position < ${ANCHOR}
    ORDER BY position DESC LIMIT $3) page
  ORDER BY position`);

/** Up to `limit` messages of the room, oldest first; none before an unknown message. */
export async function messagesOf(
  pool: pg.Pool,
  roomId: string,
  page: MessagePage,
  limit: number,
): Promise<ChatMessageRow[]> {
  if (page === 'latest')
    return (await queryPrepared<ChatMessageRow>(pool, MESSAGES_LATEST, [roomId, limit])).rows;
  const [statement, anchor] = 'after' in page ? [MESSAGES_AFTER, page.after] : [MESSAGES_BEFORE, page.before];
  // Not a uuid: no message of any room, without a cast error.
  const id = UUID_PATTERN.test(anchor) ? anchor : null;
  return (await queryPrepared<ChatMessageRow>(pool, statement, [roomId, id, limit])).rows;
}

export async function findMessage(pool: pg.Pool, messageId: string): Promise<ChatMessageRow | null> {
  const { rows } = await pool.query<ChatMessageRow>(
    'SELECT id, room_id, position, sender_id, message, created_at FROM rm.chat_messages WHERE id = $1',
    [messageId],
  );
  return rows[0] ?? null;
}
