import { validationError } from '@esm/core/shared/errors';
import type { FastifyRequest } from 'fastify';

const NUL = '\u0000';

/** The first place (field path) holding a NUL character, searched depth-first; null when none. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || '_' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return where;
    const found = findNul(child, where, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL anywhere in the input would fail deep in
 * a query or an append with a 500 (found by the fuzz test). No field of the product needs one:
 * refuse it up front, for every route, with the usual 400.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of ['params', 'query', 'body'] as const) {
    const field = findNul(request[part]);
    if (field) throw validationError({ [field]: 'Text must not contain control characters' });
  }
}
