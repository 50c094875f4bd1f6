import {
  type AdminCategory,
  adminCategoriesQuery,
  adminCategoryCreateBody,
  adminCategoryResponse,
  adminCategoryUpdateBody,
} from '@esm/contract/admin/categories';
import { adminIdParam } from '@esm/contract/admin/list';
import { categoryDecider } from '@esm/core/category/decider';
import { categoryErrors } from '@esm/core/category/errors';
import { categoryStream } from '@esm/core/category/events';
import { newId } from '@esm/core/kernel/ids';
import {
  type AdminCategoryRow,
  adminCategories,
  adminCategory,
  categorySlugInUse,
} from '@esm/projections/catalogue/queries';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import { actorOf } from '../auth/current-user';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

const categoryJson = (r: AdminCategoryRow): AdminCategory => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  icon: r.icon,
  description: r.description,
  imageUrl: r.image_url,
  position: Number(r.position),
  serviceCount: Number(r.service_count),
});

/** The marketplace's service categories in the back office (admins): list, create, edit. */
export function registerCategoryAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  const found = async (categoryId: string) => {
    const row = await adminCategory(pool, categoryId);
    if (!row) throw categoryErrors.error('CATEGORY_NOT_FOUND');
    return categoryJson(row);
  };

  app.get(
    '/api/admin/categories',
    {
      ...auth.access('categories', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Service categories in the marketplace’s order, with their listed services (admins)',
        querystring: adminCategoriesQuery,
        response: { 200: z.array(adminCategoryResponse), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'categories', 'list');
      const { sort, range, filter } = request.query;
      const page = await adminCategories(pool, filter, { sort, range });
      return sendPage(reply, 'categories', { sort, range }, page, categoryJson);
    },
  );

  app.get(
    '/api/admin/categories/:id',
    {
      ...auth.access('categories', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One service category (admins)',
        params: adminIdParam,
        response: { 200: adminCategoryResponse, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'categories', 'show');
      return found(request.params.id);
    },
  );

  app.post(
    '/api/admin/categories',
    {
      ...auth.access('categories', 'create'),
      schema: {
        tags: ['admin'],
        summary: 'Create a service category; its slug names it in the marketplace’s URLs (admins)',
        body: adminCategoryCreateBody,
        response: { 201: adminCategoryResponse, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireAccess(request, 'categories', 'create');
      const categoryId = newId();
      const { slug, ...fields } = request.body;
      await commands.run({
        stream: categoryStream(categoryId),
        decider: categoryDecider,
        command: {
          type: 'CreateCategory',
          actor: actorOf(user),
          categoryId,
          slug,
          slugInUse: await categorySlugInUse(pool, slug),
          ...fields,
        },
        actor: actorOf(user),
        correlationId: request.id,
      });
      reply.code(201);
      return found(categoryId);
    },
  );

  app.put(
    '/api/admin/categories/:id',
    {
      ...auth.access('categories', 'edit'),
      schema: {
        tags: ['admin'],
        summary: 'Edit a category’s name, icon, description and image; the slug stays (admins)',
        params: adminIdParam,
        body: adminCategoryUpdateBody,
        response: { 200: adminCategoryResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireAccess(request, 'categories', 'edit');
      const { id } = request.params;
      await found(id);
      await commands.run({
        stream: categoryStream(id),
        decider: categoryDecider,
        command: { type: 'UpdateCategory', actor: actorOf(user), categoryId: id, ...request.body },
        actor: actorOf(user),
        correlationId: request.id,
      });
      return found(id);
    },
  );
}
