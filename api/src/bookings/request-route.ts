import { bookingRequestResponse } from '@esm/contract/booking-requests';
import { bookingErrors } from '@esm/core/booking/errors';
import { commonErrors } from '@esm/core/kernel/errors';
import { ERASED } from '@esm/core/kernel/events';
import { findUser } from '@esm/projections/accounts/queries';
import { findBooking } from '@esm/projections/bookings/queries';
import { findQuote } from '@esm/projections/quotes/queries';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';

/** The client's contact details reach the provider once the booking is confirmed and paid. */
const CONTACT_STATES: readonly string[] = ['confirmed', 'completed'];

const EVENT_TYPE_NAMES: Record<string, string> = {
  wedding: 'Wedding',
  corporate: 'Corporate event',
  private: 'Private party',
  festival: 'Festival',
  conference: 'Conference',
};

const kept = (value: string | null | undefined) => (value === undefined || value === ERASED ? null : value);

/**
 * GET /api/bookings/{id}/request: the provider of a booking sees what they are asked to accept
 * (event type, venue, postcode, guests, the client's notes) and, once it is confirmed and paid,
 * how to reach the client. Nobody else may read it.
 */
export function registerBookingRequestRoute(app: App, ctx: ApiContext): void {
  app.get(
    '/api/bookings/:id/request',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "The event details of a booking for its provider; the client's contact once confirmed and paid",
        params: uuidParam,
        response: { 200: bookingRequestResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await ctx.auth.requireUser(request);
      const booking = await findBooking(ctx.pool, request.params.id);
      if (!booking) throw bookingErrors.error('BOOKING_NOT_FOUND');
      if (booking.provider_user_id !== user.userId) throw commonErrors.error('FORBIDDEN');
      const quote = booking.quote_id ? (await findQuote(ctx.pool, booking.quote_id))?.quote : undefined;
      const shareContact = booking.paid && CONTACT_STATES.includes(booking.status);
      const client = shareContact ? await findUser(ctx.pool, booking.customer_id) : null;
      return {
        bookingId: booking.id,
        eventType: quote ? (EVENT_TYPE_NAMES[quote.eventType] ?? quote.eventType) : null,
        venue: kept(quote?.eventLocation),
        postcode: kept(quote?.eventPostcode),
        guestCount: quote ? quote.guestCount : null,
        notes: kept(booking.notes),
        clientContact:
          client && client.status !== 'erased'
            ? {
                name: [client.first_name, client.last_name].filter(Boolean).join(' ') || 'Client',
                email: client.email,
                phone: client.phone_number,
              }
            : null,
      };
    },
  );
}
