import type { bookingResponse } from '@esm/contract/bookings';
import { londonDate } from '@esm/core/calendar/dates';
import { formatPounds } from '@esm/core/money/index';
import type { BookingRow } from '@esm/projections/bookings/rows';
import type { z } from 'zod';
import { providerPayoutJson } from './provider-payout';

export type BookingJson = z.infer<typeof bookingResponse>;

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
    quantity: row.quantity,
    tableQuantity: row.table_quantity,
    chairQuantity: row.chair_quantity,
    totalAmount: formatPounds(Number(row.total_amount)),
    platformFee: formatPounds(Number(row.platform_fee)),
    providerAmount: formatPounds(Number(row.provider_amount)),
    providerPayout: providerPayoutJson(row, row.paid),
    status: row.status as BookingJson['status'],
    paymentStatus: row.payment_status as BookingJson['paymentStatus'],
    providerResponse: row.provider_response,
    providerNotifiedAt: iso(row.provider_notified_at),
    respondBy: iso(row.respond_by),
    providerRespondedAt: iso(row.provider_responded_at),
    createdAt: row.created_at.toISOString(),
    notes: row.notes,
    specialRequests: row.special_requests,
    cancellationPolicy: row.cancellation_policy,
    stripeChargeId: row.stripe_charge_id,
    canReview: row.customer_id === viewerUserId && row.status === 'completed' && !row.reviewed,
  };
}
