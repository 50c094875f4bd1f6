import { blockStatusResponse, imposeBlockBody, standingReasonBody } from '@esm/contract/providers';
import { providerErrors } from '@esm/core/provider/errors';
import { standingDecider } from '@esm/core/standing/decider';
import { standingStream } from '@esm/core/standing/events';
import type { StandingView } from '@esm/core/standing/standing-of';
import type { z } from 'zod';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { findProvider } from '../providers/summary';
import { standingFromReadModel } from './queries';

const blockStatusJson = (view: StandingView): z.infer<typeof blockStatusResponse> => ({
  isBlocked: view.isBlocked,
  violationCount: view.violationCount,
  blockReason: view.blockReason,
  blockedUntil: view.blockedUntil,
  standing: view.standing,
});

/** Contact-sharing standing (001 §3, §4, §7) and its back-office controls (DESIGN.md §6). */
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

  app.post(
    '/api/admin/providers/:id/standing/lift',
    {
      schema: {
        tags: ['standing', 'back office'],
        summary: 'Lift a restriction, suspension or termination now, with a reason (investigator or admin)',
        params: uuidParam,
        body: standingReasonBody,
        response: { 200: blockStatusResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireRole(request, 'investigator');
      const userId = await providerUserId(request.params.id);
      await commands.run({
        stream: standingStream(userId),
        decider: standingDecider,
        command: { type: 'LiftBlock', actor: actorOf(user), userId, reason: request.body.reason },
        actor: actorOf(user),
        correlationId: request.id,
      });
      return blockStatusJson(await standingFromReadModel(pool, userId, ctx.clock.now()));
    },
  );

  app.post(
    '/api/admin/providers/:id/standing/block',
    {
      schema: {
        tags: ['standing', 'back office'],
        summary: 'Suspend for 7 days or terminate outside the ladder, e.g. after a fraud investigation',
        params: uuidParam,
        body: imposeBlockBody,
        response: { 200: blockStatusResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireRole(request, 'investigator');
      const userId = await providerUserId(request.params.id);
      await commands.run({
        stream: standingStream(userId),
        decider: standingDecider,
        command: { type: 'ImposeBlock', actor: actorOf(user), userId, ...request.body },
        actor: actorOf(user),
        correlationId: request.id,
      });
      return blockStatusJson(await standingFromReadModel(pool, userId, ctx.clock.now()));
    },
  );
}
