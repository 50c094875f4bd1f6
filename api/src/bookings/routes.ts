import {
  bookingListQuery,
  bookingResponse,
  bookingResponseBody,
  cancelBookingBody,
  cancellationPreviewResponse,
  cancellationResultResponse,
  updateBookingBody,
} from '@esm/contract/bookings';
import { bookingDecider } from '@esm/core/booking/decider';
import { bookingErrors } from '@esm/core/booking/errors';
import { type BookingEvent, bookingStream } from '@esm/core/booking/events';
import { loadState } from '@esm/core/eventstore/load-state';
import { commonErrors, isDomainError } from '@esm/core/kernel/errors';
import { formatPounds } from '@esm/core/money/index';
import { findBooking, listBookings } from '@esm/projections/bookings/queries';
import type { BookingRow } from '@esm/projections/bookings/rows';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, hasAnyRole, type SignedInUser } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { bookingJson } from './booking-json';
import { cancellationExplanation } from './cancellation-text';

export function registerBookingRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  /** Only the booking's client or its provider; anyone else gets 403. */
  async function ownBooking(
    request: FastifyRequest,
    id: string,
  ): Promise<{ user: SignedInUser; row: BookingRow }> {
    const user = await auth.requireUser(request);
    const row = await findBooking(pool, id);
    if (!row) throw bookingErrors.error('BOOKING_NOT_FOUND');
    if (row.customer_id !== user.userId && row.provider_user_id !== user.userId)
      throw commonErrors.error('FORBIDDEN');
    return { user, row };
  }

  async function reload(id: string, user: SignedInUser) {
    const row = await findBooking(pool, id);
    if (!row) throw bookingErrors.error('BOOKING_NOT_FOUND');
    return bookingJson(row, user.userId);
  }

  app.get(
    '/api/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "The caller's bookings as a client; ?quoteId= for one quote's; ?providerId= for that provider (its owner, admin and auditor)",
        querystring: bookingListQuery,
        response: { 200: z.array(bookingResponse), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const { quoteId, providerId } = request.query;
      if (providerId) {
        // The provider itself; the back office reads (admin, and the auditor read-only).
        if (user.providerId !== providerId && !hasAnyRole(user, ['admin', 'auditor']))
          throw commonErrors.error('FORBIDDEN');
        const rows = await listBookings(pool, { providerId, ...(quoteId ? { quoteId } : {}) });
        return rows.map((row) => bookingJson(row, user.userId));
      }
      const rows = await listBookings(pool, { customerId: user.userId, ...(quoteId ? { quoteId } : {}) });
      return rows.map((row) => bookingJson(row, user.userId));
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One booking (its client or its provider only)',
        params: uuidParam,
        response: { 200: bookingResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user, row } = await ownBooking(request, request.params.id);
      return bookingJson(row, user.userId);
    },
  );

  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/api/bookings/:id/${action}`,
      {
        schema: {
          tags: ['bookings'],
          summary: `The provider ${action}s a booking request (only while provider_reviewing), with an optional message`,
          params: uuidParam,
          body: bookingResponseBody,
          response: { 200: bookingResponse, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { user } = await ownBooking(request, request.params.id);
        const message = request.body.response ?? request.body.message ?? null;
        await commands.run({
          stream: bookingStream(request.params.id),
          decider: bookingDecider,
          command: {
            type: action === 'accept' ? 'AcceptBooking' : 'DeclineBooking',
            actor: actorOf(user),
            bookingId: request.params.id,
            message,
          },
          actor: actorOf(user),
          correlationId: request.id,
        });
        return reload(request.params.id, user);
      },
    );
  }

  app.get(
    '/api/bookings/:id/cancellation',
    {
      schema: {
        tags: ['bookings'],
        summary: 'What cancelling now would refund (refund tiers by days before the event)',
        params: uuidParam,
        response: { 200: cancellationPreviewResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { user } = await ownBooking(request, request.params.id);
      const state = await loadState(ctx.store, bookingStream(request.params.id), bookingDecider);
      // The same decision the cancel command would make, without appending it.
      const decided = bookingDecider.decide(
        { type: 'CancelBooking', actor: actorOf(user), bookingId: request.params.id },
        state,
        ctx.clock.now(),
      );
      if (isDomainError(decided)) throw decided;
      return previewOf(decided);
    },
  );

  const cancel = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    const { user } = await ownBooking(request, id);
    const result = await commands.run({
      stream: bookingStream(id),
      decider: bookingDecider,
      command: { type: 'CancelBooking', actor: actorOf(user), bookingId: id },
      actor: actorOf(user),
      correlationId: request.id,
    });
    const preview = previewOf(result.events.map((e) => ({ type: e.type, data: e.data }) as BookingEvent));
    return {
      booking: await reload(id, user),
      refundAmount: preview.refundAmount,
      refundPercentage: preview.refundPercentage,
    };
  };

  app.post(
    '/api/bookings/:id/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a booking (client or provider); the refund follows the tiers, the escrow pays it',
        params: uuidParam,
        body: cancelBookingBody,
        response: {
          200: cancellationResultResponse,
          ...errors(400, 401, 403, 404, 409, 422),
        },
      },
    },
    cancel,
  );

  app.put(
    '/api/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The spec’s update-booking call: only { status: "cancelled" } (same as POST …/cancel)',
        params: uuidParam,
        body: updateBookingBody,
        response: { 200: bookingResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => (await cancel(request)).booking,
  );
}

function previewOf(events: readonly BookingEvent[]) {
  const cancelled = events.find((e) => e.type === 'BookingCancelled');
  if (cancelled?.type !== 'BookingCancelled') {
    return { refundAmount: '0.00', refundPercentage: 0, explanation: cancellationExplanation(null) };
  }
  const d = cancelled.data;
  return {
    refundAmount: formatPounds(d.refundAmount),
    refundPercentage: d.refundRate / 100,
    explanation: cancellationExplanation(d),
  };
}
