import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { providerWithService, testServiceForm } from '../chat/testing';
import type { TestClient } from '../testing/test-client';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestPlatform;
let provider: TestClient;
let client: TestClient;
let admin: TestClient;
let ids: { providerId: string; serviceId: string };
let roomId: string;

interface BlockStatus {
  isBlocked: boolean;
  violationCount: number;
  blockReason: string | null;
  blockedUntil: string | null;
  standing: string;
}

beforeAll(async () => {
  t = await startTestPlatform();
  provider = t.client();
  ids = await providerWithService(provider);
  client = t.client();
  await client.signUp();
  roomId = (await client.post<{ id: string }>('/api/chat/rooms', ids)).body.id;
  admin = t.client();
  await admin.signIn(demoAccounts.find((a) => a.label === 'admin')!.email, DEMO_PASSWORD);
});
afterAll(() => t.stop());

const send = (who: TestClient, message: string) =>
  who.post<{ code: string; message: string }>(`/api/chat/rooms/${roomId}/messages`, { message });
const status = async () => (await provider.get<BlockStatus>('/api/providers/block-status')).body;
const eventsOfType = async (type: string) =>
  Number((await t.pool.query('SELECT count(*) AS n FROM es.events WHERE type = $1', [type])).rows[0].n);

/** Jumps time forward (tick would fire every 1-second poll of the skipped days one by one). */
const jump = (ms: number) => t.clock.setTime(t.clock.now() + ms);

