import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  /** Same key, same e-mail: a retried or replayed job never sends twice. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Whose address this is, so erasing the person also erases their mail. */
  userId?: string;
}

/**
 * Writes an e-mail to the outbox; returns its id when new, null when the key was already there,
 * or when the person it is for has been erased. A mail job may render its e-mail just before an
 * erasure and write it just after the erasure cleared the person's mail: so the write shares the
 * lock on the person's data key, which the erasure updates before it deletes their mail. Either
 * the write waits for the erasure and sees it, or the erasure waits for the write and deletes it.
 */
export async function enqueueMail(pool: pg.Pool, mail: OutgoingMail, now: Date): Promise<string | null> {
  const id = randomUUID();
  const { rowCount } = await pool.query(
    `WITH subject AS (SELECT erased_at FROM pii.data_keys WHERE subject_id = $3::text FOR SHARE)
     INSERT INTO mail.outbox (id, dedupe_key, user_id, to_address, subject, text_body, html_body, attachments, status, created_at)
     SELECT $1, $2, $3::uuid, $4, $5, $6, $7, $8, 'queued', $9
      WHERE NOT EXISTS (SELECT 1 FROM subject WHERE erased_at IS NOT NULL)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [
      id,
      mail.dedupeKey,
      mail.userId ?? null,
      mail.to,
      mail.subject,
      mail.text,
      mail.html ?? null,
      JSON.stringify(mail.attachments ?? []),
      now,
    ],
  );
  return rowCount === 1 ? id : null;
}
