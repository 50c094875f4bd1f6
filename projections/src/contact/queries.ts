import type pg from 'pg';
import type { ContactMessageRow } from './rows';

export async function findContactMessage(
  pool: pg.Pool,
  messageId: string,
): Promise<ContactMessageRow | null> {
  const { rows } = await pool.query<ContactMessageRow>(
    'SELECT * FROM rm.contact_messages WHERE message_id = $1',
    [messageId],
  );
  return rows[0] ?? null;
}

/** Open messages by their reply deadline; handled ones latest first. */
export async function contactMessages(
  pool: pg.Pool,
  status: 'open' | 'handled',
): Promise<ContactMessageRow[]> {
  const { rows } = await pool.query<ContactMessageRow>(
    status === 'open'
      ? 'SELECT * FROM rm.contact_messages WHERE handled_at IS NULL ORDER BY respond_by, seq LIMIT 500'
      : 'SELECT * FROM rm.contact_messages WHERE handled_at IS NOT NULL ORDER BY handled_at DESC, seq LIMIT 500',
  );
  return rows;
}
