import { disputeResponse, raiseDisputeBody, resolveDisputeBody } from '@esm/contract/disputes';
import { bookingDecider } from '@esm/core/booking/decider';
import { bookingErrors } from '@esm/core/booking/errors';
import { bookingStream } from '@esm/core/booking/events';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowErrors } from '@esm/core/escrow/errors';
import { escrowStream } from '@esm/core/escrow/events';
import type { HeldEscrow } from '@esm/core/escrow/state';
import { loadState } from '@esm/core/eventstore/load-state';
import { systemActor } from '@esm/core/kernel/actor';
import { commonErrors } from '@esm/core/kernel/errors';
import { formatPounds, parsePounds, sumParts } from '@esm/core/money/index';
import { payoutDecider } from '@esm/core/payout/decider';
import { payoutErrors } from '@esm/core/payout/errors';
import { payoutStream } from '@esm/core/payout/events';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';

const RESOLVER = systemActor('dispute-resolution');

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

  app.post(
    '/api/admin/disputes/:id/resolve',
    {
      ...auth.roleFirst('admin', 'investigator'),
      schema: {
        tags: ['disputes'],
        summary: 'The back office resolves the open dispute of a booking (:id is the booking’s id)',
        params: uuidParam,
        body: resolveDisputeBody,
        response: { 200: disputeResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireRole(request, 'admin', 'investigator');
      const bookingId = request.params.id;
      const { outcome, notes } = request.body;
      const escrow = await heldEscrow(bookingId);
      if (escrow.dispute !== 'open') throw escrowErrors.error('ESCROW_NO_OPEN_DISPUTE');
      let refundAmount = 0;
      if (outcome === 'refund_in_part') {
        refundAmount = parsePounds(request.body.refundAmount ?? '') ?? 0;
        if (refundAmount <= 0 || refundAmount >= sumParts(escrow.entitled)) {
          throw escrowErrors.error('ESCROW_PARTIAL_REFUND_INVALID');
        }
      }
      // A refund takes back the frozen deposit payout first (if it was not sent before the
      // dispute), so the client is refunded from escrow rather than from the provider.
      let recalledDepositPayoutId: string | null = null;
      if (
        outcome !== 'release_to_provider' &&
        escrow.deposit.status === 'released' &&
        escrow.deposit.payoutId
      ) {
        const payoutId = escrow.deposit.payoutId;
        const payout = await loadState(store, payoutStream(payoutId), payoutDecider);
        if (payout.exists && payout.status === 'processing') throw payoutErrors.error('PAYOUT_IN_PROGRESS');
        if (payout.exists && payout.status !== 'sent') {
          await commands.run({
            stream: payoutStream(payoutId),
            decider: payoutDecider,
            command: {
              type: 'CancelPayout',
              actor: RESOLVER,
              payoutId,
              reason: 'Refunded to the client by a dispute resolution.',
            },
            actor: RESOLVER,
            correlationId: request.id,
            readYourWrites: false,
          });
          recalledDepositPayoutId = payoutId;
        }
      }
      const result = await commands.run({
        stream: escrowStream(bookingId),
        decider: escrowDecider,
        command: {
          type: 'ResolveDispute',
          actor: actorOf(user),
          bookingId,
          outcome,
          refundAmount,
          notes: notes ?? null,
          refundKey: `dispute-${bookingId}`,
          payoutId: `balance-${bookingId}`,
          recalledDepositPayoutId,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const resolved = result.events.find((e) => e.type === 'EscrowDisputeResolved');
      const refunded =
        resolved?.type === 'EscrowDisputeResolved'
          ? (resolved.data as { refundAmount: number }).refundAmount
          : refundAmount;
      return {
        bookingId,
        status: 'resolved' as const,
        outcome,
        refundAmount: formatPounds(refunded),
        at: (resolved?.occurredAt ?? ctx.clock.now()).toISOString(),
      };
    },
  );
}