/** Moves time on and lets the workers' polls run until `done` holds (jobs run on pg-boss's clock). */
async function advance(ms: number, done: () => Promise<boolean>) {
  await jump(ms);
  for (let i = 0; i < 20; i++) {
    if (await done()) return;
    await t.clock.tick(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const timers = await t.pool.query('SELECT key, state, run_at, job_id FROM wk.timers');
  const jobs = await t.pool.query(
    "SELECT name, state, start_after, retry_count, output FROM pgboss.job WHERE name LIKE 'standing%'",
  );
  throw new Error(
    `the timer did not fire ${new Date(t.clock.now()).toISOString()} ${JSON.stringify(timers.rows)} ${JSON.stringify(jobs.rows)}`,
  );
}

async function violate(text = 'Ring me on 07700 900456 instead') {
  const res = await send(provider, text);
  expect(res.status).toBe(422);
  expect(res.body.message).toContain('Contact sharing detected');
  return res;
}

describe('contact sharing moves the standing; timers lift blocks', () => {
  it('starts in good standing', async () => {
    expect(await status()).toEqual({
      isBlocked: false,
      violationCount: 0,
      blockReason: null,
      blockedUntil: null,
      standing: 'good',
    });
    expect((await t.client().get('/api/providers/block-status')).status).toBe(401);
  });

  it('1st violation: refused with 422, not delivered, recorded, a warning', async () => {
    const res = await violate();
    expect(res.body.code).toBe('CHAT_CONTACT_SHARING');
    expect(res.body.message).toContain('a phone number');
    expect((await client.get<unknown[]>(`/api/chat/rooms/${roomId}/messages`)).body).toEqual([]);
    expect(await eventsOfType('ContactSharingViolationRecorded')).toBe(1);
    expect(await status()).toMatchObject({ standing: 'warned', violationCount: 1, isBlocked: false });
    // A warning does not stop messaging.
    expect((await send(provider, 'Happy to help with your event.')).status).toBe(201);
  });

  it('2nd violation: final warning and a 24-hour messaging restriction, lifted by its timer', async () => {
    await violate('email me: sales@harbour-sound.co.uk');
    const restricted = await status();
    expect(restricted).toMatchObject({ standing: 'restricted', violationCount: 2, isBlocked: false });
    expect(Date.parse(restricted.blockedUntil!) - t.clock.now()).toBe(DAY);

    const refused = await send(provider, 'Any questions about the PA?');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'CHAT_SENDER_RESTRICTED' });
    expect(refused.body.message).toContain('UK time');
    // The client is not affected, and a restriction does not stop listing services.
    expect((await send(client, 'Hello?')).status).toBe(201);
    expect((await provider.post('/api/services', testServiceForm({ name: 'Second PA' }))).status).toBe(201);

    await advance(DAY, async () => (await eventsOfType('StandingBlockLifted')) === 1);
    expect(await status()).toMatchObject({ standing: 'warned', violationCount: 2, blockedUntil: null });
    expect((await send(provider, 'Back again.')).status).toBe(201);
  });

  it('3rd violation: 7-day suspension (no messages, no new services), lifted after 7 days', async () => {
    await violate('find us on instagram @harboursound');
    expect(await status()).toMatchObject({ standing: 'suspended', isBlocked: true, violationCount: 3 });
    const message = await send(provider, 'Hello');
    expect(message.status).toBe(403);
    expect(message.body).toMatchObject({ code: 'CHAT_SENDER_SUSPENDED' });
    const before = await eventsOfType('ServiceListed');
    const listing = await provider.post<{ code: string }>(
      '/api/services',
      testServiceForm({ name: 'Third PA' }),
    );
    expect(listing.status).toBe(422);
    expect(listing.body.code).toBe('SERVICE_PROVIDER_SUSPENDED');
    expect(await eventsOfType('ServiceListed')).toBe(before);

    // Six days on it still holds; at seven the timer lifts it.
    await jump(6 * DAY);
    expect(await status()).toMatchObject({ standing: 'suspended' });
    await advance(DAY, async () => (await eventsOfType('StandingBlockLifted')) === 2);
    expect(await status()).toMatchObject({ standing: 'warned', isBlocked: false, violationCount: 3 });
    expect((await send(provider, 'Thanks for waiting.')).status).toBe(201);
  });

  it('a manual lift by the back office ends a suspension and cancels its timer', async () => {
    await violate('call 0113 496 0123');
    expect(await status()).toMatchObject({ standing: 'suspended' });
    const path = `/api/admin/providers/${ids.providerId}/standing`;
    const lift = (reason: string) => ({ action: 'lift', reason });
    expect((await provider.post(path, lift('mine'))).status).toBe(403);
    expect((await client.post(path, lift('mine'))).status).toBe(403);
    expect((await admin.post(path, lift(''))).status).toBe(400);
    const lifted = await admin.post<{ standing: string }>(
      path,
      lift('Appeal upheld: the number was a venue.'),
    );
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ standing: 'warned' });
    expect(await status()).toMatchObject({ standing: 'warned', isBlocked: false });
    expect(await eventsOfType('StandingBlockLifted')).toBe(3);
    // The process manager cancels the timer after the lift, asynchronously.
    await vi.waitFor(
      async () => {
        const { rows } = await t.pool.query(
          "SELECT state FROM wk.timers WHERE key LIKE 'standing-lift:%' ORDER BY updated_position DESC LIMIT 1",
        );
        expect(rows[0].state).toBe('cancelled');
      },
      { timeout: 15_000, interval: 100 },
    );
    // Nothing more happens when the original end passes.
    await jump(8 * DAY);
    for (let i = 0; i < 5; i++) await t.clock.tick(1000);
    expect(await eventsOfType('StandingBlockLifted')).toBe(3);
    expect((await admin.post<{ code: string }>(path, lift('again'))).body.code).toBe('STANDING_NOT_BLOCKED');
  });

  it('a violation after two suspensions terminates the account', async () => {
    await violate('text me on WhatsApp, 07700 900789');
    expect(await status()).toMatchObject({ standing: 'terminated', isBlocked: true, blockedUntil: null });
    const res = await send(provider, 'Hello');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CHAT_SENDER_TERMINATED');
    expect((await provider.post('/api/services', testServiceForm({ name: 'Fourth PA' }))).status).toBe(422);
  });
});
