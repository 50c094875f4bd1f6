import { londonDate } from '@esm/core/calendar/dates';
import { formatPounds } from '@esm/core/money/index';
import { type BookingJson, bookingResponse } from '../bookings/booking-json';

/** The contract's Booking, the same JSON as GET /api/bookings, from the dashboard's own read model. */
export const dashboardBookingResponse = bookingResponse;
type DashboardBookingJson = BookingJson;

export interface DashboardBookingRow {
  booking_id: string;
  quote_id: string | null;
  service_id: string;
  service_name: string | null;
  customer_id: string;
  customer_name: string | null;
  provider_id: string;
  provider_name: string | null;
  event_date: Date;
  duration: number;
  total_amount: number;
  platform_fee: number;
  provider_amount: number;
  status: DashboardBookingJson['status'];
  payment_status: DashboardBookingJson['paymentStatus'];
  provider_response: string | null;
  provider_notified_at: Date | null;
  respond_by: Date | null;
  provider_responded_at: Date | null;
  created_at: Date;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function dashboardBookingJson(row: DashboardBookingRow): DashboardBookingJson {
  return {
    id: row.booking_id,
    quoteId: row.quote_id,
    serviceId: row.service_id,
    serviceName: row.service_name ?? 'Service',
    customerId: row.customer_id,
    customerName: row.customer_name ?? 'Former client',
    providerId: row.provider_id,
    providerName: row.provider_name ?? '',
    eventDate: londonDate(row.event_date),
    duration: row.duration,
    totalAmount: formatPounds(Number(row.total_amount)),
    platformFee: formatPounds(Number(row.platform_fee)),
    providerAmount: formatPounds(Number(row.provider_amount)),
    status: row.status,
    paymentStatus: row.payment_status,
    providerResponse: row.provider_response,
    providerNotifiedAt: iso(row.provider_notified_at),
    respondBy: iso(row.respond_by),
    providerRespondedAt: iso(row.provider_responded_at),
    createdAt: row.created_at.toISOString(),
    // The provider's view: reviews are the client's to write.
    canReview: false,
  };
}
