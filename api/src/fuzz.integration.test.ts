import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRoute, routesOf } from './testing/fuzz/routes';
import { type FuzzFinding, fuzzRoute, type Persona } from './testing/fuzz/run';

/**
 * malformed bodies, path parameters and queries to every route of the OpenAPI
 * document, as a visitor, a signed-in client and a signed-in provider. Never a 5xx, always the
 * catalogued error body, never an event. FUZZ_SEED reproduces a run; FUZZ_RUNS sets the cases per
 * route (default 30, shared between the three personas).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260601);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const PROVIDER_EMAIL = 'fuzz-provider@example.co.uk';
const PROVIDER_PASSWORD = 'correct-horse-battery';

let t: TestPlatform;
let routes: FuzzRoute[];
const personas: Persona[] = [];

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.url },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('no session cookie');
  return sid.split(';')[0]!;
}

const credentials: Record<string, [string, string]> = {};

/** A malformed GET /api/logout still signs out: sign the persona in again (sessions are not events). */
async function keepSignedIn(): Promise<void> {
  for (const persona of personas) {
    if (!persona.cookie) continue;
    const me = await fetch(`${t.url}/api/auth/user`, { headers: { cookie: persona.cookie } });
    if (me.status === 401) persona.cookie = await signIn(...credentials[persona.name]!);
  }
}

async function quiet(): Promise<void> {
  // Workers may still react to the set-up's events (welcome mail); wait until the log is still.
  let last = -1;
  for (let i = 0; i < 50; i++) {
    const head = await t.platform.store.headPosition();
    if (head === last) return;
    last = head;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal' });
  const provider = t.client();
  await provider.signUp({ email: PROVIDER_EMAIL });
  await provider.becomeProvider();
  const client = demoAccounts.find((a) => a.label === 'client')!;
  credentials.client = [client.email, DEMO_PASSWORD];
  credentials.provider = [PROVIDER_EMAIL, PROVIDER_PASSWORD];
  personas.push(
    { name: 'visitor', cookie: null },
    { name: 'client', cookie: await signIn(client.email, DEMO_PASSWORD) },
    { name: 'provider', cookie: await signIn(PROVIDER_EMAIL, PROVIDER_PASSWORD) },
  );
  const doc = await fetch(`${t.url}/api/docs/json`);
  routes = routesOf(await doc.json());
  await quiet();
});
afterAll(() => t?.stop());

describe('fuzzing every route with malformed input', () => {
  it('discovers the routes from the OpenAPI document', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toContain('POST /api/services');
    expect(keys).toContain('PUT /api/providers/{id}');
    expect(keys).toContain('GET /api/services');
  });

  it(
    'never answers 5xx, always with a catalogued error body, and appends no event',
    async () => {
      const findings: FuzzFinding[] = [];
      for (const route of routes) {
        findings.push(
          ...(await fuzzRoute({
            baseUrl: t.url,
            route,
            personas,
            store: t.platform.store,
            pool: t.pool,
            seed: SEED,
            runs: RUNS,
          })),
        );
        await keepSignedIn();
      }
      console.info(`fuzzed ${routes.length} routes × ${RUNS} cases (FUZZ_SEED=${SEED})`);
      if (findings.length > 0) {
        const kinds = new Map<string, number>();
        for (const f of findings) {
          const kind = `${f.route}: ${f.problem.replace(/:.*$/s, '').slice(0, 120)}`;
          kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        }
        const summary = [...kinds].map(([k, n]) => `  ${n}× ${k}`).join('\n');
        const report = findings
          .slice(0, 15)
          .map((f) => `- [${f.persona}] ${f.route}: ${f.problem}\n    ${f.request}`)
          .join('\n');
        throw new Error(
          `${findings.length} finding(s) over ${routes.length} routes with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}:\n${summary}\nfirst cases:\n${report}`,
        );
      }
    },
    Math.max(120_000, RUNS * 5_000),
  );
});
