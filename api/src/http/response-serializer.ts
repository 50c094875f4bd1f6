import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { type ZodType, z } from 'zod';

type Write = (data: unknown) => string;

/**
 * One writer per schema, shared by every route and status code using it: the error body's schema
 * alone is answered by hundreds of them (fastify asks for about 950 serializers at each start).
 */
const writers = new WeakMap<ZodType, Write>();

/**
 * Writes each route's response from its zod response schema, through a fast-json-stringify function
 * (fastify's own serializer) compiled once from the schema's JSON Schema.
 *
 * Only the fields the contract declares are written: anything else a handler returns (a column
 * the query happened to select, a secret) is left out, as a zod parse would strip it. A missing
 * required field fails the response (500) instead of sending a half-formed body. What it does not
 * do is check each value's type at run time, which the handlers' TypeScript types already do; that
 * check was about a tenth of a search request's main-thread time (docs/benchmarks.md).
 *
 * A response schema JSON Schema cannot express (a transform) is refused at start-up, naming the
 * route, so every route answers the same way.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema, method, url }) => {
  const known = writers.get(schema);
  if (known) return known;
  let json: object;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  } catch (error) {
    throw new Error(`The response schema of ${method} ${url} has no JSON Schema: ${String(error)}`);
  }
  // Generated on the first response with this schema: generating one takes a few milliseconds,
  // and most schemas are never answered with by a given process (or test).
  let write: Write | undefined;
  const lazy: Write = (data) => {
    write ??= fastJson(json as Parameters<typeof fastJson>[0]);
    return write(data);
  };
  writers.set(schema, lazy);
  return lazy;
};
