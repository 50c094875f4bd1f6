import {
  type AdminDispute,
  adminDispute,
  adminDisputesListQuery,
  adminResolveDisputeBody,
} from '@esm/contract/admin/disputes';
import { adminIdParam } from '@esm/contract/admin/list';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowErrors } from '@esm/core/escrow/errors';
import { escrowStream } from '@esm/core/escrow/events';
import { loadState } from '@esm/core/eventstore/load-state';
import { systemActor } from '@esm/core/kernel/actor';
import { sumParts } from '@esm/core/money/index';
import { payoutDecider } from '@esm/core/payout/decider';
import { payoutErrors } from '@esm/core/payout/errors';
import { payoutStream } from '@esm/core/payout/events';
import { disputesPage, findDispute } from '@esm/projections/investigation/queries';
import type { AdminDisputeRow } from '@esm/projections/investigation/rows';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

const RESOLVER = systemActor('dispute-resolution');

const disputeJson = (r: AdminDisputeRow): AdminDispute => ({
  id: r.booking_id,
  bookingId: r.booking_id,
  customerId: r.customer_id,
  customerName: r.customer_name,
  providerId: r.provider_id,
  businessName: r.business_name,
  totalAmount: r.total_amount === null ? null : Number(r.total_amount),
  depositAmount: r.deposit_amount === null ? null : Number(r.deposit_amount),
  bookingStatus: r.booking_status,
  eventDate: r.event_date?.toISOString() ?? null,
  reason: r.reason,
  status: r.status as AdminDispute['status'],
  outcome: r.outcome as AdminDispute['outcome'],
  refundAmount: Number(r.refund_amount),
  notes: r.notes,
  raisedAt: r.raised_at.toISOString(),
  resolvedAt: r.resolved_at?.toISOString() ?? null,
});

/** The `disputes` resource of the back office: disputes on bookings, open first, and their resolution. */
export function registerDisputeAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands, store } = ctx;

  const disputeOr404 = async (bookingId: string) => {
    const row = await findDispute(pool, bookingId);
    if (!row) throw escrowErrors.error('ESCROW_DISPUTE_NOT_FOUND');
    return row;
  };

  app.get(
    '/api/admin/disputes',
    {
      ...auth.access('disputes', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Disputes on bookings: open first, the oldest first among them',
        querystring: adminDisputesListQuery,
        response: { 200: z.array(adminDispute), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'disputes', 'list');
      const { sort, range, filter } = request.query;
      const page = await disputesPage(pool, filter, { sort, range });
      return sendPage(reply, 'disputes', { sort, range }, page, disputeJson);
    },
  );

  app.get(
    '/api/admin/disputes/:id',
    {
      ...auth.access('disputes', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One dispute (:id is the booking’s id) with the booking’s amounts',
        params: adminIdParam,
        response: { 200: adminDispute, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'disputes', 'show');
      return disputeJson(await disputeOr404(request.params.id));
    },
  );

  app.post(
    '/api/admin/disputes/:id/resolve',
    {
      ...auth.access('disputes', 'resolve'),
      schema: {
        tags: ['admin'],
        summary:
          'Resolve the open dispute of a booking: release to the provider, refund in full, or refund in part (pence)',
        params: adminIdParam,
        body: adminResolveDisputeBody,
        response: { 200: adminDispute, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'disputes', 'resolve');
      const bookingId = request.params.id;
      const { outcome, notes } = request.body;
      const escrow = await loadState(store, escrowStream(bookingId), escrowDecider);
      if (!escrow.exists) throw escrowErrors.error('ESCROW_NOT_FOUND');
      if (escrow.dispute !== 'open') throw escrowErrors.error('ESCROW_NO_OPEN_DISPUTE');
      let refundAmount = 0;
      if (outcome === 'refund_in_part') {
        refundAmount = request.body.refundAmount ?? 0;
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
      await commands.run({
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
      return disputeJson(await disputeOr404(bookingId));
    },
  );
}
