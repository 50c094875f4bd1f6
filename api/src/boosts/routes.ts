import { recordProviderPaymentSuccess, setUpProviderPayment } from '@esm/app/billing/provider-payment';
import { boostPackageResponse, boostStatusResponse, buyBoostBody } from '@esm/contract/boosts';
import { confirmPaymentBody, paymentSetupResponse } from '@esm/contract/payments';
import { boostDecider } from '@esm/core/boost/decider';
import { boostErrors } from '@esm/core/boost/errors';
import { boostStream } from '@esm/core/boost/events';
import { systemActor } from '@esm/core/kernel/actor';
import { newId } from '@esm/core/kernel/ids';
import { boostLevelOf } from '@esm/projections/boosts/boost-level';
import {
  findActiveBoost,
  findBoost,
  findBoostPackage,
  listBoostPackages,
} from '@esm/projections/boosts/queries';
import { findListedService } from '@esm/projections/services/queries';
import { z } from 'zod';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { boostPackageJson, boostStatusJson } from './boost-json';

/**
 * Boosts (boost page, calls, texts): the packages, buying one for a service
 * (a PaymentSetup; active once paid), its status, cancelling with 30 days' notice, and the
 * confirm call the payment form makes after the card went through.
 */
export function registerBoostRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  /** The service, and that the caller owns it (403 with the spec's text otherwise). */
  async function ownedService(request: Parameters<typeof auth.requireUser>[0], serviceId: string) {
    const user = await auth.requireUser(request);
    const service = await findListedService(pool, serviceId);
    if (!service) throw boostErrors.error('BOOST_NOT_FOUND');
    if (service.provider_user_id !== user.userId) throw boostErrors.error('BOOST_FORBIDDEN');
    return { user, service };
  }

  app.get(
    '/api/boost-packages',
    {
      schema: {
        tags: ['boosts'],
        summary:
          'Boost packages in sortOrder (Category Boost £25 / 30 days 2×, Featured Boost £45 / 30 days 5×)',
        response: { 200: z.array(boostPackageResponse) },
      },
    },
    async () =>
      (await listBoostPackages(pool)).map((row) =>
        boostPackageJson(row, boostLevelOf(Number(row.visibility_multiplier))),
      ),
  );

  app.post(
    '/api/services/:id/boost',
    {
      schema: {
        tags: ['boosts'],
        summary:
          'Buy a boost for one of your services: answers the payment set-up; the boost starts once paid',
        params: uuidParam,
        body: buyBoostBody,
        response: { 200: paymentSetupResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const service = await findListedService(pool, request.params.id);
      const boostPackage = await findBoostPackage(pool, request.body.packageId);
      const active = service ? await findActiveBoost(pool, service.id) : null;
      const boostId = newId();
      const paymentId = newId();
      const actor = actorOf(user);
      const result = await commands.run({
        stream: boostStream(boostId),
        decider: boostDecider,
        command: {
          type: 'RequestBoostPurchase',
          actor,
          boostId,
          paymentId,
          service: service
            ? {
                serviceId: service.id,
                providerId: service.provider_id,
                ownerUserId: service.provider_user_id,
              }
            : null,
          boostPackage: boostPackage
            ? {
                packageId: boostPackage.id,
                name: boostPackage.name,
                description: boostPackage.description,
                durationDays: boostPackage.duration_days,
                price: Number(boostPackage.price),
                features: boostPackage.features,
                isActive: boostPackage.is_active,
                sortOrder: boostPackage.sort_order,
                visibilityMultiplier: Number(boostPackage.visibility_multiplier),
              }
            : null,
          activeBoost: active
            ? {
                boostId: active.boost_id,
                visibilityMultiplier: Number(active.visibility_multiplier),
                termStart: active.start_date.toISOString(),
                termEnd: active.end_date.toISOString(),
                termValue: Number(active.term_value),
              }
            : null,
        },
        actor,
        correlationId: request.id,
      });
      const state = result.state;
      if (!state.exists) throw boostErrors.error('BOOST_NOT_FOUND');
      return setUpProviderPayment(ctx, {
        user,
        paymentId,
        amount: state.pendingAmount,
        purpose: { kind: 'boost', reference: boostId },
        description: `${boostPackage?.name ?? 'Boost'} for ${service?.name ?? 'your service'}`,
        correlationId: request.id,
      });
    },
  );

  app.post(
    '/api/services/:id/boost/confirm',
    {
      schema: {
        tags: ['boosts'],
        summary: 'After the card form: checks the payment with the gateway and starts the boost (idempotent)',
        params: uuidParam,
        body: confirmPaymentBody,
        response: { 200: boostStatusResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { service } = await ownedService(request, request.params.id);
      const { paymentId, reference } = await recordProviderPaymentSuccess(
        ctx,
        request.body.paymentIntentId,
        {
          kind: 'boost',
          accepts: async (boostId) => (await findBoost(pool, boostId))?.service_id === service.id,
        },
        request.id,
      );
      const actor = systemActor('api:boost-confirm');
      await commands.run({
        stream: boostStream(reference),
        decider: boostDecider,
        command: { type: 'ActivateBoost', actor, boostId: reference, paymentId },
        actor,
        correlationId: request.id,
      });
      return boostStatusJson(await findActiveBoost(pool, service.id));
    },
  );

  app.get(
    '/api/services/:id/boost-status',
    {
      schema: {
        tags: ['boosts'],
        summary: 'The boost of one of your services: level, paid until, renewal or cancellation date',
        params: uuidParam,
        response: { 200: boostStatusResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { service } = await ownedService(request, request.params.id);
      return boostStatusJson(await findActiveBoost(pool, service.id));
    },
  );

  app.post(
    '/api/services/:id/boost/cancel',
    {
      schema: {
        tags: ['boosts'],
        summary: 'Cancel the boost with 30 days notice: it stays active until then and is not renewed',
        params: uuidParam,
        response: { 200: boostStatusResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user, service } = await ownedService(request, request.params.id);
      const active = await findActiveBoost(pool, service.id);
      if (!active) throw boostErrors.error('BOOST_NOT_ACTIVE');
      const actor = actorOf(user);
      await commands.run({
        stream: boostStream(active.boost_id),
        decider: boostDecider,
        command: { type: 'RequestBoostCancellation', actor, boostId: active.boost_id },
        actor,
        correlationId: request.id,
      });
      return boostStatusJson(await findActiveBoost(pool, service.id));
    },
  );
}
