import { contactBody, contactReceivedResponse } from '@esm/contract/contact';
import { contactMessageDecider } from '@esm/core/contact-message/decider';
import { contactMessageStream } from '@esm/core/contact-message/events';
import { type CommandActor, systemActor } from '@esm/core/kernel/actor';
import { newId } from '@esm/core/kernel/ids';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { registerContactAdminRoutes } from './admin-routes';
/** The contact form (/contact, POST /api/contact): visitors and users, rate-limited. */
export function registerContactRoutes(app: App, ctx: ApiContext): void {
  const { auth, commands, rateLimits } = ctx;

  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: rateLimits.contact, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support (a call back with category "callback")',
        body: contactBody,
        response: { 201: contactReceivedResponse, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const user = await auth.currentUser(request);
      const actor: CommandActor = user ? actorOf(user) : systemActor('visitor');
      const messageId = newId();
      await commands.run({
        stream: contactMessageStream(messageId),
        decider: contactMessageDecider,
        command: { type: 'ReceiveContactMessage', actor, messageId, ...request.body },
        actor,
        correlationId: request.id,
        // Nothing reads this message back on the page: no need to wait for read models.
        readYourWrites: false,
      });
      return reply.status(201).send({ id: messageId });
    },
  );

  registerContactAdminRoutes(app, ctx);
}
