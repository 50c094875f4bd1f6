import { contactMessageDecider } from '@esm/core/contact-message/decider';
import { contactMessageStream } from '@esm/core/contact-message/events';
import { type CommandActor, systemActor } from '@esm/core/shared/actor';
import { newId } from '@esm/core/shared/ids';
import { z } from 'zod';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, line, text } from '../http/schemas';
import type { App } from '../http/server';
import { registerContactAdminRoutes } from './admin-routes';

/**
 * Missing fields become empty, so the form's own texts (000 §5, core's checkContactForm) answer
 * rather than a schema message; the bounds here only stop megabyte bodies.
 */
const field = (max: number) => text(max).optional().default('');
const contactBody = z.object({
  name: line(1000).optional().default(''),
  email: field(1000),
  subject: field(1000),
  category: field(50),
  message: field(20_000),
});

/** The contact form (000 §2 /contact, §7 POST /api/contact): visitors and users, rate-limited. */
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
        response: { 201: z.object({ id: z.string() }), ...errors(400, 429) },
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
