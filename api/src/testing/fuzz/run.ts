import { errorCatalogue } from '@esm/core/error-catalogue';
import type { EventStore } from '@esm/core/eventstore/port';
import fc from 'fast-check';
import type pg from 'pg';
import { type FuzzCase, fuzzCases } from './arbitraries';
import { type FuzzRoute, fillPath, routeSeed } from './routes';

/** Who sends the malformed requests: a visitor, or a signed-in person's session cookie. */
export interface Persona {
  name: string;
  cookie: string | null;
}

export interface FuzzFinding {
  route: string;
  persona: string;
  request: string;
  problem: string;
}

interface Sent {
  status: number;
  contentType: string;
  text: string;
  url: string;
}

async function send(baseUrl: string, route: FuzzRoute, c: FuzzCase, persona: Persona): Promise<Sent> {
  const path = c.rawPath
    ? route.path.replace(/\{([^}]+)\}/g, (_, n: string) => c.path[n] ?? '')
    : fillPath(route, c.path);
  const url = `${baseUrl}${path}${c.query ? `?${c.query}` : ''}`;
  const headers: Record<string, string> = {};
  // A signed-in browser sends its own Origin on every state-changing request (origin-check.ts).
  if (persona.cookie) {
    headers.cookie = persona.cookie;
    headers.origin = baseUrl;
  }
  let body: string | undefined;
  if (c.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(c.body.value) ?? 'null';
  } else if (c.body.kind === 'raw') {
    headers['content-type'] = c.body.contentType;
    body = c.body.text;
  }
  const res = await fetch(url, {
    method: route.method,
    headers,
    redirect: 'manual',
    ...(body === undefined ? {} : { body }),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: await res.text(),
    url,
  };
}

/** The error body of the design with a catalogued code; null when it is one. */
export function errorBodyProblem(sent: Sent): string | null {
  if (!sent.contentType.includes('application/json'))
    return `error answered as ${sent.contentType || 'no content type'}`;
  let body: unknown;
  try {
    body = JSON.parse(sent.text);
  } catch {
    return 'error body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'error body is not an object';
  const { code, message, fieldErrors, ...rest } = body as Record<string, unknown>;
  if (typeof code !== 'string' || !(code in errorCatalogue))
    return `code ${JSON.stringify(code)} is not in the catalogue`;
  if (typeof message !== 'string' || message.trim() === '') return 'message missing';
  if (
    fieldErrors !== undefined &&
    (typeof fieldErrors !== 'object' ||
      fieldErrors === null ||
      Object.values(fieldErrors).some((v) => typeof v !== 'string'))
  )
    return 'fieldErrors is not a map of texts';
  if (Object.keys(rest).length > 0) return `unexpected keys ${Object.keys(rest).join(', ')}`;
  return null;
}

const describeCase = (route: FuzzRoute, c: FuzzCase, sent: Sent | null) => {
  const body =
    c.body.kind === 'none'
      ? ''
      : c.body.kind === 'json'
        ? ` json ${JSON.stringify(c.body.value)?.slice(0, 300)}`
        : ` ${c.body.contentType} ${JSON.stringify(c.body.text.slice(0, 300))}`;
  return `${route.method} ${(sent?.url ?? route.path).slice(0, 400)}${body}`;
};

/**
 * Sends `runs` malformed requests to one route, cycling through the personas. Checks each answer:
 * no 5xx, an error body in the catalogue format, and no event appended by the request (the event
 * store's head before and after; nothing else writes while the fuzz test runs, and signing in and
 * sessions are not events).
 */
export async function fuzzRoute(options: {
  baseUrl: string;
  route: FuzzRoute;
  personas: Persona[];
  store: EventStore;
  pool: pg.Pool;
  seed: number;
  runs: number;
}): Promise<FuzzFinding[]> {
  const { baseUrl, route, personas, store, pool, runs } = options;
  const seed = routeSeed(options.seed, route);
  const findings: FuzzFinding[] = [];
  const samples = fc.sample(fuzzCases(route), { seed, numRuns: runs });
  for (const [i, c] of samples.entries()) {
    const persona = personas[i % personas.length]!;
    const before = await store.headPosition();
    let sent: Sent | null = null;
    const problems: string[] = [];
    try {
      sent = await send(baseUrl, route, c, persona);
      if (sent.status >= 500) problems.push(`answered ${sent.status}: ${sent.text.slice(0, 300)}`);
      else if (sent.status >= 400) {
        const problem = errorBodyProblem(sent);
        if (problem) problems.push(`${sent.status} ${problem}: ${sent.text.slice(0, 200)}`);
      }
    } catch (error) {
      problems.push(`request failed: ${String(error)}`);
    }
    const after = await store.headPosition();
    if (after !== before) {
      const { rows } = await pool.query<{ type: string; stream: string }>(
        'SELECT type, stream FROM es.events WHERE global_position > $1 ORDER BY global_position',
        [before],
      );
      problems.push(
        `appended ${after - before} event(s): ${rows.map((r) => `${r.type}@${r.stream}`).join(', ')}`,
      );
    }
    for (const problem of problems) {
      findings.push({
        route: `${route.method} ${route.path}`,
        persona: persona.name,
        request: `case ${i} of seed ${seed}: ${describeCase(route, c, sent)}`,
        problem,
      });
    }
  }
  return findings;
}
