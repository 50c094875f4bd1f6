import { adminIdParam } from '@esm/contract/admin/list';
import {
  PAYOUT_STATUSES,
  type PayoutRecord,
  payoutRecord,
  payoutsListQuery,
} from '@esm/contract/admin/payouts';
import { type PayoutStatus, payoutDecider } from '@esm/core/payout/decider';
import { payoutStream } from '@esm/core/payout/events';
import { findPayout, payoutsPage } from '@esm/projections/payouts/queries';
import type { PayoutRow } from '@esm/projections/payouts/rows';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

/** The back office's status filter is core's statuses: a new one fails the typecheck here. */
export const ADMIN_PAYOUT_STATUSES = PAYOUT_STATUSES satisfies readonly PayoutStatus[];

const payoutRecordOf = (r: PayoutRow): PayoutRecord => ({
  id: r.id,
  bookingId: r.booking_id,
  providerId: r.provider_id,
  amountPence: Number(r.amount),
  paymentRule: r.payment_rule,
  paymentDate: r.payment_date.toISOString(),
  eventDate: r.event_date.toISOString(),
  status: r.status as PayoutRecord['status'],
  attempts: r.attempts,
  transferId: r.transfer_id,
  failureReason: r.failure_reason,
  nextAttemptAt: r.next_attempt_at?.toISOString() ?? null,
  scheduledAt: r.scheduled_at.toISOString(),
  processedAt: r.processed_at?.toISOString() ?? null,
});

/** Every provider payment for the back office; an admin retries one that needs attention. */
export function registerPayoutAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  app.get(
    '/api/admin/payouts',
    {
      ...auth.access('payouts', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Payouts, latest payment date first; filter by status (admins, auditors)',
        querystring: payoutsListQuery,
        response: { 200: z.array(payoutRecord), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'payouts', 'list');
      const { sort, range, filter } = request.query;
      const page = await payoutsPage(pool, { sort, range }, filter);
      return sendPage(reply, 'payouts', { sort, range }, page, payoutRecordOf);
    },
  );

  const load = async (id: string) => {
    const row = await findPayout(pool, id);
    if (!row) throw notFound('Payout not found.');
    return payoutRecordOf(row);
  };

  app.get(
    '/api/admin/payouts/:id',
    {
      ...auth.access('payouts', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One payout with its attempts and failure reason (admins, auditors)',
        params: adminIdParam,
        response: { 200: payoutRecord, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'payouts', 'show');
      return load(request.params.id);
    },
  );

  app.post(
    '/api/admin/payouts/:id/retry',
    {
      ...auth.access('payouts', 'retry'),
      schema: {
        tags: ['admin'],
        summary: 'Try a payout that needs attention again, once its cause is fixed (admins)',
        params: adminIdParam,
        response: { 200: payoutRecord, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'payouts', 'retry');
      const payoutId = request.params.id;
      await load(payoutId);
      await commands.run({
        stream: payoutStream(payoutId),
        decider: payoutDecider,
        command: { type: 'RetryPayout', actor: actorOf(user), payoutId },
        actor: actorOf(user),
        correlationId: request.id,
      });
      return load(payoutId);
    },
  );
}
