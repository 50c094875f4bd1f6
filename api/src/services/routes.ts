import { standingOfUser } from '@esm/app/standing/standing-facts';
import {
  availabilityBody,
  SEARCH_SORTS,
  searchQuery,
  serviceBody,
  serviceDetailResponse,
  servicePageResponse,
  serviceResponse,
} from '@esm/contract/services';
import { validationError } from '@esm/core/kernel/errors';
import { newId } from '@esm/core/kernel/ids';
import { serviceDecider } from '@esm/core/service/decider';
import { serviceErrors } from '@esm/core/service/errors';
import { serviceStream } from '@esm/core/service/events';
import { findCategory } from '@esm/projections/catalogue/queries';
import { findService } from '@esm/projections/services/queries';
import { z } from 'zod';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors, uuidParam } from '../http/schemas';
import type { App } from '../http/server';
import { providerSummary } from '../providers/summary';
import { searchServices } from './search';
import { serviceJson } from './service-json';

const CATEGORY_TEXT = 'Please choose a category';

export function registerServiceRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  app.get(
    '/api/services',
    {
      schema: {
        tags: ['services'],
        summary: `Search services: category (id or slug), postcode (venue within each service's reach), date, free text; sorts ${SEARCH_SORTS.join(', ')}; boosted first`,
        querystring: searchQuery,
        response: {
          200: servicePageResponse,
          ...errors(400),
        },
      },
    },
    async (request) => searchServices(pool, ctx.geocoder, request.query, ctx.clock.now()),
  );

  app.get(
    '/api/services/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'One service with its provider summary',
        params: uuidParam,
        response: {
          200: serviceDetailResponse,
          ...errors(400, 404),
        },
      },
    },
    async (request) => {
      const row = await findService(pool, request.params.id);
      if (!row || row.removed) throw notFound('Service not found');
      return { ...serviceJson(row), provider: await providerSummary(pool, row.provider_id) };
    },
  );

  app.post(
    '/api/services',
    {
      schema: {
        tags: ['services'],
        summary: 'List a new service (rules); the provider is the signed-in user’s',
        body: serviceBody,
        response: { 201: serviceResponse, ...errors(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireProvider(request);
      if (request.body.providerId && request.body.providerId !== user.providerId) {
        throw serviceErrors.error('SERVICE_NOT_OWNER');
      }
      const category = await findCategory(pool, request.body.categoryId);
      if (!category) throw validationError({ categoryId: CATEGORY_TEXT }, 'SERVICE_INVALID');
      const standing = await standingOfUser(ctx.store, user.userId, ctx.clock.now());
      const serviceId = newId();
      await commands.run({
        stream: serviceStream(serviceId),
        decider: serviceDecider,
        command: {
          type: 'ListService',
          actor: actorOf(user),
          serviceId,
          provider: { providerId: user.providerId, userId: user.userId, standing: standing.standing },
          category,
          form: request.body,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const row = await findService(pool, serviceId);
      if (!row) throw notFound('Service not found');
      return reply.status(201).send(serviceJson(row));
    },
  );

  app.put(
    '/api/services/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'Update a service (owner only)',
        params: uuidParam,
        body: serviceBody,
        response: { 200: serviceResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const category = await findCategory(pool, request.body.categoryId);
      if (!category) throw validationError({ categoryId: CATEGORY_TEXT }, 'SERVICE_INVALID');
      await commands.run({
        stream: serviceStream(request.params.id),
        decider: serviceDecider,
        command: {
          type: 'UpdateService',
          actor: actorOf(user),
          serviceId: request.params.id,
          category,
          form: request.body,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const row = await findService(pool, request.params.id);
      if (!row) throw notFound('Service not found');
      return serviceJson(row);
    },
  );

  app.patch(
    '/api/services/:id/availability',
    {
      schema: {
        tags: ['services'],
        summary: 'Mark a service available or unavailable (owner only)',
        params: uuidParam,
        body: availabilityBody,
        response: { 200: serviceResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      await commands.run({
        stream: serviceStream(request.params.id),
        decider: serviceDecider,
        command: {
          type: 'ChangeServiceAvailability',
          actor: actorOf(user),
          serviceId: request.params.id,
          isAvailable: request.body.isAvailable,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      const row = await findService(pool, request.params.id);
      if (!row) throw notFound('Service not found');
      return serviceJson(row);
    },
  );

  app.delete(
    '/api/services/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'Remove a listing (owner or admin); existing bookings are unaffected',
        params: uuidParam,
        response: { 204: z.null(), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      await commands.run({
        stream: serviceStream(request.params.id),
        decider: serviceDecider,
        command: { type: 'RemoveService', actor: actorOf(user), serviceId: request.params.id },
        actor: actorOf(user),
        correlationId: request.id,
      });
      return reply.status(204).send(null);
    },
  );
}
