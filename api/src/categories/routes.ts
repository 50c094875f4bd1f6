import { categoryResponse } from '@esm/contract/categories';
import { listCategories } from '@esm/projections/catalogue/queries';
import { z } from 'zod';
import type { ApiContext } from '../http/context';
import type { App } from '../http/server';

export function registerCategoryRoutes(app: App, ctx: ApiContext): void {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Service categories',
        response: { 200: z.array(categoryResponse) },
      },
    },
    async () => {
      const rows = await listCategories(ctx.pool);
      return rows.map((r) => ({ ...r, imageUrl: r.image_url }));
    },
  );
}
