import type pg from 'pg';
import type { BookingRow } from './rows';

/** The booking row with the names the screens show, joined from their own read models. */
const BOOKING_SELECT = `
  SELECT b.*, s.name AS service_name, p.business_name AS provider_name,
         u.first_name AS customer_first_name, u.last_name AS customer_last_name
  FROM rm.bookings b
  LEFT JOIN rm.services s ON s.id = b.service_id
  LEFT JOIN rm.providers p ON p.id = b.provider_id
  LEFT JOIN rm.users u ON u.user_id = b.customer_id`;

export async function findBooking(pool: pg.Pool, bookingId: string): Promise<BookingRow | null> {
  const { rows } = await pool.query<BookingRow>(`${BOOKING_SELECT} WHERE b.id = $1`, [bookingId]);
  return rows[0] ?? null;
}

export async function listBookings(
  pool: pg.Pool,
  filter: { customerId?: string; providerId?: string; quoteId?: string },
): Promise<BookingRow[]> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (filter.customerId) where.push(`b.customer_id = $${values.push(filter.customerId)}`);
  // A checkout whose hold lapsed unpaid is not a booking the client made: it leaves their list.
  if (filter.customerId && !filter.quoteId)
    where.push(`NOT (b.status = 'cancelled' AND b.cancelled_by = 'system' AND b.payment_status = 'pending')`);
  // Providers see requests once paid: an unpaid checkout is not a request yet.
  if (filter.providerId) where.push(`b.provider_id = $${values.push(filter.providerId)} AND b.paid`);
  if (filter.quoteId) where.push(`b.quote_id = $${values.push(filter.quoteId)}`);
  const { rows } = await pool.query<BookingRow>(
    `${BOOKING_SELECT} WHERE ${where.join(' AND ')} ORDER BY b.created_at DESC, b.id LIMIT 500`,
    values,
  );
  return rows;
}

/** Whether the client has a paid booking with the provider in one of `statuses`. */
export async function hasPaidBookingWith(
  pool: pg.Pool,
  customerId: string,
  providerId: string,
  statuses: readonly string[],
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `SELECT 1 FROM rm.bookings WHERE customer_id = $1 AND provider_id = $2 AND paid
       AND status = ANY($3) LIMIT 1`,
    [customerId, providerId, statuses],
  );
  return Boolean(rowCount);
}

/**
 * Whether the user has a booking still under way, as its client or its provider: one not yet
 * completed, declined or cancelled. An account with one cannot be closed by its owner.
 */
export async function hasOpenBookings(pool: pg.Pool, userId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `SELECT 1 FROM rm.bookings
      WHERE (customer_id = $1 OR provider_user_id = $1)
        AND status IN ('pending', 'provider_reviewing', 'confirmed')
      LIMIT 1`,
    [userId],
  );
  return Boolean(rowCount);
}
