import type pg from 'pg';

/**
 * The e-mail outbox (`mail.outbox`, written by the workers' e-mail delivery) read for the back
 * office: what was sent to whom, its delivery status and attempts. Read-only.
 */
export interface OutboxRow {
  id: string;
  user_id: string | null;
  to_address: string;
  subject: string;
  status: 'queued' | 'sent' | 'stored' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface OutboxMessage extends OutboxRow {
  text_body: string;
  attachments: { filename: string; contentType: string }[];
}

export const OUTBOX_SORTS = ['createdAt', 'sentAt', 'status', 'attempts', 'to'] as const;
export type OutboxSort = (typeof OUTBOX_SORTS)[number];

const COLUMNS = 'id, user_id, to_address, subject, status, attempts, last_error, created_at, sent_at';

export async function outboxPage(
  pool: pg.Pool,
  request: { sort: readonly [OutboxSort, 'ASC' | 'DESC']; range: readonly [number, number] },
  filter: { id?: readonly string[]; status?: string; to?: string; q?: string },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const columns: Record<OutboxSort, string> = {
    createdAt: 'created_at',
    sentAt: 'sent_at',
    status: 'status',
    attempts: 'attempts',
    to: 'to_address',
  };
  const [first, last] = request.range;
  const order = request.sort[1] === 'DESC' ? 'DESC' : 'ASC';
  const { rows } = await pool.query<OutboxRow & { total_count: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total_count FROM mail.outbox
      WHERE ($1::text[] IS NULL OR id::text = ANY($1))
        AND ($2::text IS NULL OR status = $2)
        AND ($3::text IS NULL OR lower(to_address) = lower($3))
        AND ($4::text IS NULL OR subject ILIKE '%' || $4 || '%' OR to_address ILIKE '%' || $4 || '%')
      ORDER BY ${columns[request.sort[0]]} ${order} NULLS LAST, id
      LIMIT $5 OFFSET $6`,
    [filter.id ?? null, filter.status ?? null, filter.to ?? null, filter.q ?? null, last - first + 1, first],
  );
  const total = rows.length > 0 ? Number(rows[0]?.total_count) : first;
  return { rows: rows.map(({ total_count: _, ...row }) => row), total };
}

/** One message with its text body; attachments by name and type only. */
export async function findOutboxMessage(pool: pg.Pool, id: string): Promise<OutboxMessage | null> {
  const { rows } = await pool.query<OutboxMessage>(
    `SELECT ${COLUMNS}, text_body,
        (SELECT coalesce(jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType')), '[]'::jsonb)
           FROM jsonb_array_elements(attachments) a) AS attachments
       FROM mail.outbox WHERE id::text = $1`,
    [id],
  );
  return rows[0] ?? null;
}
