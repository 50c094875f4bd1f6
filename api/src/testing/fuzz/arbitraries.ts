import fc from 'fast-check';
import type { FuzzRoute, JsonSchema } from './routes';

/**
 * Malformed input for one route: path parameters, query string and body, derived from the route's
 * OpenAPI schemas where that helps (the right field names with the wrong types, junk of the right
 * type, missing fields) and from nothing where it does not (non-JSON text, arrays, deep nesting).
 */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string };

export interface FuzzCase {
  path: Record<string, string>;
  /** Inserted into the URL as is (already encoded, or deliberately not). */
  rawPath: boolean;
  query: string;
  body: FuzzBody;
}

const junkText = fc.constantFrom(
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '-0.001',
  '1e400',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  '1,000.00',
  '£450',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "'; DROP TABLE es.events; --",
  '" OR ""="',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  '\u202ereversed',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦',
  'Zalgo t̷̢̛e̶x̵t̸',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  'a@b',
  '{{7*7}}',
  '%s%n%x',
  '__proto__',
  'SW1A 1AA',
);

const longText = fc
  .oneof(
    { weight: 5, arbitrary: fc.integer({ min: 300, max: 20_000 }) },
    { weight: 1, arbitrary: fc.constantFrom(200_000, 2_000_000) },
  )
  .map((n) => 'x'.repeat(n));

export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: junkText },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: longText },
);

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1 + 0.2, 1e-300, -0),
);

const smallJson = fc.jsonValue({ maxDepth: 3 });

/** Arrays nested thousands deep, as text (a parser's recursion limit is the thing under test). */
const deepNesting = fc
  .integer({ min: 50, max: 20_000 })
  .chain((depth) =>
    fc.constantFrom(
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
  );

const anyWrong: fc.Arbitrary<unknown> = fc.oneof(
  junkNumber,
  fc.boolean(),
  fc.constant(null),
  junkString,
  fc.array(smallJson, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), smallJson, { maxKeys: 5 }),
);

const typesOf = (schema: JsonSchema): string[] => {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap(typesOf);
  return [];
};

/** A value whose JSON type differs from every type the schema allows. */
function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const allowed = new Set(typesOf(schema));
  const choices: fc.Arbitrary<unknown>[] = [];
  if (!allowed.has('string')) choices.push(junkString);
  if (!allowed.has('number') && !allowed.has('integer')) choices.push(junkNumber);
  if (!allowed.has('boolean')) choices.push(fc.boolean());
  if (!allowed.has('null')) choices.push(fc.constant(null));
  if (!allowed.has('array')) choices.push(fc.array(smallJson, { maxLength: 4 }));
  if (!allowed.has('object'))
    choices.push(fc.dictionary(fc.string({ maxLength: 8 }), smallJson, { maxKeys: 4 }));
  return choices.length > 0 ? fc.oneof(...choices) : anyWrong;
}

/** A value of a type the schema allows, with hostile content (empty, huge, unicode, extremes). */
function junkOfType(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) {
    return fc.oneof(fc.constantFrom(...schema.enum), junkString);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((a) => junkOfType(a, depth)));
  }
  const type = typesOf(schema)[0];
  switch (type) {
    case 'string':
      return schema.format === 'uuid' ? fc.oneof(fc.uuid(), junkString) : junkString;
    case 'number':
    case 'integer':
      return junkNumber;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(schema.items ? junkOfType(schema.items, depth + 1) : anyWrong, { maxLength: 12 });
    case 'object':
      return depth > 3 ? fc.constant({}) : shapedObject(schema, depth + 1);
    default:
      return anyWrong;
  }
}

/** The schema's own fields, each missing, of junk of its type, or of a wrong type; plus stray keys. */
function shapedObject(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  const fieldArbs = Object.fromEntries(
    fields.map(([name, s]) => [
      name,
      fc.oneof(
        { weight: 3, arbitrary: junkOfType(s, depth) },
        { weight: 2, arbitrary: wrongTypeFor(s) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    ]),
  );
  const stray = fc.dictionary(
    fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'createdAt', 'isBoosted'),
      fc.string({ maxLength: 12 }),
    ),
    smallJson,
    { maxKeys: 3 },
  );
  return fc.record({ known: fc.record(fieldArbs), stray }).map(({ known, stray }) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(stray))
      Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    for (const [k, v] of Object.entries(known)) if (v !== undefined) out[k] = v;
    return out;
  });
}

