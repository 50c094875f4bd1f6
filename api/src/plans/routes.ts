import { recordProviderPaymentSuccess, setUpProviderPayment } from '@esm/app/billing/provider-payment';
import { confirmPaymentBody, paymentSetupResponse } from '@esm/contract/payments';
import { planStatusResponse, upgradePlanBody } from '@esm/contract/plans';
import { loadState } from '@esm/core/eventstore/load-state';
import { systemActor } from '@esm/core/kernel/actor';
import { newId } from '@esm/core/kernel/ids';
import { PLAN_NAMES } from '@esm/core/plan/catalogue';
import { planDecider } from '@esm/core/plan/decider';
import { planErrors } from '@esm/core/plan/errors';
import { planStream } from '@esm/core/plan/events';
import { findProviderOfUser } from '@esm/projections/providers/queries';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { planStatusJson } from './plan-json';

/**
 * Paid plans (upgrade page, status codes and texts, prices): upgrading answers a
 * PaymentSetup and the plan starts once paid; monthly renewal and expiry run in the workers. The
 * plan's commission and payout timing apply from the next booking on (providers.plan, read by
 * checkout when it prices a booking).
 */
export function registerPlanRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands, store, clock } = ctx;

  /** The caller's provider profile; 403 with the upgrade text when they have none. */
  async function ownProvider(request: Parameters<typeof auth.requireUser>[0]) {
    const user = await auth.requireUser(request);
    const provider = await findProviderOfUser(pool, user.userId);
    if (!provider) throw planErrors.error('PLAN_FORBIDDEN');
    return { user, provider };
  }

  app.post(
    '/api/provider/upgrade',
    {
      schema: {
        tags: ['plans'],
        summary:
          'Upgrade to Professional (£29/month, 15%) or Enterprise (£99/month, 10%): answers the payment set-up',
        // Any text is accepted here so an unknown plan gets the spec's 404 'Upgrade plan not found.'
        body: upgradePlanBody,
        response: { 200: paymentSetupResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const provider = await findProviderOfUser(pool, user.userId);
      const providerId = provider?.id ?? user.userId;
      const paymentId = newId();
      const actor = actorOf(user);
      const result = await commands.run({
        stream: planStream(providerId),
        decider: planDecider,
        command: {
          type: 'RequestPlanUpgrade',
          actor,
          providerId,
          // No provider profile: the decider refuses with 403 before anything is written.
          providerUserId: provider?.user_id ?? null,
          plan: request.body.plan,
          paymentId,
        },
        actor,
        correlationId: request.id,
      });
      const pending = result.state.pending;
      if (!pending) throw planErrors.error('PLAN_NOT_FOUND');
      return setUpProviderPayment(ctx, {
        user,
        paymentId,
        amount: pending.amount,
        purpose: { kind: 'plan', reference: providerId },
        description: `${PLAN_NAMES[pending.plan]} plan, monthly`,
        correlationId: request.id,
      });
    },
  );

  app.post(
    '/api/provider/upgrade/confirm',
    {
      schema: {
        tags: ['plans'],
        summary: 'After the card form: checks the payment with the gateway and starts the plan (idempotent)',
        body: confirmPaymentBody,
        response: { 200: planStatusResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { provider } = await ownProvider(request);
      const { paymentId } = await recordProviderPaymentSuccess(
        ctx,
        request.body.paymentIntentId,
        { kind: 'plan', accepts: async (reference) => reference === provider.id },
        request.id,
      );
      const actor = systemActor('api:plan-confirm');
      const result = await commands.run({
        stream: planStream(provider.id),
        decider: planDecider,
        command: { type: 'ActivatePlan', actor, providerId: provider.id, paymentId },
        actor,
        correlationId: request.id,
      });
      return planStatusJson(result.state, clock.now());
    },
  );

  app.get(
    '/api/provider/plan',
    {
      schema: {
        tags: ['plans'],
        summary: 'Your plan: commission, payout timing, next renewal or the date a cancellation takes effect',
        response: { 200: planStatusResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const { provider } = await ownProvider(request);
      // One provider's short subscription stream: the plan's own history is the answer.
      const state = await loadState(store, planStream(provider.id), planDecider);
      return planStatusJson(state, clock.now());
    },
  );

  app.post(
    '/api/provider/plan/cancel',
    {
      schema: {
        tags: ['plans'],
        summary:
          'Cancel your paid plan with 30 days notice: it stays in force until then, then back to Basic',
        response: { 200: planStatusResponse, ...errors(401, 403, 409) },
      },
    },
    async (request) => {
      const { user, provider } = await ownProvider(request);
      const actor = actorOf(user);
      const result = await commands.run({
        stream: planStream(provider.id),
        decider: planDecider,
        command: {
          type: 'RequestPlanCancellation',
          actor,
          providerId: provider.id,
          providerUserId: provider.user_id,
        },
        actor,
        correlationId: request.id,
      });
      return planStatusJson(result.state, clock.now());
    },
  );
}
