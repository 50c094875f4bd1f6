import { closeAccountBody, closeAccountResponse } from '@esm/contract/auth';
import { accountDecider } from '@esm/core/account/decider';
import { accountErrors } from '@esm/core/account/errors';
import { accountEvents, accountStream } from '@esm/core/account/events';
import { eventsOf } from '@esm/core/event-catalogue';
import { validationError } from '@esm/core/kernel/errors';
import { hasOpenBookings } from '@esm/projections/bookings/queries';
import { hasListedServices } from '@esm/projections/services/queries';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { actorOf } from './current-user';

/**
 * POST /api/account/close: the owner closes their account. AccountClosed starts the 30-day
 * erasure timer (workers' account-erasure, which crypto-shreds the person's data key); the
 * sign-in credentials go now, and every session ends, so nobody can sign in to it again.
 * Bookings stay in the log and still replay; their personal fields read as erased after 30 days.
 */
export function registerCloseAccountRoute(app: App, ctx: ApiContext): void {
  app.post(
    '/api/account/close',
    {
      schema: {
        tags: ['auth'],
        summary: 'Close the signed-in account (password to confirm); personal data is erased 30 days later',
        body: closeAccountBody,
        response: { 200: closeAccountResponse, ...errors(400, 401, 409, 422) },
      },
    },
    async (request) => {
      const user = await ctx.auth.requireUser(request);
      if ((await ctx.credentials.verify(user.email, request.body.password)) !== user.userId)
        throw validationError({ password: 'That password is not correct.' });
      // A closed provider's listings would still take bookings nobody can answer.
      if (user.providerId && (await hasListedServices(ctx.pool, user.providerId)))
        throw accountErrors.error('ACCOUNT_HAS_LISTED_SERVICES');
      const result = await ctx.commands.run({
        stream: accountStream(user.userId),
        decider: accountDecider,
        command: {
          type: 'CloseAccount',
          actor: actorOf(user),
          userId: user.userId,
          hasOpenBookings: await hasOpenBookings(ctx.pool, user.userId),
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const closed = eventsOf(accountEvents, result.events).find((e) => e.type === 'AccountClosed');
      await ctx.credentials.release(user.userId);
      await ctx.pool.query(`DELETE FROM public.session WHERE sess->>'userId' = $1`, [user.userId]);
      await request.session.destroy();
      ctx.auth.forget(request);
      if (closed?.type !== 'AccountClosed') throw new Error('closing the account recorded no AccountClosed');
      return { closedAt: closed.data.closedAt, erasureDueAt: closed.data.erasureDueAt };
    },
  );
}
