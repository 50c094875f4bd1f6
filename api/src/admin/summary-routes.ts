import { refundsPage } from '@esm/app/refunds/refund-list';
import { canAccessAdmin } from '@esm/contract/admin/access';
import { adminSummaryResponse } from '@esm/contract/admin/summary';
import { workCounts } from '@esm/projections/back-office/queries';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

/** The back office's dashboard counts: what is waiting, for each role only what it may open. */
export function registerAdminSummaryRoute(app: App, ctx: ApiContext): void {
  const { pool, auth, clock } = ctx;
  app.get(
    '/api/admin/summary',
    {
      ...auth.access('summary', 'list'),
      schema: {
        tags: ['admin'],
        summary:
          'Counts of waiting work the caller may see: documents, fraud alerts, messages, disputes, reported reviews, violations, payouts, refunds, users',
        response: { 200: adminSummaryResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'summary', 'list');
      const may = (resource: string) => canAccessAdmin(user.roles, resource, 'list');
      // Refunds live on their job queue, not in a read model: the refund list counts them.
      const [counts, failedRefunds] = await Promise.all([
        workCounts(pool, may, clock.now()),
        may('refunds')
          ? refundsPage(pool, { sort: ['since', 'DESC'], range: [0, 0] }, { status: 'failed' }).then(
              (page) => page.total,
            )
          : undefined,
      ]);
      return { id: 'summary' as const, ...counts, ...(failedRefunds === undefined ? {} : { failedRefunds }) };
    },
  );
}
