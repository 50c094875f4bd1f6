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

/** Writes an e-mail to the outbox; returns its id when new, null when the key was already there. */
export async function enqueueMail(pool: pg.Pool, mail: OutgoingMail, now: Date): Promise<string | null> {
  const id = randomUUID();
  const { rowCount } = await pool.query(
    `INSERT INTO mail.outbox (id, dedupe_key, user_id, to_address, subject, text_body, html_body, attachments, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'queued', $9) ON CONFLICT (dedupe_key) DO NOTHING`,
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
