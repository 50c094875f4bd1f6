import { z } from 'zod';
import { CONTROL_CHARACTERS_TEXT, isOneLine } from './control-characters';

/** The one error body (DESIGN.md §9), documented on every route. */
export const errorBody = z
  .object({
    code: z.string(),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  })
  .describe('Error: a catalogued code, the text to show, and per-field texts for bad input');

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** Response schemas for the error statuses a route can answer with. */
export function errors<const S extends ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorBody } {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as { [K in S[number]]: typeof errorBody };
}

/** A bounded string: every text field has a ceiling so nobody can post megabytes into a name. */
export const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

/** A bounded one-line text (names): no line breaks, tabs or direction overrides either. */
export const line = (max: number) => text(max).refine(isOneLine, CONTROL_CHARACTERS_TEXT);

export const uuidParam = z.object({ id: z.uuid('Not a valid id') });

/** Money as the spec shows it: a decimal string with two places. */
export const money = z.string().regex(/^\d+\.\d{2}$/);
