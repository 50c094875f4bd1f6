import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from './testing';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ start: '2026-06-01T09:00:00.000Z' });
});
afterAll(() => t?.stop());

describe('block status straight after a refused message', () => {
  it('already counts each refusal when read at once', async () => {
    const { providerId, serviceId } = await providerWithService(t.client(), 'Harbour Lights');
    const client = t.client();
    await client.signUp({ firstName: 'Dan', lastName: 'Evans' });
    const room = await client.post<{ id: string }>('/api/chat/rooms', { providerId, serviceId });
    const refused = await client.post(`/api/chat/rooms/${room.body.id}/messages`, {
      message: 'Text me on 07700 900 456',
    });
    expect(refused.status).toBe(422);
    const status = await client.get<{ violationCount: number }>('/api/providers/block-status');
    expect(status.body.violationCount).toBe(1);
  });
});
