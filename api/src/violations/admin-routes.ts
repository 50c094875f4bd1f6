import { adminIdParam } from '@esm/contract/admin/list';
import { violationChatResponse, violationRecord, violationsListQuery } from '@esm/contract/admin/violations';
import { notFound } from '@esm/core/kernel/errors';
import { findViolation, violationChatContext, violationsPage } from '@esm/projections/violations/queries';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { violationChatJson, violationJson } from './violation-json';

/**
 * Contact-sharing violations for trust and safety: what the detector matched and why, and the
 * refused message among the messages around it. Read-only; the standing they caused is acted on
 * from the provider's page.
 */
export function registerViolationAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth } = ctx;

  app.get(
    '/api/admin/violations',
    {
      ...auth.access('violations', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Contact-sharing violations, newest first (investigators)',
        querystring: violationsListQuery,
        response: { 200: z.array(violationRecord), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'violations', 'list');
      const { sort, range, filter } = request.query;
      const page = await violationsPage(pool, { sort, range }, filter);
      return sendPage(reply, 'violations', { sort, range }, page, violationJson);
    },
  );

  const load = async (id: string) => {
    const row = await findViolation(pool, id);
    if (!row) throw notFound('Violation not found.');
    return row;
  };

  app.get(
    '/api/admin/violations/:id',
    {
      ...auth.access('violations', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One violation: the refused message, what was matched and why (investigators)',
        params: adminIdParam,
        response: { 200: violationRecord, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'violations', 'show');
      return violationJson(await load(request.params.id));
    },
  );

  app.get(
    '/api/admin/violations/:id/chat',
    {
      ...auth.access('violations', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'The refused message in its chat: the messages before and after it (investigators)',
        params: adminIdParam,
        response: { 200: violationChatResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'violations', 'show');
      const row = await load(request.params.id);
      return violationChatJson(row, await violationChatContext(pool, row));
    },
  );
}
