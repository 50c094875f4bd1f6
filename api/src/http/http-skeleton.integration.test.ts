import { Writable } from 'node:stream';
import { loadConfig } from '@esm/infra/platform/config';
import { migrate } from '@esm/infra/postgres/migrate';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, sessionMigrations } from './server';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({
    env: { TRUST_PROXY: 'loopback' },
    rateLimits: { signIn: 3, signUp: 2, contact: 2 },
  });
});
afterAll(() => t.stop());

const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${t.url}${path}`, { redirect: 'manual', ...init });

describe('OpenAPI', () => {
  it('serves the docs page and a JSON document listing the routes with their zod schemas', async () => {
    const page = await raw('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const doc = (await (await raw('/api/docs/json')).json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<
                string,
                { schema: { properties: Record<string, unknown>; required: string[] } }
              >;
            };
          }
        >
      >;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/signup',
      '/api/auth/login',
      '/api/providers',
      '/api/services',
      '/api/categories',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
    const signUp = doc.paths['/api/auth/signup']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(signUp.properties).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    expect(signUp.required).toEqual(expect.arrayContaining(['email', 'password']));
    // Internal routes stay out of the public document.
    expect(Object.keys(doc.paths)).not.toContain('/dev/mailbox');
  });
});

describe('headers on every response', () => {
  it('carries the security headers', async () => {
    const res = await raw('/api/categories');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('carries a correlation id: a fresh one per request, or the caller’s', async () => {
    const a = await raw('/api/categories');
    const b = await raw('/api/nope');
    expect(a.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get('x-correlation-id')).not.toBe(b.headers.get('x-correlation-id'));
    const given = await raw('/api/categories', { headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers.get('x-correlation-id')).toBe('trace-42');
    expect(given.headers.get('x-request-id')).toBe('trace-42');
    const unsafe = await raw('/api/categories', { headers: { 'x-correlation-id': 'bad id\twith spaces' } });
    expect(unsafe.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the error format', () => {
  it('answers an unknown API route with 404 { code, message }', async () => {
    const res = await raw('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    const post = await raw('/api/no-such-thing', { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('answers malformed JSON with 400, not 500, and appends nothing', async () => {
    const before = (await t.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n;
    const res = await raw('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.co", "password":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON.',
    });
    expect((await t.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n).toBe(before);
  });
});

describe('cross-site requests', () => {
  it('refuses a mutating request from another origin with 403, and lets the site’s own through', async () => {
    const body = JSON.stringify({ email: 'nobody@example.co.uk', password: 'whatever-123' });
    const headers = { 'content-type': 'application/json' };
    const evil = await raw('/api/auth/login', {
      method: 'POST',
      body,
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ code: 'ORIGIN_REFUSED', message: 'Cross-site request refused' });
    const own = await raw('/api/auth/login', {
      method: 'POST',
      body,
      headers: { ...headers, origin: t.url },
    });
    expect(own.status).toBe(401); // reached the route: wrong credentials, not refused
    // Reads are not refused whatever their origin.
    expect((await raw('/api/categories', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers sign-in over the limit with 429 in the error format', async () => {
    // Limits count per client address; behind a trusted proxy (TRUST_PROXY) that is X-Forwarded-For.
    const c = t.client();
    const from = { 'x-forwarded-for': '203.0.113.10' };
    const signIn = () =>
      c.post('/api/auth/login', { email: 'x@example.co.uk', password: 'wrong-password' }, from);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await signIn();
    expect(res.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not affected (on another account: the account has its own limit).
    const other = await c.post(
      '/api/auth/login',
      { email: 'y@example.co.uk', password: 'wrong-password' },
      { 'x-forwarded-for': '203.0.113.11' },
    );
    expect(other.status).toBe(401);
  });

  it('answers sign-up over the limit with 429, appending nothing', async () => {
    const c = t.client();
    const from = { 'x-forwarded-for': '203.0.113.20' };
    const payload = (n: number) => ({
      email: `rl-${n}@example.co.uk`,
      password: 'long-enough-pw',
      firstName: 'R',
      lastName: 'L',
    });
    expect((await c.post('/api/auth/signup', payload(1), from)).status).toBe(201);
    expect((await c.post('/api/auth/signup', payload(2), from)).status).toBe(201);
    const before = (await t.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n;
    const third = await c.post('/api/auth/signup', payload(3), from);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await t.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n).toBe(before);
  });
});

describe('read-your-writes over HTTP', () => {
  it('answers a command only once its read model shows the change', async () => {
    const c = t.client();
    await c.signUp();
    const created = await c.becomeProvider({ businessName: 'Straight Away Ltd' });
    // No waiting, no retry: the very next read sees it.
    const me = await c.get<{ id: string; businessName: string }>('/api/providers/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: created.id, businessName: 'Straight Away Ltd' });
  });
});

describe('structured logs', () => {
  it('writes each request as JSON lines keyed by its correlation id', async () => {
    const db = await createTestDatabase('logs');
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    try {
      await migrate(pool, sessionMigrations);
      const config = { ...loadConfig({ DATA_DIR: t.config.dataDir }), logLevel: 'info' };
      const app = await createServer({ config, pool, logStream: stream });
      await app.ready();
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-correlation-id': 'log-me-1' },
      });
      expect(res.headers['x-correlation-id']).toBe('log-me-1');
      await app.close();
      const mine = lines.filter((l) => l.correlationId === 'log-me-1');
      expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(mine[1]).toMatchObject({ level: 30, res: { statusCode: 200 } });
    } finally {
      await pool.end();
      await db.drop();
    }
  });
});
