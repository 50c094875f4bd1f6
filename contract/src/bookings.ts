import { z } from 'zod';
import { money, text } from './common';

export const bookingStatus = z.enum([
  'pending',
  'provider_reviewing',
  'confirmed',
  'declined',
  'completed',
  'cancelled',
]);
export type BookingStatus = z.infer<typeof bookingStatus>;

export const paymentStatus = z.enum(['pending', 'paid', 'refunded', 'partially_refunded', 'failed']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** GET /api/bookings (the caller's as client), ?quoteId=, ?providerId= (the provider's). */
export const bookingResponse = z.object({
  id: z.string(),
  quoteId: z.string().nullable(),
  serviceId: z.string(),
  serviceName: z.string(),
  customerId: z.string(),
  /** First name and last initial ("Sarah J."), for providers. */
  customerName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  eventDate: z.string(),
  duration: z.number(),
  /** How many of the service were booked; null for bookings made before this was recorded. */
  quantity: z.number().nullable(),
  /** Table & Chair Hire's tables and chairs; null for other services. */
  tableQuantity: z.number().nullable(),
  chairQuantity: z.number().nullable(),
  totalAmount: money,
  platformFee: money,
  providerAmount: money,
  /**
   * What the provider is paid after the booking's refunds: providerAmount until something is
   * refunded, nothing when the booking was refunded in full or ended unpaid.
   */
  providerPayout: money,
  status: bookingStatus,
  paymentStatus: paymentStatus,
  providerResponse: z.string().nullable(),
  providerNotifiedAt: z.string().nullable(),
  /** End of the provider's 24-hour window to accept or decline. */
  respondBy: z.string().nullable(),
  providerRespondedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The client's notes for the provider (POST /api/bookings); null when none were given. */
  notes: z.string().nullable(),
  specialRequests: z.string().nullable(),
  /** The refund rule the booking was made under, e.g. "30_day_refund". */
  cancellationPolicy: z.string(),
  /** The gateway's charge once the card payment succeeded; null before. */
  stripeChargeId: z.string().nullable(),
  /** True when the caller is the client, the booking is completed and not yet reviewed. */
  canReview: z.boolean(),
});
export type Booking = z.infer<typeof bookingResponse>;

export const bookingListQuery = z.object({ quoteId: z.uuid().optional(), providerId: z.uuid().optional() });

/** POST /api/bookings: book one of the caller's requested quotes; the booking waits for payment. */
export const createBookingBody = z.object({
  quoteId: z.uuid('Please choose a quote to book'),
  /** Sent by the spec's clients; the booking is always the signed-in client's. */
  customerId: z.uuid().optional(),
  notes: text(2000).nullish(),
});
export type CreateBookingRequest = z.input<typeof createBookingBody>;

/** POST /api/bookings/{id}/accept and …/decline: the provider's optional message. */
export const bookingResponseBody = z
  .object({ response: text(2000).nullish(), message: text(2000).nullish() })
  .default({});

/** POST /api/bookings/{id}/cancel. */
export const cancelBookingBody = z.object({ reason: text(2000).nullish() }).default({});

/** PUT /api/bookings/{id}: only cancelling is supported. */
export const updateBookingBody = z.object({
  status: z.literal('cancelled', 'Only cancelling a booking is supported'),
});

/** GET /api/bookings/{id}/cancellation: what cancelling now would refund. */
export const cancellationPreviewResponse = z.object({
  refundAmount: money,
  /** 100, 75, 50 or 0. */
  refundPercentage: z.number(),
  explanation: z.string(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewResponse>;

/** POST /api/bookings/{id}/cancel. */
export const cancellationResultResponse = z.object({
  booking: bookingResponse,
  refundAmount: money,
  refundPercentage: z.number(),
});
export type CancellationResult = z.infer<typeof cancellationResultResponse>;
