import { type ProjectionState, projectionStates } from '@esm/app/audit/projection-status';
import {
  type AdminProjection,
  adminProjection,
  adminProjectionsQuery,
} from '@esm/contract/admin/projections';
import { notFound } from '@esm/core/kernel/errors';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

const projectionJson = (p: ProjectionState): AdminProjection => ({
  id: p.name,
  version: p.version,
  tables: p.tables,
  schema: p.schema,
  checkpoint: p.checkpoint,
  head: p.head,
  lag: p.lag,
  status: p.status,
  statusDetail: p.statusDetail,
  lastDriftCheck: p.drift
    ? {
        checkedAt: p.drift.checkedAt.toISOString(),
        differences: p.drift.differences,
        totalDifferences: p.drift.totalDifferences,
        rowsCompared: p.drift.rowsCompared,
        ok: p.drift.differences === 0,
        tables: p.drift.tables,
      }
    : null,
});

const projectionName = z.object({ id: z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/, 'Not a projection name') });

/**
 * The read models' health for the auditor (and admins): read-only. There are a score of
 * projections, so a list is sorted and paged in memory rather than in SQL.
 */
export function registerProjectionAdminRoutes(app: App, ctx: ApiContext): void {
  const { auth } = ctx;

  app.get(
    '/api/admin/projections',
    {
      ...auth.access('projections', 'list'),
      schema: {
        tags: ['admin'],
        summary: "Every projection's checkpoint, the head, the lag, its status and the latest drift check",
        querystring: adminProjectionsQuery,
        response: { 200: z.array(adminProjection), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'projections', 'list');
      const { sort, range } = request.query;
      const filter: { id?: string[]; status?: ProjectionState['status'] } = request.query.filter;
      let rows = await projectionStates(ctx);
      if (filter.id) rows = rows.filter((p) => filter.id?.includes(p.name));
      if (filter.status) rows = rows.filter((p) => p.status === filter.status);
      const [field, order] = sort;
      const key = (p: ProjectionState) =>
        field === 'name' ? p.name : field === 'lag' ? p.lag : p.checkpoint;
      rows.sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        const by = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
        return (order === 'DESC' ? -by : by) || a.name.localeCompare(b.name);
      });
      const page = { rows: rows.slice(range[0], range[1] + 1), total: rows.length };
      return sendPage(reply, 'projections', { sort, range }, page, projectionJson);
    },
  );

  app.get(
    '/api/admin/projections/:id',
    {
      ...auth.access('projections', 'show'),
      schema: {
        tags: ['admin'],
        summary: "One projection's checkpoint, lag, status and latest drift check",
        params: projectionName,
        response: { 200: adminProjection, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'projections', 'show');
      const found = (await projectionStates(ctx)).find((p) => p.name === request.params.id);
      if (!found) throw notFound('There is no projection of that name.');
      return projectionJson(found);
    },
  );
}