const rawBodies = fc.oneof(
  fc.constantFrom(
    '',
    'not json',
    '{',
    '{"a":',
    '[1,2',
    '{"a":1,}',
    "{'single':'quotes'}",
    'NaN',
    'undefined',
    '\u0000\u0001\u0002',
    '\uFEFF{}',
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    '{"a":"\\ud800"}',
    '"just a string"',
    '12345',
    'null',
    'true',
  ),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  deepNesting,
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
);

function bodyFor(route: FuzzRoute): fc.Arbitrary<FuzzBody> {
  if (route.method === 'GET') return fc.constant({ kind: 'none' });
  const schema = route.body ?? { type: 'object', properties: {} };
  const json = (arb: fc.Arbitrary<unknown>) => arb.map((value): FuzzBody => ({ kind: 'json', value }));
  return fc.oneof(
    { weight: 5, arbitrary: json(shapedObject(schema)) },
    { weight: 2, arbitrary: json(anyWrong) },
    { weight: 1, arbitrary: json(fc.array(shapedObject(schema), { maxLength: 3 })) },
    { weight: 1, arbitrary: json(fc.jsonValue({ maxDepth: 6 })) },
    {
      weight: 2,
      arbitrary: fc
        .record({ text: rawBodies, contentType: contentTypes })
        .map((r): FuzzBody => ({ kind: 'raw', ...r })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({ text: rawBodies, contentType: fc.constant('application/json') })
        .map((r): FuzzBody => ({ kind: 'raw', ...r })),
    },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
  );
}

const badParam = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    '0',
    '-1',
    '1e400',
    'me',
    '..',
    '../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    "1' OR '1'='1",
    '<script>',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '6F9619FF-8B86-D011-B42D-00C04FC964FF',
    '{6f9619ff-8b86-d011-b42d-00c04fc964ff}',
    '6f9619ff-8b86-d011-b42d-00c04fc964ffx',
    '6f9619ff8b86d011b42d00c04fc964ff',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.integer({ min: 200, max: 4000 }).map((n) => 'a'.repeat(n)),
  fc.uuid(),
);

/** Path values sent without encoding: malformed percent-escapes and traversal that survives URL normalisation. */
const rawParam = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%2e%2e%2f%2e%2e%2f',
  '..%2f..%2f',
  '%252e%252e',
  '%00',
  'a%20b',
);

const junkQueryValue = fc.oneof(
  junkString.filter((s) => s.length < 5000),
  fc.constantFrom('%', '%zz', '%00', '[]', '{"$gt":""}'),
);

function queryFor(route: FuzzRoute): fc.Arbitrary<string> {
  const known = Object.keys(route.query);
  const key =
    known.length > 0
      ? fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 10 }))
      : fc.string({ maxLength: 10 });
  const pair = fc.record({
    key: fc.oneof(
      { weight: 4, arbitrary: key },
      { weight: 1, arbitrary: fc.constantFrom('__proto__', 'a[b]', 'a[]', 'constructor') },
    ),
    value: junkQueryValue,
    raw: fc.boolean(),
  });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc
        .array(pair, { minLength: 1, maxLength: 6 })
        .map((pairs) =>
          pairs
            .map(({ key, value, raw }) =>
              raw && /^[\x21-\x7e]*$/.test(value) && !value.includes('#')
                ? `${encodeURIComponent(key)}=${value}`
                : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
            )
            .join('&'),
        ),
    },
  );
}

export function fuzzCases(route: FuzzRoute): fc.Arbitrary<FuzzCase> {
  const params = Object.fromEntries(route.pathParams.map((name) => [name, badParam]));
  const rawParams = Object.fromEntries(route.pathParams.map((name) => [name, rawParam]));
  const path =
    route.pathParams.length === 0
      ? fc.constant({ path: {}, rawPath: false })
      : fc.oneof(
          { weight: 4, arbitrary: fc.record(params).map((path) => ({ path, rawPath: false })) },
          { weight: 1, arbitrary: fc.record(rawParams).map((path) => ({ path, rawPath: true })) },
        );
  return fc
    .record({ path, query: queryFor(route), body: bodyFor(route) })
    .map(({ path, query, body }) => ({ ...path, query, body }));
}
