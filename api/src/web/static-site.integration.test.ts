import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// npm test builds both web apps before the tests run.
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal' });
});
afterAll(() => t.stop());

const page = async (path: string) => {
  const response = await fetch(`${t.url}${path}`, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

describe('the two web apps', () => {
  it('serves the marketplace at / and for its client routes', async () => {
    for (const path of ['/', '/services', '/no-such-page']) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toContain('<title>EventHire UK — Event services');
    }
  });

  it('serves the back office at /admin and for every route below it', async () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/fraud-alerts/123/show']) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(answer.type, path).toContain('text/html');
      expect(answer.text, path).toContain('<title>EventHire UK — Back office</title>');
    }
  });

  it('serves the back office’s hashed assets under /admin/assets, cached for good', async () => {
    const html = (await page('/admin/')).text;
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${t.url}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    // Read to the end: a body left unread holds its connection open, and closing the server then
    // waits for it (half a minute, over a minute on a loaded machine).
    expect((await response.text()).length).toBeGreaterThan(0);
  });

  it('answers unknown API paths under /api/admin with a JSON 404, not a page', async () => {
    const answer = await page('/api/admin/no-such-resource');
    expect(answer.status).toBe(404);
    expect(answer.type).toContain('application/json');
  });
});
