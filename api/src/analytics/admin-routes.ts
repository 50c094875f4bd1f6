import {
  ANALYTICS_MONTHS,
  monthIdParam,
  type PlatformMonth,
  platformMonthResponse,
  platformMonthsQuery,
} from '@esm/contract/admin/analytics';
import { commonErrors } from '@esm/core/kernel/errors';
import { type PlatformMonthRow, platformMonths } from '@esm/projections/analytics/queries';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

const monthJson = (r: PlatformMonthRow): PlatformMonth => ({
  id: r.month,
  month: r.month,
  signups: Number(r.signups),
  newProviders: Number(r.new_providers),
  bookings: Number(r.bookings),
  grossBookingValue: Number(r.gross_booking_value),
  refunded: Number(r.refunded),
  commission: Number(r.commission),
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Platform analytics in the back office (admins and auditors): the `analytics` resource's records
 * are London months, newest first, reaching back ANALYTICS_MONTHS months.
 */
export function registerAnalyticsAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, clock } = ctx;

  app.get(
    '/api/admin/analytics',
    {
      ...auth.access('analytics', 'list'),
      schema: {
        tags: ['admin'],
        summary:
          'Platform months: sign-ups, new providers, paid bookings, gross booking value, refunds, commission (pence)',
        querystring: platformMonthsQuery,
        response: { 200: z.array(platformMonthResponse), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'analytics', 'list');
      const { sort, range, filter } = request.query;
      // getMany's id filter is the only one; the query's type widens an empty filter to {}.
      const { id: ids } = filter as { id?: string[] };
      const page = await platformMonths(
        pool,
        { now: clock.now(), months: ANALYTICS_MONTHS, ids },
        { sort, range },
      );
      return sendPage(reply, 'analytics', { sort, range }, page, monthJson);
    },
  );

  app.get(
    '/api/admin/analytics/:id',
    {
      ...auth.access('analytics', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One platform month (YYYY-MM) of the last two years (admins and auditors)',
        params: monthIdParam,
        response: { 200: platformMonthResponse, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'analytics', 'show');
      const { id } = request.params;
      if (!MONTH.test(id)) throw commonErrors.error('NOT_FOUND');
      const page = await platformMonths(
        pool,
        { now: clock.now(), months: ANALYTICS_MONTHS, ids: [id] },
        { sort: ['month', 'DESC'], range: [0, 0] },
      );
      const row = page.rows[0];
      if (!row) throw commonErrors.error('NOT_FOUND');
      return monthJson(row);
    },
  );
}
