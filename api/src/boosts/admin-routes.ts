import {
  type AdminBoostPackage,
  adminBoostPackageBody,
  adminBoostPackageResponse,
  adminBoostPackagesQuery,
} from '@esm/contract/admin/boost-packages';
import { adminIdParam } from '@esm/contract/admin/list';
import { boostErrors } from '@esm/core/boost/errors';
import { boostPackageDecider } from '@esm/core/boost/package-decider';
import { boostPackageStream } from '@esm/core/boost/package-events';
import { newId } from '@esm/core/kernel/ids';
import {
  type AdminBoostPackageRow,
  adminBoostPackage,
  adminBoostPackages,
} from '@esm/projections/boosts/queries';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

const packageJson = (r: AdminBoostPackageRow): AdminBoostPackage => ({
  id: r.id,
  name: r.name,
  description: r.description,
  durationDays: r.duration_days,
  price: Number(r.price),
  features: r.features,
  isActive: r.is_active,
  sortOrder: r.sort_order,
  visibilityMultiplier: Number(r.visibility_multiplier),
  activeBoosts: Number(r.active_boosts),
});

/**
 * The boost package catalogue in the back office (admins): list, create, edit. Prices are
 * integer pence; a new price applies to new purchases, running boosts renew at theirs.
 */
export function registerBoostPackageAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  const found = async (packageId: string) => {
    const row = await adminBoostPackage(pool, packageId);
    if (!row) throw boostErrors.error('BOOST_NOT_FOUND');
    return packageJson(row);
  };

  app.get(
    '/api/admin/boost-packages',
    {
      ...auth.access('boost-packages', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Boost packages with prices in pence and their running boosts (admins)',
        querystring: adminBoostPackagesQuery,
        response: { 200: z.array(adminBoostPackageResponse), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'boost-packages', 'list');
      const { sort, range, filter } = request.query;
      const page = await adminBoostPackages(pool, filter, { sort, range });
      return sendPage(reply, 'boost-packages', { sort, range }, page, packageJson);
    },
  );

  app.get(
    '/api/admin/boost-packages/:id',
    {
      ...auth.access('boost-packages', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One boost package (admins)',
        params: adminIdParam,
        response: { 200: adminBoostPackageResponse, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'boost-packages', 'show');
      return found(request.params.id);
    },
  );

  app.post(
    '/api/admin/boost-packages',
    {
      ...auth.access('boost-packages', 'create'),
      schema: {
        tags: ['admin'],
        summary: 'Define a boost package: price in pence, duration, visibility multiplier (admins)',
        body: adminBoostPackageBody,
        response: { 201: adminBoostPackageResponse, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireAccess(request, 'boost-packages', 'create');
      const packageId = newId();
      await commands.run({
        stream: boostPackageStream(packageId),
        decider: boostPackageDecider,
        command: { type: 'DefineBoostPackage', actor: actorOf(user), packageId, ...request.body },
        actor: actorOf(user),
        correlationId: request.id,
      });
      reply.code(201);
      return found(packageId);
    },
  );

  app.put(
    '/api/admin/boost-packages/:id',
    {
      ...auth.access('boost-packages', 'edit'),
      schema: {
        tags: ['admin'],
        summary: 'Edit a boost package; a new price applies to new purchases only (admins)',
        params: adminIdParam,
        body: adminBoostPackageBody,
        response: { 200: adminBoostPackageResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'boost-packages', 'edit');
      const { id } = request.params;
      await found(id);
      await commands.run({
        stream: boostPackageStream(id),
        decider: boostPackageDecider,
        command: { type: 'UpdateBoostPackage', actor: actorOf(user), packageId: id, ...request.body },
        actor: actorOf(user),
        correlationId: request.id,
      });
      return found(id);
    },
  );
}
