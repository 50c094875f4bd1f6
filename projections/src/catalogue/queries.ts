import { UUID_PATTERN } from '@esm/core/kernel/ids';
import type pg from 'pg';
import { orderAndPage, type Page, type PageRequest, pageOf } from '../paging/page';
import type { CategoryRow } from './rows';

export async function findCategory(
  pool: pg.Pool,
  idOrSlug: string,
): Promise<{ id: string; slug: string; name: string } | null> {
  const { rows } = await pool.query<{ id: string; slug: string; name: string }>(
    'SELECT id, slug, name FROM rm.categories WHERE id::text = $1 OR slug = $1',
    [idOrSlug],
  );
  return rows[0] ?? null;
}

/** Every category, in the order the marketplace shows them. */
export async function listCategories(pool: pg.Pool): Promise<CategoryRow[]> {
  const { rows } = await pool.query<CategoryRow>(
    'SELECT id, name, slug, description, icon, image_url FROM rm.categories ORDER BY position',
  );
  return rows;
}

/** A category as the back office lists it, with how many listed services it holds. */
export interface AdminCategoryRow extends CategoryRow {
  position: string;
  service_count: string;
}

const ADMIN_CATEGORY_COLUMNS = {
  position: 'c.position',
  name: 'lower(c.name)',
  slug: 'c.slug',
  serviceCount: 'service_count',
} as const;

const ADMIN_CATEGORY_SELECT = `SELECT c.id, c.name, c.slug, c.description, c.icon, c.image_url, c.position,
    (SELECT count(*) FROM rm.services s WHERE s.category_id = c.id AND NOT s.removed) AS service_count`;

/** One page of categories for the back office, with the total, in one query. */
export async function adminCategories(
  pool: pg.Pool,
  filter: { id?: string[]; q?: string },
  request: PageRequest<keyof typeof ADMIN_CATEGORY_COLUMNS>,
): Promise<Page<AdminCategoryRow>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.id) {
    params.push(filter.id);
    where.push(`c.id::text = ANY($${params.length}::text[])`);
  }
  if (filter.q?.trim()) {
    params.push(`%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(c.name ILIKE $${params.length} OR c.slug ILIKE $${params.length})`);
  }
  const page = orderAndPage(request, ADMIN_CATEGORY_COLUMNS, 'c.id', params.length + 1);
  const { rows } = await pool.query<AdminCategoryRow & { total_count: string }>(
    `SELECT * FROM (${ADMIN_CATEGORY_SELECT}, count(*) OVER () AS total_count FROM rm.categories c
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}) c
     ${page.sql}`,
    [...params, ...page.params],
  );
  return pageOf(rows, request);
}

/** One category for the back office; null for unknown ids and for text that is not an id. */
export async function adminCategory(pool: pg.Pool, categoryId: string): Promise<AdminCategoryRow | null> {
  if (!UUID_PATTERN.test(categoryId)) return null;
  const { rows } = await pool.query<AdminCategoryRow>(
    `${ADMIN_CATEGORY_SELECT} FROM rm.categories c WHERE c.id = $1`,
    [categoryId],
  );
  return rows[0] ?? null;
}

/** Whether a slug is taken: the marketplace's URLs name categories by slug, so it is unique. */
export async function categorySlugInUse(pool: pg.Pool, slug: string): Promise<boolean> {
  const { rows } = await pool.query('SELECT 1 FROM rm.categories WHERE slug = $1', [slug]);
  return rows.length > 0;
}
