import { issueRefund, stuckRefunds } from '@esm/app/refunds/issue-refund';
import { refundKeyParam, stuckRefundsResponse } from '@esm/contract/payouts';
import { isDomainError } from '@esm/core/kernel/errors';
import { formatPounds } from '@esm/core/money/index';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

/**
 * Refunds the gateway has not accepted: the back office sees every refund still
 * being retried or given up on, with the gateway's last answer, and an admin can try one again
 * once its cause is fixed.
 */
export function registerRefundAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth } = ctx;
  const json = (r: Awaited<ReturnType<typeof stuckRefunds>>[number]) => ({
    ...r,
    amount: formatPounds(r.amount),
    since: r.since.toISOString(),
  });

  app.get(
    '/api/admin/refunds',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Refunds not yet accepted by the gateway: retrying or failed (admin, auditor)',
        response: { 200: stuckRefundsResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      await auth.requireRole(request, 'admin', 'auditor');
      return (await stuckRefunds(pool)).map(json);
    },
  );

  app.post(
    '/api/admin/refunds/:refundKey/retry',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Try a stuck refund again now (admin); answers the refunds still stuck',
        params: refundKeyParam,
        response: { 200: stuckRefundsResponse, ...errors(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await auth.requireRole(request, 'admin');
      const stuck = (await stuckRefunds(pool)).find((r) => r.refundKey === request.params.refundKey);
      if (!stuck) throw notFound('No stuck refund with this key');
      try {
        await issueRefund(ctx, { ...stuck }, request.id);
      } catch (error) {
        if (isDomainError(error)) throw error;
        reply.code(409);
        return (await stuckRefunds(pool)).map(json);
      }
      // Recorded: the failed job no longer counts once the refund is issued.
      await pool.query(
        `UPDATE pgboss.job SET state = 'completed', completed_on = now(), output = '{"retriedByAdmin":true}'
          WHERE name = 'refunds.issue' AND state IN ('retry', 'failed') AND data->>'refundKey' = $1`,
        [stuck.refundKey],
      );
      return (await stuckRefunds(pool)).map(json);
    },
  );
}
