import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS, SESSION_REFRESH_AFTER_MS } from './session-store';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.stop());

let people = 0;
/** A client signed up (and so signed in) as a new person, and that person's stored session. */
async function signedUp() {
  const c = t.client();
  const res = await c.post<{ id: string }>('/api/auth/signup', {
    email: `session-${++people}-${Date.now()}@example.co.uk`,
    password: 'long-enough-pw',
    firstName: 'Session',
    lastName: 'Tester',
  });
  expect(res.status).toBe(201);
  return { c, userId: res.body.id };
}

/** The stored session of a user: its id, expiry, data and the row's version (xmin moves on every write). */
async function storedSession(userId: string) {
  const { rows } = await t.pool.query<{
    sid: string;
    expire: Date;
    refreshed_at: string | null;
    version: string;
  }>(
    `SELECT sid, expire, sess->>'refreshedAt' AS refreshed_at, xmin::text AS version
       FROM public.session WHERE sess->>'userId' = $1`,
    [userId],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('a signed-in session over HTTP', () => {
  it('is written once after signing in, then not again by the requests of the next hour', async () => {
    const { c, userId } = await signedUp();
    expect((await c.get('/api/auth/user')).status).toBe(200);
    const stored = await storedSession(userId);
    expect(Number(stored.refreshed_at)).toBeGreaterThan(Date.now() - 60_000);
    for (let i = 0; i < 5; i++) {
      const again = await c.get('/api/auth/user');
      expect(again.status).toBe(200);
      expect(again.headers.get('set-cookie')).toBeNull();
    }
    expect(await storedSession(userId)).toEqual(stored);
  });

  it('is refreshed to a full 14 days, and its cookie with it, once an hour has passed', async () => {
    const { c, userId } = await signedUp();
    await c.get('/api/auth/user');
    const { sid } = await storedSession(userId);
    // As if last refreshed an hour and a minute ago, and so expiring that much sooner.
    const ago = SESSION_REFRESH_AFTER_MS + 60_000;
    await t.pool.query(
      `UPDATE public.session SET expire = $2,
         sess = jsonb_set(sess::jsonb, '{refreshedAt}', to_jsonb($3::bigint))::json WHERE sid = $1`,
      [sid, new Date(Date.now() + SESSION_MAX_AGE_MS - ago), Date.now() - ago],
    );
    const refreshed = await c.get('/api/auth/user');
    expect(refreshed.status).toBe(200);
    const cookie = refreshed.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/sid=.*Expires=/i);
    const cookieExpires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]!);
    // A cookie's expiry is written to the second.
    expect(cookieExpires).toBeGreaterThan(Date.now() + SESSION_MAX_AGE_MS - 60_000);
    const after = await storedSession(userId);
    expect(after.expire.getTime()).toBeGreaterThan(Date.now() + SESSION_MAX_AGE_MS - 60_000);
    expect(Number(after.refreshed_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('still ends at its expiry when unused', async () => {
    const { c, userId } = await signedUp();
    await c.get('/api/auth/user');
    const { sid } = await storedSession(userId);
    await t.pool.query(`UPDATE public.session SET expire = now() - interval '1 second' WHERE sid = $1`, [
      sid,
    ]);
    expect((await c.get('/api/auth/user')).status).toBe(401);
  });
});
