import type pg from 'pg';
import type { ServiceRow } from './service-json';

/** One listing with its category, or null (removed listings included: bookings still show them). */
export async function findService(
  pool: pg.Pool,
  serviceId: string,
): Promise<(ServiceRow & { removed: boolean; provider_user_id: string }) | null> {
  const { rows } = await pool.query<ServiceRow & { removed: boolean; provider_user_id: string }>(
    `SELECT s.*, c.name AS category_name FROM rm.services s JOIN rm.categories c ON c.id = s.category_id WHERE s.id = $1`,
    [serviceId],
  );
  return rows[0] ?? null;
}
