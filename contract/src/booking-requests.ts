import { z } from 'zod';

/**
 * GET /api/bookings/{id}/request: what the provider is asked to accept. The event's details come
 * from the client's quote (a direct checkout has none: null); the client's contact details only
 * once the booking is confirmed and paid.
 */
export const bookingRequestResponse = z.object({
  bookingId: z.string(),
  eventType: z.string().nullable(),
  venue: z.string().nullable(),
  postcode: z.string().nullable(),
  guestCount: z.number().nullable(),
  notes: z.string().nullable(),
  clientContact: z
    .object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
});
export type BookingRequest = z.infer<typeof bookingRequestResponse>;
