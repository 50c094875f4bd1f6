import type { Migration } from '@esm/infra/postgres/migrate';
import type pg from 'pg';

/**
 * Gateway webhooks handled, by the gateway's event id: a webhook delivered again is acknowledged
 * without acting twice. (Each command is idempotent as well; this keeps repeats cheap and visible.)
 */
export const paymentWebhookMigrations: Migration[] = [
  {
    id: '0610_payment_webhooks',
    sql: `CREATE SCHEMA IF NOT EXISTS pay;
      CREATE TABLE pay.webhook_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        intent_id text,
        outcome text NOT NULL,
        received_at timestamptz NOT NULL
      );`,
  },
];

export async function alreadyHandled(pool: pg.Pool, eventId: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM pay.webhook_events WHERE event_id = $1', [eventId]);
  return (rowCount ?? 0) > 0;
}

export async function markHandled(
  pool: pg.Pool,
  event: { id: string; type: string; intentId: string | null },
  outcome: string,
  at: Date,
): Promise<void> {
  await pool.query(
    `INSERT INTO pay.webhook_events (event_id, type, intent_id, outcome, received_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (event_id) DO NOTHING`,
    [event.id, event.type, event.intentId, outcome, at],
  );
}
