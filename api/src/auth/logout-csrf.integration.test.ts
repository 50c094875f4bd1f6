import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServiceForm } from '../chat/testing';
import type { TestClient } from '../testing/test-client';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal' });
});
afterAll(() => t.stop());

const signedIn = async () => {
  const c = t.client();
  await c.signIn(demoAccounts[0]!.email, DEMO_PASSWORD);
  return c;
};
const isSignedIn = async (c: TestClient) => (await c.get('/api/auth/user')).status === 200;

describe('service photos are only our uploads or the demo images', () => {
  let provider: TestClient;
  beforeAll(async () => {
    provider = t.client();
    await provider.signUp();
    await provider.becomeProvider();
  });

  const refused = [
    '/api/logout',
    '/api/logout?x=1',
    '/api/auth/user',
    '/objects/uploads/../../api/logout',
    '/objects/uploads/%2e%2e/%2e%2e/api/logout',
    '/demo-images/../api/logout',
    '/objects/documents/00000000-0000-4000-8000-000000000000',
    '/objects/uploads/',
    '/objects/uploads/a/b',
    `${'https://'}127.0.0.1/api/logout`,
    'https://cdn.example.co.uk/photo.jpg',
    '//evil.example/a.jpg',
    'javascript:alert(1)',
  ];
  for (const photo of refused) {
    it(`refuses ${photo} as a photo, on create and on update`, async () => {
      const images = ['/demo-images/sound-hire-1.svg', '/demo-images/sound-hire-2.svg', photo];
      const created = await provider.post('/api/services', testServiceForm({ images }));
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({
        fieldErrors: { images: 'Each photo must be an uploaded image.' },
      });
    });
  }

  it('accepts uploaded photos and the demo images', async () => {
    const images = [
      '/demo-images/sound-hire-1.svg',
      '/objects/uploads/4b9a0c1e-0d1f-4e55-9a55-0f4d7c1e2b3a',
      '/demo-images/stage-hire-2.svg',
    ];
    const created = await provider.post<{ id: string }>('/api/services', testServiceForm({ images }));
    expect(created.status).toBe(201);
    const updated = await provider.put(
      `/api/services/${created.body.id}`,
      testServiceForm({ images: [...images.slice(0, 2), '/api/logout'] }),
    );
    expect(updated.status).toBe(400);
  });
});

describe('GET /api/logout signs out only on a top-level navigation', () => {
  it('signs out on a page navigation (Sec-Fetch-Dest: document) and goes home', async () => {
    const c = await signedIn();
    const out = await c.get('/api/logout', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect(await isSignedIn(c)).toBe(false);
  });

  it('signs out from the site’s own link or a typed address, not when another site sends the window', async () => {
    const own = await signedIn();
    await own.get('/api/logout', { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' });
    expect(await isSignedIn(own)).toBe(false);
    const typed = await signedIn();
    await typed.get('/api/logout', { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' });
    expect(await isSignedIn(typed)).toBe(false);
    for (const site of ['cross-site', 'same-site']) {
      const c = await signedIn();
      const res = await c.get('/api/logout', { 'sec-fetch-dest': 'document', 'sec-fetch-site': site });
      expect(res.status).toBe(302);
      expect(await isSignedIn(c)).toBe(true);
    }
  });

  for (const dest of ['image', 'script', 'style', 'iframe', 'empty', 'object', 'embed']) {
    it(`does not sign out when loaded as ${dest}`, async () => {
      const c = await signedIn();
      const res = await c.get('/api/logout', { 'sec-fetch-dest': dest, accept: 'image/avif,image/webp,*/*' });
      expect(res.status).toBe(302);
      expect(await isSignedIn(c)).toBe(true);
    });
  }

  it('without Fetch Metadata (older browsers) signs out only when HTML is asked for', async () => {
    const image = await signedIn();
    await image.get('/api/logout', { accept: 'image/webp,image/*,*/*;q=0.8' });
    expect(await isSignedIn(image)).toBe(true);
    const script = await signedIn();
    await script.get('/api/logout', { accept: '*/*' });
    expect(await isSignedIn(script)).toBe(true);
    const page = await signedIn();
    await page.get('/api/logout', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(await isSignedIn(page)).toBe(false);
  });

  it('POST /api/logout signs out (other clients), and is refused from another origin', async () => {
    const c = await signedIn();
    const foreign = await c.post('/api/logout', undefined, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await isSignedIn(c)).toBe(true);
    const out = await c.post('/api/logout');
    expect(out.status).toBe(204);
    expect(await isSignedIn(c)).toBe(false);
  });
});
