import { categoryResponse } from '@esm/contract/categories';
import { z } from 'zod';
import type { ApiContext } from '../http/context';
import type { App } from '../http/server';

export function registerCategoryRoutes(app: App, ctx: ApiContext): void {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Service categories (000 §3)',
        response: { 200: z.array(categoryResponse) },
      },
    },
    async () => {
      const { rows } = await ctx.pool.query<{
        id: string;
        name: string;
        slug: string;
        description: string;
        icon: string;
        image_url: string;
      }>('SELECT id, name, slug, description, icon, image_url FROM rm.categories ORDER BY position');
      return rows.map((r) => ({ ...r, imageUrl: r.image_url }));
    },
  );
}
