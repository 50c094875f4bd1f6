import { z } from 'zod';

/**
 * The list query of ra-data-simple-rest, as react-admin sends it:
 * `?sort=["createdAt","ASC"]&range=[0,24]&filter={"status":"pending"}` — each a JSON text.
 * The answer is a JSON array with `Content-Range: <resource> <first>-<last>/<total>`.
 */
/** react-admin's Export asks for this many rows in one page (its `maxResults`), so Export works. */
export const MAX_PAGE_ROWS = 1000;

const json = (label: string) =>
  z.string().transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${label} must be JSON` });
      return z.NEVER;
    }
  });

/**
 * A list query whose sort field is one of `sortable` and whose filter has the given shape.
 * `filter.id` (an array of ids, react-admin's getMany) is always accepted.
 */
export function raListQuery<S extends string, F extends z.ZodRawShape>(
  sortable: readonly [S, ...S[]],
  defaultSort: readonly [S, 'ASC' | 'DESC'],
  filter: F,
) {
  return z.object({
    sort: json('sort')
      .pipe(
        z.tuple([z.enum(sortable), z.enum(['ASC', 'DESC'])], { error: 'sort must be ["field","ASC|DESC"]' }),
      )
      .optional()
      .transform((sort) => sort ?? ([defaultSort[0], defaultSort[1]] as [S, 'ASC' | 'DESC'])),
    range: json('range')
      .pipe(
        z
          .tuple([z.number().int().min(0), z.number().int().min(0)], { error: 'range must be [first,last]' })
          .refine(([first, last]) => last >= first && last - first < MAX_PAGE_ROWS, {
            message: `range must be [first,last] with at most ${MAX_PAGE_ROWS} rows`,
          }),
      )
      .optional()
      .transform((range) => range ?? ([0, 24] as [number, number])),
    filter: json('filter')
      .pipe(z.object({ id: z.array(z.string().max(100)).max(MAX_PAGE_ROWS).optional(), ...filter }).strict())
      .optional()
      .transform((value) => value ?? {}),
  });
}

/** `{ "id": "…" }` of a getOne/update/delete path. */
export const adminIdParam = z.object({ id: z.string().min(1).max(100) });
