import { errorBody } from '@esm/contract/common';

export { errorBody, line, money, text, uuidParam } from '@esm/contract/common';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** Response schemas for the error statuses a route can answer with. */
export function errors<const S extends ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorBody } {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as { [K in S[number]]: typeof errorBody };
}
