import { londonDate } from '@esm/core/calendar/dates';
import { formatPounds } from '@esm/core/money/index';
import type pg from 'pg';
import { z } from 'zod';
import { money } from '../http/schemas';

export interface BookingRow {
  id: string;
  quote_id: string | null;
  service_id: string;
  service_name: string | null;
  customer_id: string;
  customer_first_name: string | null;
  customer_last_name: string | null;
  provider_id: string;
  provider_user_id: string;
  provider_name: string | null;
  event_date: Date;
  duration: number;
  total_amount: number | string;
  platform_fee: number | string;
  provider_amount: number | string;
  status: string;
  payment_status: string;
  paid: boolean;
  provider_response: string | null;
  provider_notified_at: Date | null;
  respond_by: Date | null;
  provider_responded_at: Date | null;
  reviewed: boolean;
  created_at: Date;
}

export const bookingResponse = z.object({
  id: z.string(),
  quoteId: z.string().nullable(),
  serviceId: z.string(),
  serviceName: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  eventDate: z.string(),
  duration: z.number(),
  totalAmount: money,
  platformFee: money,
  providerAmount: money,
  status: z.enum(['pending', 'provider_reviewing', 'confirmed', 'declined', 'completed', 'cancelled']),
  paymentStatus: z.enum(['pending', 'paid', 'refunded', 'partially_refunded', 'failed']),
  providerResponse: z.string().nullable(),
  providerNotifiedAt: z.string().nullable(),
  respondBy: z.string().nullable(),
  providerRespondedAt: z.string().nullable(),
  createdAt: z.string(),
  canReview: z.boolean(),
});

export type BookingJson = z.infer<typeof bookingResponse>;

/** The booking row with the names the screens show, joined from their own read models. */
export const BOOKING_SELECT = `
  SELECT b.*, s.name AS service_name, p.business_name AS provider_name,
         u.first_name AS customer_first_name, u.last_name AS customer_last_name
  FROM rm.bookings b
  LEFT JOIN rm.services s ON s.id = b.service_id
  LEFT JOIN rm.providers p ON p.id = b.provider_id
  LEFT JOIN rm.users u ON u.user_id = b.customer_id`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** "Sarah J.": providers see the client's first name and last initial only. */
function customerName(row: BookingRow): string {
  const first = row.customer_first_name?.trim() || 'Client';
  const initial = row.customer_last_name?.trim().charAt(0);
  return initial ? `${first} ${initial}.` : first;
}

export function bookingJson(row: BookingRow, viewerUserId: string): BookingJson {
  return {
    id: row.id,
    quoteId: row.quote_id,
    serviceId: row.service_id,
    serviceName: row.service_name ?? 'Service',
    customerId: row.customer_id,
    customerName: customerName(row),
    providerId: row.provider_id,
    providerName: row.provider_name ?? 'Provider',
    // The event's UK calendar day (yyyy-mm-dd): a day, not an instant, so no zone can move it.
    eventDate: londonDate(row.event_date),
    duration: row.duration,
    totalAmount: formatPounds(Number(row.total_amount)),
    platformFee: formatPounds(Number(row.platform_fee)),
    providerAmount: formatPounds(Number(row.provider_amount)),
    status: row.status as BookingJson['status'],
    paymentStatus: row.payment_status as BookingJson['paymentStatus'],
    providerResponse: row.provider_response,
    providerNotifiedAt: iso(row.provider_notified_at),
    respondBy: iso(row.respond_by),
    providerRespondedAt: iso(row.provider_responded_at),
    createdAt: row.created_at.toISOString(),
    canReview: row.customer_id === viewerUserId && row.status === 'completed' && !row.reviewed,
  };
}

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
  // Providers see requests once paid: an unpaid checkout is not a request yet.
  if (filter.providerId) where.push(`b.provider_id = $${values.push(filter.providerId)} AND b.paid`);
  if (filter.quoteId) where.push(`b.quote_id = $${values.push(filter.quoteId)}`);
  const { rows } = await pool.query<BookingRow>(
    `${BOOKING_SELECT} WHERE ${where.join(' AND ')} ORDER BY b.created_at DESC, b.id LIMIT 500`,
    values,
  );
  return rows;
}
