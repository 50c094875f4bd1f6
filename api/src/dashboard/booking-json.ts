import type { Booking } from '@esm/contract/bookings';
import { londonDate } from '@esm/core/calendar/dates';
import { formatPounds } from '@esm/core/money/index';
import type { DashboardBookingRow } from '@esm/projections/dashboard/rows';
import { providerPayoutJson } from '../bookings/provider-payout';

/** The contract's Booking, the same JSON as GET /api/bookings, from the dashboard's own read model. */
type DashboardBookingJson = Booking;

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
    quantity: row.quantity,
    tableQuantity: row.table_quantity,
    chairQuantity: row.chair_quantity,
    totalAmount: formatPounds(Number(row.total_amount)),
    platformFee: formatPounds(Number(row.platform_fee)),
    providerAmount: formatPounds(Number(row.provider_amount)),
    providerPayout: providerPayoutJson(row, row.paid_at !== null),
    status: row.status,
    paymentStatus: row.payment_status,
    providerResponse: row.provider_response,
    providerNotifiedAt: iso(row.provider_notified_at),
    respondBy: iso(row.respond_by),
    providerRespondedAt: iso(row.provider_responded_at),
    createdAt: row.created_at.toISOString(),
    notes: row.notes,
    specialRequests: row.special_requests,
    cancellationPolicy: row.cancellation_policy,
    stripeChargeId: row.stripe_charge_id,
    // The provider's view: reviews are the client's to write.
    canReview: false,
  };
}
