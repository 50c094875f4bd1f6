import type pg from 'pg';
import { orderAndPage, type Page, type PageRequest, pageOf } from '../paging/page';
import type { ContextMessageRow, ViolationRow } from './rows';

export const VIOLATION_SORTS = ['recordedAt', 'violationNumber'] as const;
export type ViolationSort = (typeof VIOLATION_SORTS)[number];

export interface ViolationFilter {
  id?: readonly string[];
  userId?: string;
  kind?: string;
}

const COLUMNS = `v.violation_id, v.chat_message_id, v.user_id, u.first_name, u.last_name, u.email,
    v.chat_room_id, v.sender_role, v.kinds, v.detected_content, v.message, v.violation_number, v.action_taken,
    v.ban_expires_at, v.refused_at, v.recorded_at`;
const FROM = 'FROM rm.violation_reviews v LEFT JOIN rm.users u ON u.user_id = v.user_id';

/** Recorded violations, newest first by default, by sender and the kind of contact detail found. */
export async function violationsPage(
  pool: pg.Pool,
  request: PageRequest<ViolationSort>,
  filter: ViolationFilter,
): Promise<Page<ViolationRow>> {
  const page = orderAndPage(
    request,
    { recordedAt: 'v.recorded_at', violationNumber: 'v.violation_number' },
    'v.violation_id',
    4,
  );
  const { rows } = await pool.query<ViolationRow & { total_count: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total_count ${FROM}
     WHERE v.violation_id IS NOT NULL
       AND ($1::text[] IS NULL OR v.violation_id = ANY($1))
       AND ($2::text IS NULL OR v.user_id::text = $2)
       AND ($3::text IS NULL OR v.kinds ? $3)
     ${page.sql}`,
    [filter.id ?? null, filter.userId ?? null, filter.kind ?? null, ...page.params],
  );
  return pageOf(rows, request);
}

export async function findViolation(pool: pg.Pool, violationId: string): Promise<ViolationRow | null> {
  const { rows } = await pool.query<ViolationRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE v.violation_id IS NOT NULL AND v.violation_id = $1`,
    [violationId],
  );
  return rows[0] ?? null;
}

/**
 * The refused message among the delivered messages of its room: up to `around` before and after it,
 * by time, oldest first. The refused message was never delivered, so it lives only in this model.
 */
export async function violationChatContext(
  pool: pg.Pool,
  violation: Pick<ViolationRow, 'chat_message_id' | 'chat_room_id' | 'refused_at' | 'recorded_at'>,
  around = 5,
): Promise<ContextMessageRow[]> {
  const at = violation.refused_at ?? violation.recorded_at;
  const { rows } = await pool.query<ContextMessageRow>(
    `WITH delivered AS (
       SELECT m.id::text AS id, m.sender_id::text AS sender_id, m.sender_role, m.message, m.created_at, false AS refused
         FROM rm.chat_messages m WHERE m.room_id = $1
     ), earlier AS (
       SELECT * FROM delivered WHERE created_at <= $2 ORDER BY created_at DESC LIMIT $3
     ), later AS (
       SELECT * FROM delivered WHERE created_at > $2 ORDER BY created_at LIMIT $3
     ), refused AS (
       SELECT v.chat_message_id::text AS id, v.user_id::text AS sender_id, v.sender_role, v.message,
              $2::timestamptz AS created_at, true AS refused
         FROM rm.violation_reviews v WHERE v.chat_message_id = $4
     )
     SELECT c.*, u.first_name, u.last_name
       FROM (SELECT * FROM earlier UNION ALL SELECT * FROM refused UNION ALL SELECT * FROM later) c
       LEFT JOIN rm.users u ON u.user_id::text = c.sender_id
      ORDER BY c.created_at, c.refused`,
    [violation.chat_room_id, at, around, violation.chat_message_id],
  );
  return rows;
}
