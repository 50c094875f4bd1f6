import { z } from 'zod';
import { line, text } from '../common';
import { raListQuery } from './list';

/** A service category as the back office lists, shows and edits it. */
export const adminCategoryResponse = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** An icon-class string such as 'fas fa-microphone'. */
  icon: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** The place in the marketplace's list: creation order. */
  position: z.number(),
  /** Services listed in the category, removed ones left out. */
  serviceCount: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategoryResponse>;

export const ADMIN_CATEGORY_SORTS = ['position', 'name', 'slug', 'serviceCount'] as const;

/** `q` searches name and slug. */
export const adminCategoriesQuery = raListQuery(ADMIN_CATEGORY_SORTS, ['position', 'ASC'], {
  q: z.string().max(100).optional(),
});

const required = (max: number, label: string) =>
  line(max).refine((value) => value.trim() !== '', `${label} is required`);

/** What an admin edits (PUT /api/admin/categories/:id). react-admin sends the whole record back. */
export const adminCategoryUpdateBody = z.object({
  name: required(80, 'Name'),
  /** Becomes a class attribute in the marketplace: words of letters, digits and hyphens. */
  icon: required(80, 'Icon').refine(
    (value) => /^[a-z0-9-]+( [a-z0-9-]+)*$/.test(value.trim()),
    'Icon must be class names such as fas fa-microphone',
  ),
  description: text(1000),
  /** Shown as a picture: a path on this site or an https address, or nothing. */
  imageUrl: text(500).refine(
    (value) => value === '' || /^\/(?!\/)/.test(value) || /^https:\/\//.test(value),
    'Image must be a path on this site (/…) or an https:// address',
  ),
});

/** POST /api/admin/categories: the slug is fixed once created (the marketplace's URLs use it). */
export const adminCategoryCreateBody = adminCategoryUpdateBody.extend({
  slug: line(80).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug must be lower-case words joined by hyphens'),
});
