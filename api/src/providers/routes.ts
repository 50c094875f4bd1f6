import { providerDecider } from '@esm/core/provider/decider';
import { providerErrors } from '@esm/core/provider/errors';
import { providerStream } from '@esm/core/provider/events';
import { newId } from '@esm/core/shared/ids';
import { riskScoreOf } from '@esm/projections/risk/risk-queries';
import { z } from 'zod';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors, text, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { providerJson, providerResponse, publicProviderJson, publicProviderResponse } from './provider-json';
import { findProvider, findProviderOfUser, listProviders } from './summary';

/** 001 §7 payload; the rules and texts are core's (checkProviderProfile). userId comes from the session. */
const profileBody = z.object({
  businessName: text(200),
  contactEmail: text(254),
  phoneNumber: text(40),
  description: text(4000).nullish(),
  website: text(300).nullish(),
  businessAddress: text(300),
  postcode: text(12),
  serviceAreas: z.array(text(100)).max(50).nullish(),
  userId: z.string().optional(),
});
const updateBody = profileBody
  .pick({ businessName: true, contactEmail: true, phoneNumber: true, description: true, website: true })
  .extend({
    businessAddress: text(300).optional(),
    postcode: text(12).optional(),
    serviceAreas: z.array(text(100)).max(50).nullish(),
  });

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
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: z.array(publicProviderResponse.extend({ userId: z.string() })) },
      },
    },
    async (request) => {
      const rows = await listProviders(pool, request.query.page);
      return rows.map((r) => ({ ...publicProviderJson(r), userId: r.user_id }));
    },
  );

  app.get(
    '/api/providers/:id',
    {
      schema: {
        tags: ['providers'],
        summary: 'One provider: public fields for everyone, the full record for its owner',
        params: uuidParam,
        response: { 200: z.union([providerResponse, publicProviderResponse]), ...errors(400, 404) },
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
        summary: 'Create the signed-in user’s provider profile (001 §5 rules)',
        body: profileBody,
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
        body: updateBody,
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
