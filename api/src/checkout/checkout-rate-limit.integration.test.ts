import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderWithService, providerWithService } from './testing/checkout-fixtures';

let t: TestPlatform;
let provider: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform({ rateLimits: { signIn: 1000, signUp: 1000, contact: 1000, checkout: 3 } });
  provider = await providerWithService(t);
}, 60_000);
afterAll(() => t?.stop());

describe('payment set-up is rate-limited per client', () => {
  it('refuses a client beyond the set-ups allowed a minute, and not the next client', async () => {
    const busy = t.client();
    await busy.signUp();
    const setUp = (client = busy, eventDate = '2026-09-20') =>
      client.post('/api/create-payment-intent', { serviceId: provider.serviceId, eventDate });
    for (let i = 0; i < 3; i++) expect((await setUp()).status).toBe(200);
    expect((await setUp()).status).toBe(429);
    const other = t.client();
    await other.signUp();
    expect((await setUp(other, '2026-09-21')).status).toBe(200);
  });
});
