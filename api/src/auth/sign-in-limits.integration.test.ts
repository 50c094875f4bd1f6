import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../http/server';
import { jumpClock } from '../testing/jump-clock';

const client = demoAccounts.find((a) => a.label === 'client')!;
const provider = demoAccounts.find((a) => a.label === 'provider')!;
const admin = demoAccounts.find((a) => a.label === 'admin')!;
const xff = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.${(i * 7) % 250}` });
const form = {
  name: 'Priya Shah',
  email: 'priya.shah@example.co.uk',
  subject: 'Marquee for a June wedding',
  category: 'general',
  message: 'Do your providers cover the Cotswolds for a 120-guest marquee?',
};

describe('by default no proxy is trusted: X-Forwarded-For does not choose the address', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ seed: 'minimal', rateLimits: defaultRateLimits });
  });
  afterAll(() => t.stop());

  it('44 wrong passwords from "different" addresses, then the right one, is not a sign-in', async () => {
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 44; i++)
      statuses.push(
        (await c.post('/api/auth/login', { email: client.email, password: `guess-${i}` }, xff(i))).status,
      );
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    expect(statuses.slice(-10).every((s) => s === 429)).toBe(true);
    const right = await c.post('/api/auth/login', { email: client.email, password: DEMO_PASSWORD }, xff(99));
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect((await c.get('/api/auth/user')).status).toBe(401);
  });

  it('holds the contact form limit (5 a minute) whatever X-Forwarded-For says', async () => {
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await c.post('/api/contact', form, xff(i))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });
});

describe('behind a trusted proxy (TRUST_PROXY): many real addresses, one account', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    // The test's requests come from 127.0.0.1: trusting it makes X-Forwarded-For the client
    // address, as behind a real reverse proxy. The address limit is out of reach here.
    t = await startTestPlatform({
      seed: 'minimal',
      env: { TRUST_PROXY: '127.0.0.1' },
      rateLimits: { signIn: 1000, signUp: 1000, contact: 1000 },
    });
  });
  afterAll(() => t.stop());

  it('uses the forwarded address for the address limits when the proxy is trusted', async () => {
    const limited = await startTestPlatform({
      env: { TRUST_PROXY: '127.0.0.1' },
      rateLimits: { signIn: 1000, signUp: 1000, contact: 2 },
    });
    try {
      const c = limited.client();
      const one = { 'x-forwarded-for': '198.51.100.1' };
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await c.post('/api/contact', form, one)).status);
      expect(statuses).toEqual([201, 201, 429]);
      expect((await c.post('/api/contact', form, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(201);
    } finally {
      await limited.stop();
    }
  });

  it('locks the account after 5 failures in a row: 44 guesses then the right password give 429', async () => {
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 44; i++)
      statuses.push(
        (await c.post('/api/auth/login', { email: provider.email, password: `guess-${i}` }, xff(i))).status,
      );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const right = await c.post(
      '/api/auth/login',
      { email: provider.email.toUpperCase(), password: DEMO_PASSWORD },
      xff(200),
    );
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other accounts are not affected.
    expect(
      (await t.client().post('/api/auth/login', { email: admin.email, password: DEMO_PASSWORD })).status,
    ).toBe(200);
  });

  it('lets the right password in once the lock has run out, and grows the lock on further failures', async () => {
    const email = provider.email;
    const attempt = (password: string) => t.client().post('/api/auth/login', { email, password }, xff(7));
    // Only the lock's time matters here, so the clock jumps rather than ticks (25 s of the run).
    const wait = (ms: number) => jumpClock(t, ms);
    await wait(61_000);
    // After the first lock (1 minute) one more failure locks for 2 minutes.
    expect((await attempt('still-wrong')).status).toBe(401);
    expect((await attempt(DEMO_PASSWORD)).status).toBe(429);
    await wait(61_000);
    expect((await attempt(DEMO_PASSWORD)).status).toBe(429);
    await wait(60_000);
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
    // A successful sign-in starts the count again: five more failures before the next lock.
    const again: number[] = [];
    for (let i = 0; i < 6; i++) again.push((await attempt(`guess-${i}`)).status);
    expect(again).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits sign-in attempts per account as well as per address', async () => {
    const limited = await startTestPlatform({
      seed: 'minimal',
      env: { TRUST_PROXY: '127.0.0.1' },
      rateLimits: { signIn: 3, signUp: 1000, contact: 1000 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await limited
              .client()
              .post('/api/auth/login', { email: client.email, password: DEMO_PASSWORD }, xff(i))
          ).status,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.stop();
    }
  });
});
