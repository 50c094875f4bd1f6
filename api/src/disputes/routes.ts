import { disputeResponse, raiseDisputeBody } from '@esm/contract/disputes';
import { bookingDecider } from '@esm/core/booking/decider';
import { bookingErrors } from '@esm/core/booking/errors';
import { bookingStream } from '@esm/core/booking/events';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowErrors } from '@esm/core/escrow/errors';
import { escrowStream } from '@esm/core/escrow/events';
import type { HeldEscrow } from '@esm/core/escrow/state';
import { loadState } from '@esm/core/eventstore/load-state';
import { commonErrors } from '@esm/core/kernel/errors';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';

/** The client raises a dispute (the back office resolves it: disputes/admin-routes.ts). */
export function registerDisputeRoutes(app: App, ctx: ApiContext): void {
  const { auth, commands, store } = ctx;

  const heldEscrow = async (bookingId: string): Promise<HeldEscrow> => {
    const escrow = await loadState(store, escrowStream(bookingId), escrowDecider);
    if (!escrow.exists) throw escrowErrors.error('ESCROW_NOT_FOUND');
    return escrow;
  };

  app.post(
    '/api/bookings/:id/dispute',
    {
      schema: {
        tags: ['disputes'],
        summary: 'The client of a booking raises a dispute, from the event’s start until 48 hours after it',
        params: uuidParam,
        body: raiseDisputeBody,
        response: { 201: disputeResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      const bookingId = request.params.id;
      const booking = await loadState(store, bookingStream(bookingId), bookingDecider);
      if (!booking.exists) throw bookingErrors.error('BOOKING_NOT_FOUND');
      if (booking.customerId !== user.userId) throw commonErrors.error('FORBIDDEN');
      await heldEscrow(bookingId);
      const result = await commands.run({
        stream: escrowStream(bookingId),
        decider: escrowDecider,
        command: {
          type: 'RaiseDispute',
          actor: actorOf(user),
          bookingId,
          reason: request.body.reason,
          bookingStatus: booking.status,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const raised = result.events.find((e) => e.type === 'EscrowDisputeRaised');
      return reply.status(201).send({
        bookingId,
        status: 'open',
        outcome: null,
        refundAmount: '0.00',
        at: (raised?.occurredAt ?? ctx.clock.now()).toISOString(),
      });
    },
  );
}
