import { loadConfig } from '@esm/infra/platform/config';
import { migrate } from '@esm/infra/postgres/migrate';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import type {} from '@fastify/session';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, sessionMigrations } from '../http/server';

/**
 * Session management (ASVS V3): a new session id at every sign-in, and a session cookie a
 * script cannot read, another site cannot send, and that never travels over plain http once the
 * site is served over https — decided by the configuration or a trusted proxy, never by a header
 * the client chooses.
 */
const PASSWORD = 'correct-horse-battery';
const sidOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('sid='));
const attributes = (cookie: string) =>
  cookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

describe('session id at sign-in (the real product)', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    // The tests' requests come from 127.0.0.1: trusting it stands for a reverse proxy in front.
    t = await startTestPlatform({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.stop());

  it('gives a new session id at sign-in; the cookie from before it signs nobody in afterwards', async () => {
    const victim = t.client();
    const { email } = await victim.signUp();
    await victim.post('/api/logout');
    // An attacker's own signed-in session, planted in the victim's browser (session fixation).
    const attacker = t.client();
    await attacker.signUp();
    const planted = attacker.sessionHeaders().cookie!;
    const res = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: planted },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const after = sidOf(res.headers)!.split(';')[0]!;
    expect(after).not.toBe(planted);
    const whoIs = async (cookie: string) =>
      (await t.client().get<{ email?: string }>('/api/auth/user', { cookie })).body?.email;
    expect(await whoIs(after)).toBe(email);
    // The planted id is gone from the store: it reaches neither the victim's account nor its own.
    expect((await t.client().get('/api/auth/user', { cookie: planted })).status).toBe(401);
  });

  it('does not adopt a session id the client made up, at sign-in or at sign-up', async () => {
    const made = 'sid=attacker-chosen-id';
    const signUp = await fetch(`${t.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: made },
      body: JSON.stringify({
        email: `fixed-${Date.now()}@example.co.uk`,
        password: PASSWORD,
        firstName: 'Fay',
        lastName: 'Fixed',
      }),
    });
    expect(signUp.status).toBe(201);
    const issued = sidOf(signUp.headers)!.split(';')[0]!;
    expect(issued).not.toBe(made);
    expect(issued).not.toContain('attacker-chosen-id');
    const stored = await t.pool.query(`SELECT 1 FROM public.session WHERE sid LIKE '%attacker-chosen-id%'`);
    expect(stored.rowCount).toBe(0);
  });

  it('marks the cookie HttpOnly, SameSite=Lax and Path=/, and not Secure over plain http; sets no other', async () => {
    const c = t.client();
    const { email } = await c.signUp();
    const res = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const flags = attributes(sidOf(res.headers)!);
    expect(flags).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(flags).not.toContain('secure');
    // The session cookie is the only one: no other cookie escapes these flags.
    expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['sid']);
  });

  it('marks it Secure when the trusted proxy says the request came over https', async () => {
    const c = t.client();
    const { email } = await c.signUp();
    const res = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(attributes(sidOf(res.headers)!)).toEqual(
      expect.arrayContaining(['secure', 'httponly', 'samesite=lax']),
    );
  });
});

describe('the Secure flag under each proxy and PUBLIC_URL setting (the HTTP shell)', () => {
  let db: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createTestDatabase('cookies');
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    await migrate(pool, sessionMigrations);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  /** A server with one route that signs someone in; answers the Set-Cookie of a request to it. */
  const cookieFrom = async (
    env: Record<string, string>,
    request: { remoteAddress: string; headers?: Record<string, string> },
  ) => {
    const config = loadConfig({ DATA_DIR: '/tmp', ...env });
    const app = await createServer({ config, pool, logger: false });
    app.post('/test/sign-in', async (req) => {
      req.session.userId = 'someone';
      return { ok: true };
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'POST', url: '/test/sign-in', ...request });
      const header = res.headers['set-cookie'];
      const cookies = Array.isArray(header) ? header : header ? [header] : [];
      const sid = cookies.find((c) => c.startsWith('sid='));
      return sid ? attributes(sid) : null;
    } finally {
      await app.close();
    }
  };
  const https = { 'x-forwarded-proto': 'https' };

  it('ignores X-Forwarded-Proto when no proxy is trusted (the default)', async () => {
    const flags = await cookieFrom({}, { remoteAddress: '203.0.113.9', headers: https });
    expect(flags).not.toBeNull();
    expect(flags).not.toContain('secure');
  });

  it('takes X-Forwarded-Proto only from a trusted proxy address, not from anyone else', async () => {
    const env = { TRUST_PROXY: '10.0.0.1' };
    expect(await cookieFrom(env, { remoteAddress: '10.0.0.1', headers: https })).toContain('secure');
    const forged = await cookieFrom(env, { remoteAddress: '203.0.113.9', headers: https });
    expect(forged).not.toBeNull();
    expect(forged).not.toContain('secure');
  });

  it('with an https PUBLIC_URL always marks it Secure, and never hands it out over plain http', async () => {
    const env = { PUBLIC_URL: 'https://eventhire.example', TRUST_PROXY: '10.0.0.1' };
    const flags = await cookieFrom(env, { remoteAddress: '10.0.0.1', headers: https });
    expect(flags).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
    // A client reaching the app directly over http, claiming https, gets no session cookie at all.
    expect(await cookieFrom(env, { remoteAddress: '203.0.113.9', headers: https })).toBeNull();
  });
});
