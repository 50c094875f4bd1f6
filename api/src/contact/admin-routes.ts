import {
  type ContactMessageRecord,
  contactMessageRecord,
  contactMessagesListQuery,
  handleContactMessageAdminBody,
} from '@esm/contract/admin/contact-messages';
import { adminIdParam } from '@esm/contract/admin/list';
import { contactMessageDecider } from '@esm/core/contact-message/decider';
import { contactMessageErrors } from '@esm/core/contact-message/errors';
import { contactMessageStream } from '@esm/core/contact-message/events';
import { contactMessagesPage, findContactMessage } from '@esm/projections/contact/queries';
import type { ContactMessageRow } from '@esm/projections/contact/rows';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const recordOf =
  (now: Date) =>
  (r: ContactMessageRow & { handled_by?: string | null }): ContactMessageRecord => ({
    id: r.message_id,
    userId: r.user_id,
    // Erased senders keep their message's place in the inbox, not their words.
    name: r.name ?? 'Erased',
    email: r.email ?? '',
    subject: r.subject ?? '',
    category: r.category as ContactMessageRecord['category'],
    isCallback: r.category === 'callback',
    message: r.message ?? '',
    receivedAt: r.received_at.toISOString(),
    respondBy: r.respond_by.toISOString(),
    overdue: r.handled_at === null && r.respond_by.getTime() < now.getTime(),
    acknowledged: r.acknowledged_at !== null,
    status: r.handled_at === null ? 'open' : 'handled',
    handledAt: r.handled_at?.toISOString() ?? null,
    handledBy: r.handled_by ?? null,
    note: r.note,
  });

/** The contact form's inbox in the back office: call-back requests first, then newest; mark handled. */
export function registerContactAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands, clock } = ctx;

  app.get(
    '/api/admin/contact-messages',
    {
      ...auth.access('contact-messages', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Contact-form messages: open call-back requests first, then newest (investigators)',
        querystring: contactMessagesListQuery,
        response: { 200: z.array(contactMessageRecord), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'contact-messages', 'list');
      const { sort, range, filter } = request.query;
      const page = await contactMessagesPage(pool, { sort, range }, filter);
      return sendPage(reply, 'contact-messages', { sort, range }, page, recordOf(clock.now()));
    },
  );

  const load = async (id: string) => {
    const row = UUID.test(id) ? await findContactMessage(pool, id) : null;
    if (!row) throw contactMessageErrors.error('CONTACT_MESSAGE_NOT_FOUND');
    return recordOf(clock.now())(row);
  };

  app.get(
    '/api/admin/contact-messages/:id',
    {
      ...auth.access('contact-messages', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One contact-form message (investigators)',
        params: adminIdParam,
        response: { 200: contactMessageRecord, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'contact-messages', 'show');
      return load(request.params.id);
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/handle',
    {
      ...auth.access('contact-messages', 'handle'),
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled, with an optional note (investigators)',
        params: adminIdParam,
        body: handleContactMessageAdminBody,
        response: { 200: contactMessageRecord, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'contact-messages', 'handle');
      // An id that is not a message's is refused before a stream is named after it.
      await load(request.params.id);
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
      return load(request.params.id);
    },
  );
}
