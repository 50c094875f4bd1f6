import { startQuoteCheckout } from '@esm/app/checkout/start-checkout';
import { bookingResponse, createBookingBody } from '@esm/contract/bookings';
import { bookingErrors } from '@esm/core/booking/errors';
import { detectContactSharing } from '@esm/core/contact-sharing/detect';
import { commonErrors, validationError } from '@esm/core/kernel/errors';
import { listBookings } from '@esm/projections/bookings/queries';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { bookingJson } from './booking-json';

/**
 * POST /api/bookings (quoteId, customerId, notes → booking). Booking a quote is starting
 * its checkout: the day is held for 15 minutes and the payment is prepared, exactly as
 * POST /api/create-payment-intent does, so the booking answers `pending` until it is paid and a
 * repeat resumes the same checkout instead of booking twice.
 */
export function registerCreateBookingRoute(app: App, ctx: ApiContext): void {
  app.post(
    '/api/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Book one of your requested quotes: the booking waits for payment (pending) with the day held',
        body: createBookingBody,
        response: { 201: bookingResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = await ctx.auth.requireCompleteProfile(request);
      const { quoteId, customerId, notes } = request.body;
      if (customerId && customerId !== user.userId) throw commonErrors.error('FORBIDDEN');
      // The provider reads the note before the booking is confirmed: no contact details in it.
      if (notes && detectContactSharing(notes).sharesContact)
        throw validationError({
          notes:
            'Please remove phone numbers, e-mail addresses, links and social handles from your note: contact details are shared once the booking is confirmed and paid.',
        });
      await startQuoteCheckout(ctx, user, quoteId, request.id, notes ?? null);
      const [row] = await listBookings(ctx.pool, { customerId: user.userId, quoteId });
      if (!row) throw bookingErrors.error('BOOKING_NOT_FOUND');
      return reply.status(201).send(bookingJson(row, user.userId));
    },
  );
}
