import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Said of a left-out field whose schema has no text of its own for an empty value (a number, a list). */
export const MISSING_FIELD_TEXT = 'This field is required';

type Issue = FastifySchemaValidationError;

const pathOf = (instancePath: string) => instancePath.split('/').filter((part) => part !== '');

function valueAt(data: unknown, path: readonly string[]): unknown {
  let here = data;
  for (const key of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

function withEmptyAt(data: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return '';
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(data)) {
    const list = [...data];
    list[Number(head)] = withEmptyAt(list[Number(head)], rest);
    return list;
  }
  const copy: Record<string, unknown> =
    data !== null && typeof data === 'object' ? { ...(data as Record<string, unknown>) } : {};
  copy[head] = withEmptyAt(copy[head], rest);
  return copy;
}

// Only zod's own wording is replaced: a schema that names its text for a wrong type keeps it.
const isMissing = (issue: Issue, data: unknown) =>
  issue.keyword === 'invalid_type' &&
  /received undefined$/.test(issue.message ?? '') &&
  issue.instancePath !== '/' &&
  valueAt(data, pathOf(issue.instancePath)) === undefined;

/**
 * The contract's schemas accept an empty text and leave "… is required" to the domain, but zod
 * answers a field left out entirely with its own "Invalid input: expected string, received
 * undefined". A client that omits a required field must read the same text as one that sends it
 * empty, for every route at once: the body is checked again with each missing field empty, and
 * that answer is the answer (a pass goes on to the domain, which names the empty field). Fields
 * where an empty text is still the wrong type (numbers, lists) get one plain sentence.
 */
export const missingFieldsAsEmpty: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const result = validate(data) as { error?: Issue[]; value?: unknown };
    if (!Array.isArray(result.error)) return result;
    const missing = result.error.filter((issue) => isMissing(issue, data)).map((issue) => issue.instancePath);
    if (missing.length === 0) return result;
    const filled = missing.reduce((body, at) => withEmptyAt(body, pathOf(at)), data);
    const again = validate(filled) as { error?: Issue[]; value?: unknown };
    if (!Array.isArray(again.error)) return again;
    return {
      error: again.error.map((issue) =>
        missing.includes(issue.instancePath) && issue.keyword === 'invalid_type'
          ? { ...issue, message: MISSING_FIELD_TEXT }
          : issue,
      ),
    };
  };
};
