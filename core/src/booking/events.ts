import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';
import {
  basisPointsSchema,
  bookingMoneySchema,
  penceSchema,
  providerPlanSchema,
  REFUND_REASONS,
} from '../money';

export const bookingStream = (bookingId: string): string => `booking-${bookingId}`;

/** Booking status and payment status names them; `failed` marks a card that was declined. */
export const BOOKING_STATUSES = [
  'pending',
  'provider_reviewing',
  'confirmed',
  'declined',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_PAYMENT_STATUSES = [
  'pending',
  'paid',
  'refunded',
  'partially_refunded',
  'failed',
] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

/** The spec's default and only policy name; its terms are the refund tiers in money/refunds. */
export const DEFAULT_CANCELLATION_POLICY = '30_day_refund';

/**
 * Why a payment was refunded instead of paying its booking: its day was booked by someone else's
 * booking first, or the payment succeeded after its checkout had ended.
 */
export const UNBOOKED_REFUND_REASONS = ['day_unavailable', 'checkout_ended'] as const;
export type UnbookedRefundReason = (typeof UNBOOKED_REFUND_REASONS)[number];

export const bookingEvents = defineEvents({
  BookingCreated: {
    version: 2,
    schema: bookingMoneySchema.extend({
      bookingId: z.string(),
      quoteId: z.string().nullable(),
      serviceId: z.string(),
      customerId: z.string(),
      providerId: z.string(),
      providerUserId: z.string(),
      eventDate: z.iso.datetime(),
      /** eventDate + duration: when the service ends, from which completion and disputes count. */
      eventEndsAt: z.iso.datetime(),
      /** Hours. */
      duration: z.number().int().positive(),
      /** What was ordered: how many of the service; null when booked before bookings recorded it. */
      quantity: z.number().int().positive().nullable(),
      /** Table & Chair Hire's tables and chairs; null for other services. */
      tableQuantity: z.number().int().min(0).nullable(),
      chairQuantity: z.number().int().min(0).nullable(),
      plan: providerPlanSchema,
      paymentId: z.string(),
      notes: z.string().nullable(),
      specialRequests: z.string().nullable(),
      cancellationPolicy: z.string(),
      /** Cancellations by the client before this instant are refunded in full. */
      refundEligibleUntil: z.iso.datetime(),
      createdAt: z.iso.datetime(),
    }),
    personal: { subject: 'customerId', fields: ['notes', 'specialRequests'] },
    upcasters: {
      // Version 1 bookings did not record what was ordered; their price still says what was paid.
      1: (data) => ({ ...(data as object), quantity: null, tableQuantity: null, chairQuantity: null }),
    },
  },
  BookingPaid: {
    schema: z.object({
      bookingId: z.string(),
      paymentId: z.string(),
      providerNotifiedAt: z.iso.datetime(),
      /** The provider's 24-hour deadline to accept or decline. */
      respondBy: z.iso.datetime(),
    }),
  },
  BookingPaymentFailed: {
    schema: z.object({
      bookingId: z.string(),
      paymentId: z.string(),
      reason: z.string(),
      cancelledAt: z.iso.datetime(),
    }),
  },
  /** The payment succeeded but the booking could not have its day: cancelled, refunded in full. */
  BookingPaymentRefunded: {
    schema: z.object({
      bookingId: z.string(),
      paymentId: z.string(),
      reason: z.enum(UNBOOKED_REFUND_REASONS),
      refundAmount: penceSchema,
      cancelledAt: z.iso.datetime(),
    }),
  },
  BookingAccepted: {
    schema: z.object({
      bookingId: z.string(),
      providerUserId: z.string(),
      providerResponse: z.string().nullable(),
      providerRespondedAt: z.iso.datetime(),
    }),
    personal: { subject: 'providerUserId', fields: ['providerResponse'] },
  },
  BookingDeclined: {
    schema: z.object({
      bookingId: z.string(),
      providerUserId: z.string(),
      providerResponse: z.string().nullable(),
      providerRespondedAt: z.iso.datetime(),
      refundAmount: penceSchema,
    }),
    personal: { subject: 'providerUserId', fields: ['providerResponse'] },
  },
  BookingAutoDeclined: {
    schema: z.object({ bookingId: z.string(), declinedAt: z.iso.datetime(), refundAmount: penceSchema }),
  },
  BookingCancelled: {
    schema: z.object({
      bookingId: z.string(),
      cancelledBy: z.enum(['customer', 'provider', 'system']),
      /** Null when nothing had been paid. */
      refundReason: z.enum(REFUND_REASONS).nullable(),
      /** London calendar days before the event; set only when the refund tiers applied. */
      daysBeforeEvent: z.number().int().nullable(),
      refundRate: basisPointsSchema,
      refundAmount: penceSchema,
      cancelledAt: z.iso.datetime(),
    }),
  },
  BookingCompleted: { schema: z.object({ bookingId: z.string(), completedAt: z.iso.datetime() }) },
});

export type BookingEvent = EventsOf<typeof bookingEvents>;
export type BookingCreatedData = Extract<BookingEvent, { type: 'BookingCreated' }>['data'];
