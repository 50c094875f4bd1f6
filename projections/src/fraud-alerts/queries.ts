import type pg from 'pg';
import type { FraudAlertRow } from './rows';

/** Alerts newest first, optionally in one status or about one provider. */
export async function fraudAlerts(
  pool: pg.Pool,
  filter: { status?: string; providerId?: string },
): Promise<FraudAlertRow[]> {
  const { rows } = await pool.query<FraudAlertRow>(
    `SELECT a.*, p.business_name FROM rm.fraud_alerts a LEFT JOIN rm.providers p ON p.id = a.provider_id
     WHERE ($1::text IS NULL OR a.status = $1) AND ($2::uuid IS NULL OR a.provider_id = $2)
     ORDER BY a.created_at DESC, a.id LIMIT 500`,
    [filter.status ?? null, filter.providerId ?? null],
  );
  return rows;
}
