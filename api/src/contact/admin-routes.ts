import {
  type ContactMessage,
  contactMessageResponse,
  contactMessagesQuery,
  handleContactMessageBody,
} from '@esm/contract/contact';
import { contactMessageDecider } from '@esm/core/contact-message/decider';
import { contactMessageErrors } from '@esm/core/contact-message/errors';
import { contactMessageStream } from '@esm/core/contact-message/events';
import { contactMessages, findContactMessage } from '@esm/projections/contact/queries';
import type { ContactMessageRow } from '@esm/projections/contact/rows';
import { z } from 'zod';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';

const messageJson = (r: ContactMessageRow): ContactMessage => ({
  id: r.message_id,
  userId: r.user_id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  category: r.category,
  message: r.message,
  receivedAt: r.received_at.toISOString(),
  respondBy: r.respond_by.toISOString(),
  acknowledged: r.acknowledged_at !== null,
  handledAt: r.handled_at?.toISOString() ?? null,
  note: r.note,
});

/** Support's inbox in the back office (admins): open messages by their reply deadline, then handled ones. */
export function registerContactAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  app.get(
    '/api/admin/contact-messages',
    {
      ...auth.roleFirst('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Contact-form messages: open ones by reply deadline (admins)',
        querystring: contactMessagesQuery,
        response: { 200: z.array(contactMessageResponse), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      await auth.requireRole(request, 'admin');
      const rows = await contactMessages(pool, request.query.status);
      return rows.map(messageJson);
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/handle',
    {
      ...auth.roleFirst('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled, with an optional note (admins)',
        params: uuidParam,
        body: handleContactMessageBody,
        response: { 200: contactMessageResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireRole(request, 'admin');
      await commands.run({
        stream: contactMessageStream(request.params.id),
        decider: contactMessageDecider,
        command: {
          type: 'HandleContactMessage',
          actor: actorOf(user),
          messageId: request.params.id,
          note: request.body?.note ?? null,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const row = await findContactMessage(pool, request.params.id);
      if (!row) throw contactMessageErrors.error('CONTACT_MESSAGE_NOT_FOUND');
      return messageJson(row);
    },
  );
}
