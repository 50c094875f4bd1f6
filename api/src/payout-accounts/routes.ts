import { payoutAccountLinkResponse, payoutAccountResponse } from '@esm/contract/providers';
import { payoutAccountErrors } from '@esm/core/payout-account/errors';
import { providerErrors } from '@esm/core/provider/errors';
import { payoutAccountOf } from '@esm/projections/payout-accounts/queries';
import { findProvider } from '@esm/projections/providers/queries';
import { z } from 'zod';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { payoutAccountJson, refreshPayoutAccountStatus } from './payout-account-status';

/**
 * The provider's payout set-up beside their bank details: whether payouts can reach them, and
 * with Stripe the link to Stripe's hosted page for what it still needs (identity, terms).
 */
export function registerPayoutAccountRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth } = ctx;

  const current = async (providerId: string) => {
    const provider = await findProvider(pool, providerId);
    if (!provider) throw providerErrors.error('PROVIDER_NOT_FOUND');
    const account = await payoutAccountOf(pool, ctx.gateway.name, providerId);
    return { hasBankDetails: provider.bank_details_added_at !== null, account };
  };

  app.get(
    '/api/providers/payout-account',
    {
      schema: {
        tags: ['providers'],
        summary: 'Whether payouts can reach you, and what the payment partner still needs',
        response: { 200: payoutAccountResponse, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireProvider(request);
      const { hasBankDetails, account } = await current(user.providerId);
      return payoutAccountJson(ctx.gateway.name, hasBankDetails, account);
    },
  );

  app.post(
    '/api/providers/payout-account/refresh',
    {
      schema: {
        tags: ['providers'],
        summary: 'Ask the payment partner again (on return from its onboarding page)',
        body: z.object({}).optional(),
        response: { 200: payoutAccountResponse, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireProvider(request);
      const before = await current(user.providerId);
      if (before.account) await refreshPayoutAccountStatus(ctx, before.account, request.id);
      const { hasBankDetails, account } = await current(user.providerId);
      return payoutAccountJson(ctx.gateway.name, hasBankDetails, account);
    },
  );

  app.post(
    '/api/providers/payout-account/onboarding-link',
    {
      schema: {
        tags: ['providers'],
        summary: 'A one-time link to the payment partner’s page for the details it still needs',
        body: z.object({}).optional(),
        response: { 200: payoutAccountLinkResponse, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireProvider(request);
      const { account } = await current(user.providerId);
      if (!account) throw payoutAccountErrors.error('PAYOUT_ACCOUNT_NOT_FOUND');
      if (account.payouts_enabled && account.requirements_due.length === 0)
        throw payoutAccountErrors.error('PAYOUT_ACCOUNT_NOTHING_DUE');
      const page = `${ctx.config.publicUrl}/provider/bank-details`;
      const url = await ctx.gateway.createPayoutOnboardingLink({
        accountId: account.account_id,
        returnUrl: `${page}?payouts=returned`,
        // Stripe sends the provider here when the link has expired or was used: ask for a new one.
        refreshUrl: `${page}?payouts=expired`,
      });
      if (!url) throw payoutAccountErrors.error('PAYOUT_ACCOUNT_NOTHING_DUE');
      return { url };
    },
  );
}
