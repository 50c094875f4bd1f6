import type pg from 'pg';
import type { DashboardBookingRow } from './rows';

/**
 * A provider's bookings and revenue between `from` and `until`. A booking counts once the client
 * has paid (the provider was asked) and it was not declined or cancelled; revenue is the
 * provider's share less its part of any refund since (a dispute's), pence as text, not what the
 * client paid.
 */
export async function providerBookingFigures(
  pool: pg.Pool,
  providerId: string,
  from: Date,
  until: Date,
): Promise<{ bookings: number; revenue: string } | null> {
  const { rows } = await pool.query<{ bookings: number; revenue: string }>(
    `SELECT count(*)::int AS bookings, coalesce(sum(provider_amount - provider_refunded), 0)::text AS revenue
     FROM rm.dashboard_bookings
     WHERE provider_id = $1 AND paid_at IS NOT NULL AND created_at >= $2 AND created_at < $3
       AND status NOT IN ('declined', 'cancelled')`,
    [providerId, from, until],
  );
  return rows[0] ?? null;
}

/** A provider's latest paid bookings, newest first. */
export async function recentProviderBookings(
  pool: pg.Pool,
  providerId: string,
  limit = 5,
): Promise<DashboardBookingRow[]> {
  const { rows } = await pool.query<DashboardBookingRow>(
    `SELECT b.*, s.name AS service_name, c.name AS customer_name, p.name AS provider_name
     FROM rm.dashboard_bookings b
     LEFT JOIN rm.dashboard_names s ON s.id = b.service_id
     LEFT JOIN rm.dashboard_names c ON c.id = b.customer_id
     LEFT JOIN rm.dashboard_names p ON p.id = b.provider_id
     WHERE b.provider_id = $1 AND b.paid_at IS NOT NULL
     ORDER BY b.created_at DESC, b.booking_id LIMIT $2`,
    [providerId, limit],
  );
  return rows;
}
