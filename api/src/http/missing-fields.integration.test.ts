import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ start: '2026-06-01T09:00:00.000Z' });
}, 60_000);
afterAll(() => t?.stop());

const email = () => `missing-${Math.random().toString(36).slice(2)}@example.co.uk`;

describe('a required field left out reads like one sent empty', () => {
  it('gives the spec text for a left-out first name, not zod’s wording', async () => {
    const empty = await t.client().post('/api/auth/signup', {
      email: email(),
      password: 'long-enough-pw',
      firstName: '',
      lastName: 'Person',
    });
    const missing = await t.client().post('/api/auth/signup', {
      email: email(),
      password: 'long-enough-pw',
      lastName: 'Person',
    });
    expect(empty.status).toBe(400);
    expect(missing.status).toBe(empty.status);
    expect(missing.body).toEqual(empty.body);
    expect(JSON.stringify(missing.body)).not.toContain('received undefined');
  });

  it('names every missing field of a body sent empty', async () => {
    const res = await t
      .client()
      .post<{ message: string; fieldErrors?: Record<string, string> }>('/api/auth/signup', {});
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toContain('received undefined');
    expect(res.body.message).not.toMatch(/^Invalid input/);
  });

  it('keeps a schema’s own text for a left-out field that is not text', async () => {
    const client = t.client();
    await client.signUp();
    const res = await client.post<{ fieldErrors?: Record<string, string> }>('/api/reviews', {
      bookingId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({ rating: 'Please choose a rating from 1 to 5 stars.' });
  });

  it('fills a field left out inside a list item without turning the list into an object', async () => {
    const client = t.client();
    await client.signUp();
    const res = await client.post<{ message: string; fieldErrors?: Record<string, string> }>('/api/quotes', {
      services: [{ quantity: 1, duration: 8 }],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toContain('received undefined');
    expect(JSON.stringify(res.body)).not.toContain('expected array');
  });
});
