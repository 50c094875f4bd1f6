import type pg from 'pg';
import { orderAndPage, type Page, type PageRequest, pageOf } from '../paging/page';
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

/** A back-office booking row: the booking with its service, provider and client names. */
export interface AdminBookingRow {
  id: string;
  status: string;
  payment_status: string;
  service_id: string;
  service_name: string | null;
  provider_id: string;
  provider_name: string | null;
  customer_id: string;
  customer_first_name: string | null;
  customer_last_name: string | null;
  event_date: Date;
  created_at: Date;
  total_amount: string;
  refund_amount: string;
  cancelled_by: string | null;
  quantity: number | null;
  table_quantity: number | null;
  chair_quantity: number | null;
}

export interface AdminBookingsFilter {
  id?: string[];
  status?: string;
  providerId?: string;
  customerId?: string;
  /** London calendar days, inclusive. */
  eventFrom?: string;
  eventTo?: string;
}

const ADMIN_BOOKING_COLUMNS = {
  createdAt: 'b.created_at',
  eventDate: 'b.event_date',
  totalAmount: 'b.total_amount',
};

/** One page of every booking for the back office's audit, with the total, in one query. */
export async function adminBookingsPage(
  pool: pg.Pool,
  filter: AdminBookingsFilter,
  request: PageRequest<keyof typeof ADMIN_BOOKING_COLUMNS>,
): Promise<Page<AdminBookingRow>> {
  const where: string[] = ['TRUE'];
  const values: unknown[] = [];
  if (filter.id) where.push(`b.id::text = ANY($${values.push(filter.id)})`);
  if (filter.status) where.push(`b.status = $${values.push(filter.status)}`);
  if (filter.providerId) where.push(`b.provider_id = $${values.push(filter.providerId)}`);
  if (filter.customerId) where.push(`b.customer_id = $${values.push(filter.customerId)}`);
  // Event days are London days, whatever the server's zone.
  if (filter.eventFrom)
    where.push(
      `(b.event_date AT TIME ZONE 'Europe/London')::date >= $${values.push(filter.eventFrom)}::date`,
    );
  if (filter.eventTo)
    where.push(`(b.event_date AT TIME ZONE 'Europe/London')::date <= $${values.push(filter.eventTo)}::date`);
  const page = orderAndPage(request, ADMIN_BOOKING_COLUMNS, 'b.id', values.length + 1);
  const { rows } = await pool.query<AdminBookingRow & { total_count: string }>(
    `SELECT b.id, b.status, b.payment_status, b.service_id, s.name AS service_name, b.provider_id,
            p.business_name AS provider_name, b.customer_id, u.first_name AS customer_first_name,
            u.last_name AS customer_last_name, b.event_date, b.created_at, b.total_amount, b.refund_amount,
            b.cancelled_by, b.quantity, b.table_quantity, b.chair_quantity, count(*) OVER () AS total_count
       FROM rm.bookings b
       LEFT JOIN rm.services s ON s.id = b.service_id
       LEFT JOIN rm.providers p ON p.id = b.provider_id
       LEFT JOIN rm.users u ON u.user_id = b.customer_id
      WHERE ${where.join(' AND ')} ${page.sql}`,
    [...values, ...page.params],
  );
  return pageOf(rows, request);
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
