import type pg from 'pg';

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
