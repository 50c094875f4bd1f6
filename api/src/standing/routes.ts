import { blockStatusResponse } from '@esm/contract/providers';
import type { StandingView } from '@esm/core/standing/standing-of';
import { standingFromReadModel } from '@esm/projections/standing/queries';
import type { z } from 'zod';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

const blockStatusJson = (view: StandingView): z.infer<typeof blockStatusResponse> => ({
  isBlocked: view.isBlocked,
  violationCount: view.violationCount,
  blockReason: view.blockReason,
  blockedUntil: view.blockedUntil,
  standing: view.standing,
});

/** The signed-in user's contact-sharing standing (the back office's controls: standing/admin-routes.ts). */
export function registerStandingRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth } = ctx;

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
}
