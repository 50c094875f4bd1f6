import type { BookingRequest } from '@esm/contract/booking-requests';
import type {
  Booking,
  CancellationPreview,
  CancellationResult,
  CreateBookingRequest,
} from '@esm/contract/bookings';
import type { BookingConfirmation } from '@esm/contract/payments';
import type { Review, ReviewRequest } from '@esm/contract/reviews';
import { useQuery } from '@tanstack/react-query';
import { postJson } from './http';

export const bookingsKey = ['/api/bookings'] as const;

/** The caller's bookings as a client, or a filtered list (quoteId, or providerId for providers). */
export function useBookingsQuery(filter: { quoteId?: string; providerId?: string } = {}, enabled = true) {
  return useQuery<Booking[]>({ queryKey: [...bookingsKey, filter], enabled });
}

export function useCancellationPreviewQuery(bookingId: string, enabled: boolean) {
  return useQuery<CancellationPreview>({
    queryKey: [...bookingsKey, bookingId, 'cancellation'],
    enabled,
    // The refund depends on today's date: always ask again when the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

export const cancelBooking = (id: string, reason?: string) =>
  postJson<CancellationResult>(`${bookingPath(id)}/cancel`, reason ? { reason } : {});
export const acceptBooking = (id: string, response?: string) =>
  postJson<Booking>(`${bookingPath(id)}/accept`, response ? { response } : {});
export const declineBooking = (id: string, response?: string) =>
  postJson<Booking>(`${bookingPath(id)}/decline`, response ? { response } : {});
export const confirmBooking = (body: { paymentIntentId: string; quoteId?: string; serviceId?: string }) =>
  postJson<BookingConfirmation>('/api/bookings/confirm', body);
export const submitReview = (body: ReviewRequest) => postJson<Review>('/api/reviews', body);

/** What the provider of a booking is asked to accept (and, once confirmed and paid, the client's contact). */
export function useBookingRequestQuery(bookingId: string) {
  return useQuery<BookingRequest>({ queryKey: ['/api/bookings', bookingId, 'request'] });
}

/** One booking of the caller (as its client or provider). */
export function useBookingQuery(bookingId: string | undefined) {
  return useQuery<Booking>({ queryKey: [...bookingsKey, bookingId], enabled: Boolean(bookingId) });
}

/** Books one of the caller's quotes with notes for the providers; checkout then resumes it. */
export const createBooking = (body: CreateBookingRequest) => postJson<Booking>('/api/bookings', body);
