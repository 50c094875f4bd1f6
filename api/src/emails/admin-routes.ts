import { type EmailRecord, emailRecord, emailsListQuery } from '@esm/contract/admin/emails';
import { adminIdParam } from '@esm/contract/admin/list';
import { findOutboxMessage, type OutboxRow, outboxPage } from '@esm/infra/mail/outbox-reader';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

const emailRecordOf = (m: OutboxRow): EmailRecord => ({
  id: m.id,
  userId: m.user_id,
  to: m.to_address,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  lastError: m.last_error,
  createdAt: m.created_at.toISOString(),
  sentAt: m.sent_at?.toISOString() ?? null,
});

/**
 * The e-mail outbox for admins, read-only: what went to whom, whether it was delivered, and the
 * body on the show page. It holds every user's mail, so it is admin-only like the dev mailbox.
 */
export function registerEmailAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth } = ctx;

  app.get(
    '/api/admin/emails',
    {
      ...auth.access('emails', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'The e-mail outbox, newest first; filter by status or recipient (admins)',
        querystring: emailsListQuery,
        response: { 200: z.array(emailRecord), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'emails', 'list');
      const { sort, range, filter } = request.query;
      const page = await outboxPage(pool, { sort, range }, filter);
      return sendPage(reply, 'emails', { sort, range }, page, emailRecordOf);
    },
  );

  app.get(
    '/api/admin/emails/:id',
    {
      ...auth.access('emails', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One e-mail with its text and attachments’ names (admins)',
        params: adminIdParam,
        response: { 200: emailRecord, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'emails', 'show');
      const message = await findOutboxMessage(pool, request.params.id);
      if (!message) throw notFound('There is no such e-mail.');
      return { ...emailRecordOf(message), body: message.text_body, attachments: message.attachments };
    },
  );
}
