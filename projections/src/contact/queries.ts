import type pg from 'pg';
import { orderAndPage, type Page, type PageRequest, pageOf } from '../paging/page';
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

export const CONTACT_MESSAGE_SORTS = ['callbackFirst', 'receivedAt', 'respondBy', 'handledAt'] as const;
export type ContactMessageSort = (typeof CONTACT_MESSAGE_SORTS)[number];

export interface ContactMessageFilter {
  id?: readonly string[];
  status?: 'open' | 'handled';
  category?: string;
}

/**
 * The back office's inbox. `callbackFirst` (the default) puts open call-back requests on top, since
 * they are promised within two hours, then everything else newest first.
 */
export async function contactMessagesPage(
  pool: pg.Pool,
  request: PageRequest<ContactMessageSort>,
  filter: ContactMessageFilter,
): Promise<Page<ContactMessageRow & { handled_by: string | null }>> {
  const page = orderAndPage(
    request,
    {
      callbackFirst: "(category = 'callback' AND handled_at IS NULL)",
      receivedAt: 'received_at',
      respondBy: 'respond_by',
      handledAt: 'handled_at',
    },
    'received_at DESC, message_id',
    4,
  );
  const { rows } = await pool.query<ContactMessageRow & { handled_by: string | null; total_count: string }>(
    `SELECT *, count(*) OVER () AS total_count FROM rm.contact_messages
     WHERE ($1::text[] IS NULL OR message_id::text = ANY($1))
       AND ($2::text IS NULL OR ($2 = 'handled') = (handled_at IS NOT NULL))
       AND ($3::text IS NULL OR category = $3)
     ${page.sql}`,
    [filter.id ?? null, filter.status ?? null, filter.category ?? null, ...page.params],
  );
  return pageOf(rows, request);
}
