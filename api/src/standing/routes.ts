import { blockStatusResponse, imposeBlockBody, standingReasonBody } from '@esm/contract/providers';
import { providerErrors } from '@esm/core/provider/errors';
import { standingDecider } from '@esm/core/standing/decider';
import { standingStream } from '@esm/core/standing/events';
import type { StandingView } from '@esm/core/standing/standing-of';
import { findProvider } from '@esm/projections/providers/queries';
import { standingFromReadModel } from '@esm/projections/standing/queries';
import type { z } from 'zod';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';

const blockStatusJson = (view: StandingView): z.infer<typeof blockStatusResponse> => ({
  isBlocked: view.isBlocked,
  violationCount: view.violationCount,
  blockReason: view.blockReason,
  blockedUntil: view.blockedUntil,
  standing: view.standing,
});

/** Contact-sharing standing and its back-office controls. */
export function registerStandingRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  app.get(
    '/api/providers/block-status',
    {
      schema: {
        tags: ['standing'],
        summary:
          'The signed-in user’s contact-sharing standing: isBlocked, violationCount, blockReason, blockedUntil',
        response: { 200: blockStatusResponse, ...errors(401) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      return blockStatusJson(await standingFromReadModel(pool, user.userId, ctx.clock.now()));
    },
  );

  async function providerUserId(providerId: string): Promise<string> {
    const provider = await findProvider(pool, providerId);
    if (!provider) throw providerErrors.error('PROVIDER_NOT_FOUND');
    return provider.user_id;
  }

  app.get(
    '/api/admin/providers/:id/standing',
    {
      ...auth.roleFirst('investigator', 'auditor'),
      schema: {
        tags: ['standing', 'back office'],
        summary: 'A provider’s standing (investigator, admin, auditor)',
        params: uuidParam,
        response: { 200: blockStatusResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireRole(request, 'investigator', 'auditor');
      const userId = await providerUserId(request.params.id);
      return blockStatusJson(await standingFromReadModel(pool, userId, ctx.clock.now()));
    },
  );

  /**
   * A back-office command on a provider's standing: only the command differs between lifting and
   * imposing a block, so both share the role check, the dispatch and the answer.
   */
  function standingCommandRoute<Body extends z.ZodType>(
    action: string,
    summary: string,
    body: Body,
    command: (
      actor: ReturnType<typeof actorOf>,
      userId: string,
      body: z.infer<Body>,
    ) => Parameters<typeof standingDecider.decide>[0],
  ): void {
    app.post(
      `/api/admin/providers/:id/standing/${action}`,
      {
        ...auth.roleFirst('investigator'),
        schema: {
          tags: ['standing', 'back office'],
          summary,
          params: uuidParam,
          body,
          response: { 200: blockStatusResponse, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = await auth.requireRole(request, 'investigator');
        const userId = await providerUserId(request.params.id);
        await commands.run({
          stream: standingStream(userId),
          decider: standingDecider,
          command: command(actorOf(user), userId, request.body as z.infer<Body>),
          actor: actorOf(user),
          correlationId: request.id,
        });
        return blockStatusJson(await standingFromReadModel(pool, userId, ctx.clock.now()));
      },
    );
  }

  standingCommandRoute(
    'lift',
    'Lift a restriction, suspension or termination now, with a reason (investigator or admin)',
    standingReasonBody,
    (actor, userId, { reason }) => ({ type: 'LiftBlock', actor, userId, reason }),
  );
  standingCommandRoute(
    'block',
    'Suspend for 7 days or terminate outside the ladder, e.g. after a fraud investigation',
    imposeBlockBody,
    (actor, userId, body) => ({ type: 'ImposeBlock', actor, userId, ...body }),
  );
}
