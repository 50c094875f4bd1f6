import type { Migration } from '@esm/infra/postgres/migrate';

export const mailMigrations: Migration[] = [
  {
    id: '0410_mail_outbox',
    sql: `CREATE SCHEMA IF NOT EXISTS mail;
      -- Every e-mail the platform sends: written first, delivered after (the outbox pattern), so a
      -- crash between deciding to send and sending loses nothing, and a dedupe key stops doubles.
      CREATE TABLE mail.outbox (
        id uuid PRIMARY KEY,
        dedupe_key text NOT NULL UNIQUE,
        user_id uuid,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text,
        attachments jsonb NOT NULL DEFAULT '[]',
        status text NOT NULL CHECK (status IN ('queued', 'sent', 'stored', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz
      );
      CREATE INDEX outbox_created_idx ON mail.outbox (created_at DESC);
      CREATE INDEX outbox_user_idx ON mail.outbox (user_id);`,
  },
];
