import { riskScoreResponse } from '@esm/contract/providers';
import { commonErrors } from '@esm/core/kernel/errors';
import { providerErrors } from '@esm/core/provider/errors';
import { findProvider } from '@esm/projections/providers/queries';
import { providerRisk } from '@esm/projections/risk/queries';
import { hasAnyRole } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';

/** A provider's risk score (the back office's fraud alerts: risk/admin-routes.ts). */
export function registerRiskRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth } = ctx;

  app.get(
    '/api/providers/:id/risk-score',
    {
      schema: {
        tags: ['risk'],
        summary:
          'A provider’s risk score 0–100 with its level and reasons (the provider and the back office)',
        params: uuidParam,
        response: { 200: riskScoreResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const provider = await findProvider(pool, request.params.id);
      if (!provider) throw providerErrors.error('PROVIDER_NOT_FOUND');
      const backOffice = hasAnyRole(user, ['verifier', 'investigator', 'auditor']);
      if (provider.user_id !== user.userId && !backOffice) throw commonErrors.error('FORBIDDEN');
      const risk = await providerRisk(pool, provider.id, ctx.clock.now());
      if (!risk) throw providerErrors.error('PROVIDER_NOT_FOUND');
      return {
        riskScore: risk.score,
        level: risk.level.toLowerCase() as 'low' | 'medium' | 'high',
        reasons: risk.reasons.map((reason) => reason.description),
      };
    },
  );
}
