import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from './password-reset-routes';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t?.stop());

const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'a-brand-new-passphrase';

async function signedUp(email: string) {
  const c = t.client();
  const res = await c.post<{ id: string }>('/api/auth/signup', {
    email,
    password: PASSWORD,
    firstName: 'Rosa',
    lastName: 'Reset',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const resetEvents = async (userId: string) =>
  (
    await t.pool.query<{ type: string; data: Record<string, string> }>(
      `SELECT type, data FROM es.events WHERE stream = $1 AND type LIKE 'PasswordReset%' ORDER BY global_position`,
      [`account-${userId}`],
    )
  ).rows;

/** Lets the workers run until the n-th reset e-mail to the address is in the outbox. */
async function resetMail(to: string, n = 1): Promise<{ text: string; userId: string; token: string }> {
  for (let i = 0; i < 40; i++) {
    const { rows } = await t.pool.query<{ text_body: string }>(
      `SELECT text_body FROM mail.outbox WHERE to_address = $1 AND subject = 'Reset your EventHire UK password' ORDER BY created_at, id`,
      [to],
    );
    if (rows.length >= n) {
      const text = rows[n - 1]!.text_body;
      const link = new URL(/(http\S+\/reset-password\?\S+)/.exec(text)![1]!);
      return { text, userId: link.searchParams.get('user')!, token: link.searchParams.get('token')! };
    }
    await t.clock.tick(1500);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no reset e-mail to ${to}`);
}

describe('password recovery over HTTP', () => {
  it('answers a known and an unknown address alike; only the known one gets a link', async () => {
    const userId = await signedUp('rosa.known@example.co.uk');
    const eventsBefore = Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);
    const unknown = await t
      .client()
      .post('/api/auth/forgot-password', { email: 'nobody-here@example.co.uk' });
    expect(Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n)).toBe(eventsBefore);
    const known = await t.client().post('/api/auth/forgot-password', { email: ' Rosa.Known@Example.co.uk ' });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });

    const mail = await resetMail('rosa.known@example.co.uk');
    expect(mail.userId).toBe(userId);
    expect(mail.text).toContain('works once');
    const [requested] = await resetEvents(userId);
    // The event log and the job queue keep the token's hash at most, never the token.
    expect(requested?.data.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const leaks = await t.pool.query(
      `SELECT (SELECT count(*) FROM es.events WHERE data::text LIKE '%' || $1 || '%')
            + (SELECT count(*) FROM pgboss.job WHERE data::text LIKE '%' || $1 || '%') AS n`,
      [mail.token],
    );
    expect(Number(leaks.rows[0].n)).toBe(0);
  });

  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const email = 'rosa.sessions@example.co.uk';
    await signedUp(email);
    const laptop = t.client();
    const phone = t.client();
    await laptop.signIn(email, PASSWORD);
    await phone.signIn(email, PASSWORD);
    await t.client().post('/api/auth/forgot-password', { email });
    const { userId, token } = await resetMail(email);

    const short = await t.client().post('/api/auth/reset-password', { userId, token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ fieldErrors: { password: expect.stringContaining('8 characters') } });
    const wrong = await t.client().post('/api/auth/reset-password', {
      userId,
      token: `${token}x`,
      password: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'PASSWORD_RESET_INVALID' });
    expect((await laptop.get('/api/auth/user')).status).toBe(200);

    const done = await t.client().post('/api/auth/reset-password', { userId, token, password: NEW_PASSWORD });
    expect(done.status).toBe(204);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    const old = await t.client().post('/api/auth/login', { email, password: PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await t.client().post('/api/auth/login', { email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);

    const again = await t
      .client()
      .post('/api/auth/reset-password', { userId, token, password: 'yet-another-one' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'PASSWORD_RESET_INVALID' });
    expect((await t.client().post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await resetEvents(userId)).map((e) => e.type)).toEqual([
      'PasswordResetRequested',
      'PasswordReset',
    ]);
  });

  it('refuses a commonly used password or the own e-mail with 400 on the field, keeping the link usable', async () => {
    const email = 'rosa.common@example.co.uk';
    await signedUp(email);
    await t.client().post('/api/auth/forgot-password', { email });
    const { userId, token } = await resetMail(email);
    const eventsBefore = Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);
    const hashBefore = (
      await t.pool.query('SELECT password_hash FROM auth.credentials WHERE user_id = $1', [userId])
    ).rows[0].password_hash;

    for (const password of ['password1', 'Password123', '12345678']) {
      const common = await t.client().post('/api/auth/reset-password', { userId, token, password });
      expect(common.status).toBe(400);
      expect(common.body).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'This password is too common. Choose one that is harder to guess.',
        fieldErrors: { password: 'This password is too common. Choose one that is harder to guess.' },
      });
    }
    const own = await t.client().post('/api/auth/reset-password', { userId, token, password: 'Rosa.Common' });
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { password: expect.stringContaining('must not be your e-mail address') },
    });
    // With a made-up link the address is never compared: the answer is the bad link's.
    const guess = await t
      .client()
      .post('/api/auth/reset-password', { userId, token: `${token}x`, password: 'rosa.common' });
    expect(guess.body).toMatchObject({ code: 'PASSWORD_RESET_INVALID' });

    // Nothing changed: no event, the old password still works, and the link still does.
    expect(Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n)).toBe(eventsBefore);
    expect(
      (await t.pool.query('SELECT password_hash FROM auth.credentials WHERE user_id = $1', [userId])).rows[0]
        .password_hash,
    ).toBe(hashBefore);
    expect((await t.client().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const done = await t.client().post('/api/auth/reset-password', { userId, token, password: NEW_PASSWORD });
    expect(done.status).toBe(204);
    expect((await t.client().post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a link after an hour', async () => {
    const email = 'rosa.late@example.co.uk';
    await signedUp(email);
    await t.client().post('/api/auth/forgot-password', { email });
    const { userId, token } = await resetMail(email);
    await t.clock.setTime(t.clock.now() + 61 * 60 * 1000);
    const late = await t.client().post('/api/auth/reset-password', { userId, token, password: NEW_PASSWORD });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'PASSWORD_RESET_EXPIRED' });
    expect((await t.client().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('sends an account at most three links an hour, answering the same each time', async () => {
    const email = 'rosa.many@example.co.uk';
    const userId = await signedUp(email);
    for (let i = 0; i < 5; i++) {
      const res = await t.client().post('/api/auth/forgot-password', { email });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    // The requests are recorded just after each answer: wait for them, then check no fourth came.
    for (let i = 0; i < 100 && (await resetEvents(userId)).length < 3; i++)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 500));
    expect(await resetEvents(userId)).toHaveLength(3);
  });

  it('refuses a malformed account id as a bad link, not a server error', async () => {
    const res = await t
      .client()
      .post('/api/auth/reset-password', { userId: 'not-a-uuid', token: 'x', password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PASSWORD_RESET_INVALID' });
  });
});

describe('password recovery rate limit per client address', () => {
  let limited: TestPlatform;
  beforeAll(async () => {
    limited = await startTestPlatform({
      rateLimits: { signIn: 1000, signUp: 2, contact: 1000, checkout: 1000 },
    });
  });
  afterAll(() => limited?.stop());

  it('answers 429 after the limit, whatever the address asked about', async () => {
    const ask = (email: string) => limited.client().post('/api/auth/forgot-password', { email });
    expect((await ask('a@example.co.uk')).status).toBe(202);
    expect((await ask('b@example.co.uk')).status).toBe(202);
    const third = await ask('client@demo.eventhire.uk');
    expect(third.status).toBe(429);
  });
});
