import { CONTROL_CHARACTERS_TEXT } from '@esm/contract/common';

export { CONTROL_CHARACTERS_TEXT, isOneLine } from '@esm/contract/common';

import { validationError } from '@esm/core/kernel/errors';
import type { FastifyRequest } from 'fastify';

/**
 * Control characters no text of the product needs: C0 except tab, line feed and carriage return
 * (NUL among them: PostgreSQL cannot store it), DEL and C1. They hide text in logs and terminals
 * (escape sequences) and make names look like something else.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The first place (field path) holding a control character, searched depth-first; null when none. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || '_' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return where;
    const found = findNul(child, where, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL anywhere in the input would fail deep in
 * a query or an append with a 500 (found by the fuzz test); the other control characters would be
 * stored and shown. No field of the product needs one: refuse them up front, for every route, with
 * the usual 400.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of ['params', 'query', 'body'] as const) {
    const field = findNul(request[part]);
    if (field) throw validationError({ [field]: CONTROL_CHARACTERS_TEXT });
  }
}
