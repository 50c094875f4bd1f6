import {
  createProviderBody,
  providerListQuery,
  providerListResponse,
  providerOrPublicResponse,
  providerResponse,
  updateProviderBody,
} from '@esm/contract/providers';
import { newId } from '@esm/core/kernel/ids';
import { providerDecider } from '@esm/core/provider/decider';
import { providerErrors } from '@esm/core/provider/errors';
import { providerStream } from '@esm/core/provider/events';
import { findProvider, findProviderOfUser, listProviders } from '@esm/projections/providers/queries';
import { riskScoreOf } from '@esm/projections/risk/queries';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { providerJson, publicProviderJson } from './provider-json';
export function registerProviderRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  for (const path of ['/api/providers/me', '/api/provider/me']) {
    app.get(
      path,
      {
        schema: {
          tags: ['providers'],
          summary: 'The signed-in user’s provider profile (401 signed out, 404 not a provider)',
          response: { 200: providerResponse, ...errors(401, 404) },
        },
      },
      async (request) => {
        const user = await auth.requireUser(request);
        const row = await findProviderOfUser(pool, user.userId);
        if (!row) throw providerErrors.error('PROVIDER_NOT_FOUND');
        return providerJson(row, await riskScoreOf(pool, row, ctx.clock.now()));
      },
    );
  }

  app.get(
    '/api/providers',
    {
      schema: {
        tags: ['providers'],
        summary: 'Providers (public fields only)',
        querystring: providerListQuery,
        response: { 200: providerListResponse },
      },
    },
    async (request) => {
      const rows = await listProviders(pool, (request.query.page - 1) * 100);
      // Public fields only: the account behind a business is nobody else's business.
      return rows.map((r) => publicProviderJson(r));
    },
  );

  app.get(
    '/api/providers/:id',
    {
      schema: {
        tags: ['providers'],
        summary: 'One provider: public fields for everyone, the full record for its owner',
        params: uuidParam,
        response: { 200: providerOrPublicResponse, ...errors(400, 404) },
      },
    },
    async (request) => {
      const row = await findProvider(pool, request.params.id);
      if (!row) throw notFound('Provider profile not found');
      const user = await auth.currentUser(request);
      return user?.userId === row.user_id
        ? providerJson(row, await riskScoreOf(pool, row, ctx.clock.now()))
        : publicProviderJson(row);
    },
  );

  app.post(
    '/api/providers',
    {
      schema: {
        tags: ['providers'],
        summary: 'Create the signed-in user’s provider profile (rules)',
        body: createProviderBody,
        response: { 201: providerResponse, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      const providerId = newId();
      const { userId: _ignored, ...input } = request.body;
      await commands.run({
        stream: providerStream(providerId),
        decider: providerDecider,
        command: {
          type: 'CreateProviderProfile',
          actor: actorOf(user),
          providerId,
          userId: user.userId,
          userAlreadyHasProvider: user.providerId !== null,
          ...input,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      auth.forget(request);
      const row = await findProvider(pool, providerId);
      if (!row) throw providerErrors.error('PROVIDER_NOT_FOUND');
      return reply.status(201).send(providerJson(row, await riskScoreOf(pool, row, ctx.clock.now())));
    },
  );

  app.put(
    '/api/providers/:id',
    {
      schema: {
        tags: ['providers'],
        summary: 'Update a provider profile (its owner or an admin)',
        params: uuidParam,
        body: updateProviderBody,
        response: { 200: providerResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      await commands.run({
        stream: providerStream(request.params.id),
        decider: providerDecider,
        command: {
          type: 'UpdateProviderProfile',
          actor: actorOf(user),
          providerId: request.params.id,
          ...request.body,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const row = await findProvider(pool, request.params.id);
      if (!row) throw providerErrors.error('PROVIDER_NOT_FOUND');
      return providerJson(row, await riskScoreOf(pool, row, ctx.clock.now()));
    },
  );
}
