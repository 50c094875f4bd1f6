import { riskScoreResponse } from '@esm/contract/providers';
import { fraudAlertResponse, fraudAlertsQuery } from '@esm/contract/risk';
import { commonErrors } from '@esm/core/kernel/errors';
import { providerErrors } from '@esm/core/provider/errors';
import { fraudAlerts } from '@esm/projections/fraud-alerts/queries';
import { findProvider } from '@esm/projections/providers/queries';
import { providerRisk } from '@esm/projections/risk/queries';
import { z } from 'zod';
import { hasAnyRole } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { fraudAlertJson } from './fraud-alert-json';

/** Risk score (levels) and fraud alerts for investigators. */
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

  app.get(
    '/api/admin/fraud-alerts',
    {
      ...auth.roleFirst('investigator', 'auditor'),
      schema: {
        tags: ['risk', 'back office'],
        summary: 'Fraud alerts, newest first (investigator and admin; auditors read only)',
        querystring: fraudAlertsQuery,
        response: { 200: z.array(fraudAlertResponse), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      await auth.requireRole(request, 'investigator', 'auditor');
      const { status, providerId } = request.query;
      const rows = await fraudAlerts(pool, { status, providerId });
      return rows.map(fraudAlertJson);
    },
  );
}
