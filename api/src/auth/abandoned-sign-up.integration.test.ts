import { randomUUID } from 'node:crypto';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './credentials';
import { ABANDONED_CLAIM_MS } from './register';

/**
 * A sign-up claims the e-mail, then records the account. A process that stops between the two
 * (here: the claim made, the command never sent) must not lock the address away for good.
 */
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.stop());

const signUp = (email: string, password = 'long-enough-pw', firstName = 'Ada') =>
  t.client().post('/api/auth/signup', { email, password, firstName, lastName: 'Lovelace' });

const ageClaim = (email: string, ageMs: number) =>
  t.pool.query(
    `UPDATE auth.credentials SET created_at = now() - make_interval(secs => $2::double precision / 1000)
      WHERE email = $1`,
    [email, ageMs],
  );

/** What a sign-up that crashed after its claim leaves: a claim, and no account behind it. */
async function abandonedClaim(email: string, ageMs: number): Promise<string> {
  const userId = randomUUID();
  const hash = await hashPassword('the-first-try');
  expect(await t.platform.context.credentials.claim(userId, email, hash)).toBe(true);
  await ageClaim(email, ageMs);
  return userId;
}

describe('a sign-up that stopped between claiming the e-mail and recording the account', () => {
  it('leaves the address taken while the claim is young: that sign-up may still be under way', async () => {
    await abandonedClaim('young@example.co.uk', 60_000);
    const res = await signUp('young@example.co.uk');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ACCOUNT_EMAIL_TAKEN' });
  });

  it('gives the address to the next sign-up once the claim is old, who can then sign in', async () => {
    const abandoned = await abandonedClaim('ada@example.co.uk', ABANDONED_CLAIM_MS + 60_000);
    const c = t.client();
    const res = await c.post<{ id: string }>('/api/auth/signup', {
      email: 'Ada@Example.co.uk',
      password: 'analytical-engine',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(abandoned);
    expect((await c.get<{ email: string }>('/api/auth/user')).body).toMatchObject({
      email: 'ada@example.co.uk',
    });

    const signIn = (password: string) =>
      t.client().post('/api/auth/login', { email: 'ada@example.co.uk', password });
    expect((await signIn('analytical-engine')).status).toBe(200);
    expect((await signIn('the-first-try')).status).toBe(401);
  });

  it('never takes over the address of an account that was recorded, however old its claim', async () => {
    expect((await signUp('grace@example.co.uk', 'long-enough-pw', 'Grace')).status).toBe(201);
    await ageClaim('grace@example.co.uk', 365 * 24 * 3_600_000);
    const res = await signUp('grace@example.co.uk', 'another-password', 'Mallory');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ACCOUNT_EMAIL_TAKEN' });
    expect(
      (await t.client().post('/api/auth/login', { email: 'grace@example.co.uk', password: 'long-enough-pw' }))
        .status,
    ).toBe(200);
  });

  it('gives an abandoned address to exactly one of two sign-ups at once', async () => {
    await abandonedClaim('twice@example.co.uk', ABANDONED_CLAIM_MS + 60_000);
    const answers = await Promise.all([
      signUp('twice@example.co.uk', 'first-password', 'First'),
      signUp('twice@example.co.uk', 'second-password', 'Second'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM auth.credentials WHERE email = $1', [
      'twice@example.co.uk',
    ]);
    expect(rows[0].n).toBe(1);
    const winner = answers[0]!.status === 201 ? 'first-password' : 'second-password';
    expect(
      (await t.client().post('/api/auth/login', { email: 'twice@example.co.uk', password: winner })).status,
    ).toBe(200);
  });
});
