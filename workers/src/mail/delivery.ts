import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';
import type { MailAttachment } from './outbox';

export const MAIL_FROM = 'EventHire UK <no-reply@eventhire.uk>';

/**
 * Sends queued outbox messages over SMTP when SMTP_URL is set. Without it, messages are kept as
 * 'stored' and readable in the dev mailbox (GET /dev/mailbox), so the product works on a
 * fresh machine and nothing is silently dropped.
 */
export class MailDelivery {
  private readonly transport: Transporter | null;

  constructor(
    private readonly pool: pg.Pool,
    smtpUrl: string | undefined,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  /** `lastAttempt`: no retry follows, so a failure marks the message 'failed' for the back office. */
  async deliver(outboxId: string, now: Date, options: { lastAttempt?: boolean } = {}): Promise<void> {
    const { rows } = await this.pool.query<{
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      attachments: MailAttachment[];
      status: string;
    }>('SELECT * FROM mail.outbox WHERE id = $1', [outboxId]);
    const mail = rows[0];
    if (mail?.status !== 'queued') return;
    if (!this.transport) {
      await this.pool.query("UPDATE mail.outbox SET status = 'stored', sent_at = $2 WHERE id = $1", [
        outboxId,
        now,
      ]);
      return;
    }
    try {
      await this.transport.sendMail({
        from: MAIL_FROM,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body ? { html: mail.html_body } : {}),
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      await this.pool.query(
        "UPDATE mail.outbox SET status = 'sent', sent_at = $2, attempts = attempts + 1 WHERE id = $1",
        [outboxId, now],
      );
    } catch (error) {
      await this.pool.query(
        'UPDATE mail.outbox SET attempts = attempts + 1, last_error = $2, status = $3 WHERE id = $1',
        [outboxId, String(error), options.lastAttempt ? 'failed' : 'queued'],
      );
      throw error; // pg-boss retries with backoff
    }
  }
}
