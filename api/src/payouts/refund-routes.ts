import { issueRefund, REFUND_ISSUE_QUEUE } from '@esm/app/refunds/issue-refund';
import { findRefund, type RefundRow, refundsPage } from '@esm/app/refunds/refund-list';
import { adminIdParam } from '@esm/contract/admin/list';
import { type RefundRecord, refundRecord, refundsListQuery } from '@esm/contract/admin/refunds';
import { isDomainError } from '@esm/core/kernel/errors';
import { paymentErrors } from '@esm/core/payment/errors';
import { completeRefundJobs } from '@esm/infra/jobs/job-queue';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

const refundRecordOf = (r: RefundRow): RefundRecord => ({
  id: r.refundKey,
  bookingId: r.bookingId,
  amountPence: r.amount,
  reason: r.reason,
  status: r.status,
  attempts: r.attempts,
  lastError: r.lastError,
  since: r.since.toISOString(),
  settledAt: r.settledAt?.toISOString() ?? null,
});

/**
 * Refunds as the refunds queue runs them: the back office sees every one, including those
 * still being retried or given up on with the gateway's last answer, and an admin can try a
 * failed one again once its cause is fixed.
 */
export function registerRefundAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth } = ctx;

  app.get(
    '/api/admin/refunds',
    {
      ...auth.access('refunds', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Refunds, newest first; filter by status, e.g. failed (admins, auditors)',
        querystring: refundsListQuery,
        response: { 200: z.array(refundRecord), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'refunds', 'list');
      const { sort, range, filter } = request.query;
      const page = await refundsPage(pool, { sort, range }, filter);
      return sendPage(reply, 'refunds', { sort, range }, page, refundRecordOf);
    },
  );

  const load = async (refundKey: string) => {
    const row = await findRefund(pool, refundKey);
    if (!row) throw notFound('Refund not found.');
    return row;
  };

  app.get(
    '/api/admin/refunds/:id',
    {
      ...auth.access('refunds', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One refund with its attempts and the gateway’s last answer (admins, auditors)',
        params: adminIdParam,
        response: { 200: refundRecord, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'refunds', 'show');
      return refundRecordOf(await load(request.params.id));
    },
  );

  app.post(
    '/api/admin/refunds/:id/retry',
    {
      ...auth.access('refunds', 'retry'),
      schema: {
        tags: ['admin'],
        summary: 'Try a refund that is retrying or failed again now (admins)',
        params: adminIdParam,
        response: { 200: refundRecord, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'refunds', 'retry');
      const refund = await load(request.params.id);
      if (refund.status === 'issued') throw paymentErrors.error('REFUND_ALREADY_ISSUED');
      if (refund.status === 'pending') throw paymentErrors.error('REFUND_STILL_QUEUED');
      const { refundKey, bookingId, amount, reason } = refund;
      try {
        await issueRefund(ctx, { refundKey, bookingId, amount, reason }, request.id);
      } catch (error) {
        if (isDomainError(error)) throw error;
        const said = error instanceof Error ? error.message : String(error);
        throw paymentErrors.error(
          'REFUND_FAILED_AGAIN',
          undefined,
          `${paymentErrors.definitions.REFUND_FAILED_AGAIN.message} (${said})`,
        );
      }
      // Issued now: the failed or waiting jobs of this refund are settled, so it is no longer listed as stuck.
      await completeRefundJobs(pool, REFUND_ISSUE_QUEUE, refundKey);
      return refundRecordOf(await load(refundKey));
    },
  );
}
