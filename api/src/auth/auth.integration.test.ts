import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.stop());

const eventCount = async () => Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);

describe('accounts and sessions over HTTP', () => {
  it('signs up, is signed in at once, and reads the user', async () => {
    const c = t.client();
    const res = await c.post<{ id: string; isProfileComplete: boolean }>('/api/auth/signup', {
      email: 'New.Person@Example.co.uk',
      password: 'long-enough-pw',
      firstName: 'New',
      lastName: 'Person',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/sid=.*HttpOnly.*SameSite=Lax/i);
    const me = await c.get<{ email: string; isProfileComplete: boolean }>('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'new.person@example.co.uk', isProfileComplete: false });
  });

  it('refuses a duplicate e-mail with 409 and appends nothing', async () => {
    const before = await eventCount();
    const res = await t.client().post('/api/auth/signup', {
      email: demoAccounts[0]!.email.toUpperCase(),
      password: 'long-enough-pw',
      firstName: 'Dup',
      lastName: 'Licate',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ACCOUNT_EMAIL_TAKEN' });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a short password and a missing name with every field text, appending nothing', async () => {
    const before = await eventCount();
    const res = await t
      .client()
      .post('/api/auth/signup', { email: 'a@b.co', password: 'short', firstName: ' ', lastName: 'X' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'ACCOUNT_SIGN_UP_INVALID',
      fieldErrors: { firstName: 'First name is required', password: expect.stringContaining('8 characters') },
    });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a commonly used password, in any case, with 400 on the field, creating nothing', async () => {
    const before = await eventCount();
    for (const password of ['password', '12345678', 'QwertyUiop', 'iloveyou1']) {
      const email = `common.${password.toLowerCase()}@example.co.uk`;
      const res = await t
        .client()
        .post('/api/auth/signup', { email, password, firstName: 'Common', lastName: 'Password' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'ACCOUNT_SIGN_UP_INVALID',
        message: 'This password is too common. Choose one that is harder to guess.',
        fieldErrors: { password: 'This password is too common. Choose one that is harder to guess.' },
      });
      expect(res.headers.get('set-cookie')).toBeNull();
      const claimed = await t.pool.query('SELECT 1 FROM auth.credentials WHERE email = $1', [email]);
      expect(claimed.rowCount).toBe(0);
    }
    expect(await eventCount()).toBe(before);
  });

  it("refuses the new account's own e-mail address as its password", async () => {
    const before = await eventCount();
    const res = await t.client().post('/api/auth/signup', {
      email: 'Harriet.Quimby-1911@Example.co.uk',
      password: 'harriet.quimby-1911',
      firstName: 'Harriet',
      lastName: 'Quimby',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'ACCOUNT_SIGN_UP_INVALID',
      fieldErrors: { password: expect.stringContaining('must not be your e-mail address') },
    });
    expect(await eventCount()).toBe(before);
  });

  it('still signs in an account whose password is a common one (set before the rule)', async () => {
    const email = 'before.the.rule@example.co.uk';
    const c = t.client();
    await c.signUp({ email }, false);
    await t.pool.query('UPDATE auth.credentials SET password_hash = $2 WHERE email = $1', [
      email,
      await argon2.hash('password1', { type: argon2.argon2id }),
    ]);
    const res = await t.client().post('/api/auth/login', { email, password: 'password1' });
    expect(res.status).toBe(200);
  });

  it('answers 401 to the current-user call when signed out, and after logout', async () => {
    const c = t.client();
    expect((await c.get('/api/auth/user')).status).toBe(401);
    await c.signIn(demoAccounts[0]!.email, DEMO_PASSWORD);
    expect((await c.get('/api/auth/user')).status).toBe(200);
    const out = await c.get('/api/logout', { 'sec-fetch-dest': 'document' });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect((await c.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a wrong password with the same answer as an unknown e-mail', async () => {
    const wrong = await t
      .client()
      .post('/api/auth/login', { email: demoAccounts[0]!.email, password: 'nope-nope-nope' });
    const unknown = await t
      .client()
      .post('/api/auth/login', { email: 'nobody@example.co.uk', password: 'nope-nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('sends /api/login to the sign-in page keeping a same-site returnTo only', async () => {
    const c = t.client();
    const ok = await c.get('/api/login?returnTo=%2Fcheckout%3FserviceId%3D1');
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/login?returnTo=%2Fcheckout%3FserviceId%3D1');
    const evil = await c.get('/api/login?returnTo=%2F%2Fevil.example');
    expect(evil.headers.get('location')).toBe('/login?returnTo=%2F');
    // A tab the browser drops would turn "/\t/evil.example" into "//evil.example".
    const tab = await c.get('/api/login?returnTo=/%09/evil.example');
    expect(tab.headers.get('location')).toBe('/login?returnTo=%2F');
    // Join as Provider sends no returnTo: the page's own default (the provider dashboard) applies.
    const provider = await c.get('/api/login?mode=provider');
    expect(provider.headers.get('location')).toBe('/login?mode=provider');
  });

  it('completes the profile with the spec rules and texts', async () => {
    const c = t.client();
    await c.signUp({}, false);
    const bad = await c.put('/api/auth/complete-profile', {
      firstName: 'A',
      lastName: 'B',
      phoneNumber: '123',
      address: 'x',
      postcode: 'NOPE12',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      fieldErrors: {
        phoneNumber: 'Valid phone number is required',
        address: 'Address is required',
        postcode: 'Please enter a valid UK postcode',
      },
    });
    const good = await c.put<{ isProfileComplete: boolean; postcode: string }>('/api/auth/complete-profile', {
      firstName: 'A',
      lastName: 'B',
      phoneNumber: '07700 900123',
      address: '1 High Street, York',
      postcode: 'yo1 7hh',
    });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ isProfileComplete: true, postcode: 'YO1 7HH' });
  });

  it('refuses a mutating request from another site', async () => {
    const res = await t
      .client()
      .post('/api/auth/login', { email: 'a@b.co', password: 'x' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'ORIGIN_REFUSED' });
  });

  it('hashes a password stored at an older setting again when it next signs in', async () => {
    const c = t.client();
    const email = 'older.hash@example.co.uk';
    expect(
      (
        await c.post('/api/auth/signup', {
          email,
          password: 'long-enough-pw',
          firstName: 'Old',
          lastName: 'Hash',
        })
      ).status,
    ).toBe(201);
    // As a password stored before the current setting was: the library's default.
    const older = await argon2.hash('long-enough-pw', { type: argon2.argon2id });
    await t.pool.query('UPDATE auth.credentials SET password_hash = $2 WHERE email = $1', [email, older]);
    const stored = async () =>
      (await t.pool.query('SELECT password_hash FROM auth.credentials WHERE email = $1', [email])).rows[0]
        .password_hash as string;

    expect((await t.client().post('/api/auth/login', { email, password: 'wrong-password' })).status).toBe(
      401,
    );
    expect(await stored()).toBe(older);
    expect((await t.client().post('/api/auth/login', { email, password: 'long-enough-pw' })).status).toBe(
      200,
    );
    const rehashed = await stored();
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await t.client().post('/api/auth/login', { email, password: 'long-enough-pw' })).status).toBe(
      200,
    );
    expect(await stored()).toBe(rehashed);
  });
});
