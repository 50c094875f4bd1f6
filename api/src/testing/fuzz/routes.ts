/**
 * Route discovery for the fuzz test: every operation of the running app's OpenAPI document, so a
 * route another engineer adds later is fuzzed without editing the test. Routes hidden from the
 * document (`schema.hide`) are not HTTP API calls (health probe, demo pictures) and are skipped.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  maxLength?: number;
  [key: string]: unknown;
};

export interface FuzzRoute {
  method: string;
  /** OpenAPI form, e.g. /api/services/{id}. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function routesOf(document: {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const query: Record<string, JsonSchema> = {};
      for (const p of operation.parameters ?? []) if (p.in === 'query') query[p.name] = p.schema ?? {};
      const body = operation.requestBody?.content?.['application/json']?.schema ?? null;
      routes.push({ method: method.toUpperCase(), path, pathParams, query, body });
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Fills the OpenAPI path template; each value is percent-encoded as a browser would send it. */
export function fillPath(route: FuzzRoute, values: Record<string, string>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** A stable per-route seed, so adding a route does not change the inputs of the others. */
export function routeSeed(base: number, route: FuzzRoute): number {
  let h = base | 0;
  for (const ch of `${route.method} ${route.path}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}
