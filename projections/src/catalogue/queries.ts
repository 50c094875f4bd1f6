import type pg from 'pg';
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
