import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from './testing';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ start: '2026-06-01T09:00:00.000Z' });
});
afterAll(() => t?.stop());

describe('the contact-sharing ladder for a client', () => {
  it('warns, then restricts at once saying until when (UK time), then refuses sends until it ends', async () => {
    const { providerId, serviceId } = await providerWithService(t.client(), 'Riverside Sound');
    const client = t.client();
    await client.signUp({ firstName: 'Chloe', lastName: 'Brown' });
    const room = await client.post<{ id: string }>('/api/chat/rooms', { providerId, serviceId });
    const send = (message: string) =>
      client.post<{ code: string; message: string }>(`/api/chat/rooms/${room.body.id}/messages`, { message });

    const first = await send('Call me on 07700 900 123');
    expect(first.status).toBe(422);
    expect(first.body.message).toMatch(/^Contact sharing detected: .* This is a warning: a second violation/);

    const second = await send('Or e-mail chloe.brown@example.co.uk');
    expect(second.status).toBe(422);
    expect(second.body.message).toContain(
      'This is your final warning: your 24-hour messaging restriction has started and ends on 2 June 2026 at 10:00 UK time.',
    );
    const status = await client.get<{ standing: string; blockedUntil: string }>(
      '/api/providers/block-status',
    );
    expect(status.body).toMatchObject({ standing: 'restricted', blockedUntil: '2026-06-02T09:00:00.000Z' });

    const third = await send('Is the PA available in July?');
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ code: 'CHAT_SENDER_RESTRICTED' });
    expect(third.body.message).toContain('2 June 2026 at 10:00 UK time');
  });
});
