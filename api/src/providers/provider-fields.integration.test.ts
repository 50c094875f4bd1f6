import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
}, 60_000);
afterAll(() => t?.stop());

describe('the provider JSON', () => {
  it('names the data model’s successRate, responseTime, vatNumber and businessRegNumber', async () => {
    const client = t.client();
    await client.signUp();
    const created = await client.becomeProvider();
    for (const path of ['/api/providers/me', `/api/providers/${created.id}`]) {
      const res = await client.get<Record<string, unknown>>(path);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        successRate: '100.00',
        responseTime: 24,
        vatNumber: null,
        businessRegNumber: null,
      });
    }
  });
});
