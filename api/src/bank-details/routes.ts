import { bankDetailsBody, bankDetailsResponse, providerResponse } from '@esm/contract/providers';
import { providerDecider } from '@esm/core/provider/decider';
import { providerErrors } from '@esm/core/provider/errors';
import { providerStream } from '@esm/core/provider/events';
import { findProvider } from '@esm/projections/providers/queries';
import { riskScoreOf } from '@esm/projections/risk/queries';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { providerJson } from '../providers/provider-json';
/**
 * Bank details (bank details screen, rules, call): saved through the provider decider,
 * whose events keep the numbers encrypted under the owner's personal-data key; read models and
 * answers only ever hold the last 4 digits of the account and the sort code's last 2.
 */
export function registerBankDetailsRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  app.post(
    '/api/providers/bank-details',
    {
      schema: {
        tags: ['providers'],
        summary: 'Save your bank details for payouts (8-digit account number, 6-digit sort code)',
        body: bankDetailsBody,
        response: { 200: providerResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await auth.requireProvider(request);
      const actor = actorOf(user);
      await commands.run({
        stream: providerStream(user.providerId),
        decider: providerDecider,
        command: { type: 'SetBankDetails', actor, providerId: user.providerId, ...request.body },
        actor,
        correlationId: request.id,
      });
      const row = await findProvider(pool, user.providerId);
      if (!row) throw providerErrors.error('PROVIDER_NOT_FOUND');
      return providerJson(row, await riskScoreOf(pool, row, ctx.clock.now()));
    },
  );

  app.get(
    '/api/providers/bank-details',
    {
      schema: {
        tags: ['providers'],
        summary: 'Your saved bank details, masked: last 4 digits of the account, last 2 of the sort code',
        response: { 200: bankDetailsResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const user = await auth.requireProvider(request);
      const row = await findProvider(pool, user.providerId);
      if (!row) throw providerErrors.error('PROVIDER_NOT_FOUND');
      const json = providerJson(row, await riskScoreOf(pool, row, ctx.clock.now()));
      return {
        bankAccountHolderName: json.bankAccountHolderName,
        bankAccountLast4: json.bankAccountLast4,
        bankSortCode: json.bankSortCode,
        bankName: json.bankName,
        bankDetailsVerified: json.bankDetailsVerified,
        bankDetailsStatus: json.bankDetailsStatus,
        bankDetailsRejectionReason: json.bankDetailsRejectionReason,
        bankDetailsAddedAt: json.bankDetailsAddedAt,
      };
    },
  );
}
