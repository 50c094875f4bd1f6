import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, type LogCapture } from './testing/evidence';

/**
 * Error handling (ASVS V7.4, V14.3): whatever goes wrong, the answer is `{ code, message }`
 * (with `fieldErrors` for bad input) and never a stack trace, a file path, SQL or a database
 * message; the details go to the log under the request's correlation id. The fuzz test sends
 * malformed input to every route; this one forces each kind of failure once.
 */
let t: TestPlatform;
let logs: LogCapture;
beforeAll(async () => {
  logs = captureLogs();
  t = await startTestPlatform({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
});
afterAll(() => t.stop());

const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${t.url}${path}`, { redirect: 'manual', ...init });
const json = { 'content-type': 'application/json' };

/** What an error body must never contain. */
const INTERNALS =
  /\bat [\w.<>]+ \(|[\w/-]+\.(ts|js|mjs):\d+|node_modules|\bSELECT\b|\bINSERT\b|\bUPDATE\b|relation "|syntax error|violates|\bpg\b|postgres|FST_ERR|\bstack\b|probe-internal/i;

async function expectPlainError(res: Response, status: number, code: string) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(text).not.toMatch(INTERNALS);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).filter((k) => !['code', 'message', 'fieldErrors'].includes(k))).toEqual([]);
  return body;
}

describe('forced errors answer without internals', () => {
  it('bad JSON: 400 MALFORMED_JSON', async () => {
    await expectPlainError(
      await raw('/api/auth/login', {
        method: 'POST',
        headers: json,
        body: '{"email": "a@b.co", "password":',
      }),
      400,
      'MALFORMED_JSON',
    );
  });

  it('a body over the 1 MB limit: 413 PAYLOAD_TOO_LARGE', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    await expectPlainError(
      await raw('/api/auth/login', { method: 'POST', headers: json, body }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('a body of the wrong type: 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    await expectPlainError(
      await raw('/api/auth/login', { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<a/>' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('an unknown route, read or write: 404 NOT_FOUND', async () => {
    await expectPlainError(await raw('/api/no-such-route'), 404, 'NOT_FOUND');
    await expectPlainError(await raw('/api/no-such-route', { method: 'DELETE' }), 404, 'NOT_FOUND');
  });

  it('a malformed id and a malformed address: 400, the field named, nothing else', async () => {
    const signedIn = t.client();
    await signedIn.signUp();
    await expectPlainError(
      await raw('/api/bookings/not-a-uuid', { headers: signedIn.sessionHeaders() }),
      400,
      'VALIDATION_FAILED',
    );
    await expectPlainError(await raw('/api/%E0%A4%A'), 400, 'MALFORMED_REQUEST');
  });

  it('a database failure on the write path: 500 with a plain message; the details only in the log', async () => {
    // Every append fails inside PostgreSQL with a message that must not reach the client.
    await t.pool.query(`
      CREATE FUNCTION public.probe_refuse_append() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'probe-internal: relation "es.events" SELECT secret FROM vault'; END $$;
      CREATE TRIGGER probe_refuse_append BEFORE INSERT ON es.events
        FOR EACH ROW EXECUTE FUNCTION public.probe_refuse_append();`);
    try {
      const res = await raw('/api/auth/signup', {
        method: 'POST',
        headers: { ...json, 'x-correlation-id': 'forced-db-error-1' },
        body: JSON.stringify({
          email: 'db.error@example.co.uk',
          password: 'correct-horse-battery',
          firstName: 'Dee',
          lastName: 'Bee',
        }),
      });
      const body = await expectPlainError(res, 500, 'INTERNAL');
      expect(body.message).toBe('Something went wrong on our side. Please try again.');
      expect(res.headers.get('x-correlation-id')).toBe('forced-db-error-1');
    } finally {
      await t.pool.query(`DROP TRIGGER probe_refuse_append ON es.events;
        DROP FUNCTION public.probe_refuse_append();`);
    }
    const logged = logs.lines().filter((l) => l.correlationId === 'forced-db-error-1' && l.level === 50);
    expect(JSON.stringify(logged)).toContain('probe-internal');
  });

  it('a database failure on the read path (the session store): 500, plain', async () => {
    const c = t.client();
    await c.signUp();
    await t.pool.query('ALTER TABLE public.session RENAME TO session_away');
    try {
      await expectPlainError(await raw('/api/auth/user', { headers: c.sessionHeaders() }), 500, 'INTERNAL');
    } finally {
      await t.pool.query('ALTER TABLE public.session_away RENAME TO session');
    }
    expect((await c.get('/api/auth/user')).status).toBe(200);
  });
});
