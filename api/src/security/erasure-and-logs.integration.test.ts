import path from 'node:path';
import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { loadState } from '@esm/core/eventstore/load-state';
import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fireTimer,
  type ProviderWithService,
  payAndConfirm,
  providerWithService,
  quoteFor,
  type Setup,
} from '../checkout/testing/checkout-fixtures';
import { captureLogs, filesUnder, type LogCapture, tablesHolding } from './testing/evidence';

/**
 * The right to erasure (ASVS V8.3): once a closed account's 30 days are up, nothing the platform
 * keeps — events, read models, any other table — nor any log line written afterwards gives back
 * the person's name, e-mail or phone, while their bookings still replay. The request logs never
 * held them in the first place: they log neither bodies nor addresses' values.
 * close-account.integration.test.ts covers the closing rules and the booking's erased notes.
 */
const PASSWORD = 'correct-horse-battery';
const PERSON = {
  firstName: 'Ottoline',
  lastName: 'Vanderquist',
  phoneNumber: '07700 900987',
  address: '17 Quillfeather Lane, Leeds',
};

let t: TestPlatform;
let logs: LogCapture;
let provider: ProviderWithService;
let email: string;
let userId: string;
let bookingId: string;
let afterErasure: number;

const personal = () => [
  PERSON.firstName,
  PERSON.lastName,
  email,
  email.split('@')[0]!,
  PERSON.phoneNumber,
  PERSON.phoneNumber.replace(/\s/g, ''),
  'Quillfeather',
];

beforeAll(async () => {
  logs = captureLogs();
  t = await startTestPlatform({ env: { LOG_LEVEL: 'trace' }, logStream: logs.stream });
  provider = await providerWithService(t);
  const client = t.client();
  email = `ottoline.vanderquist.${Date.now()}@example.co.uk`;
  ({ id: userId } = await client.signUp(
    { email, firstName: PERSON.firstName, lastName: PERSON.lastName },
    false,
  ));
  expect((await client.put('/api/auth/complete-profile', { ...PERSON, postcode: 'LS1 4DY' })).status).toBe(
    200,
  );
  // A life on the platform: a quote, a paid booking the provider declines, a chat, a search.
  const quote = await client.post<{ id: string }>(
    '/api/quotes',
    quoteFor(provider.serviceId, { eventDate: '2026-07-04T12:00:00.000Z' }),
  );
  const setup = await client.post<Setup>('/api/create-payment-intent', { quoteId: quote.body.id });
  bookingId = await payAndConfirm(client, setup.body, quote.body.id);
  const room = await client.post<{ id: string }>('/api/chat/rooms', {
    providerId: provider.providerId,
    serviceId: provider.serviceId,
  });
  await client.post(`/api/chat/rooms/${room.body.id}/messages`, { message: 'Hello from the party planner' });
  await client.get(`/api/services?search=${encodeURIComponent(PERSON.lastName)}`);
  expect((await provider.client.post(`/api/bookings/${bookingId}/decline`, {})).status).toBe(200);

  expect((await client.post('/api/account/close', { password: PASSWORD })).status).toBe(200);
  const accountEvents = async () =>
    (
      await t.pool.query<{ type: string }>('SELECT type FROM es.events WHERE stream = $1', [
        `account-${userId}`,
      ])
    ).rows.map((r) => r.type);
  await fireTimer(t, `account-erasure:${userId}`, async () =>
    (await accountEvents()).includes('AccountErased'),
  );
  // The read models follow the erasure event a moment later.
  for (let i = 0; i < 50 && (await tablesHolding(t.pool, PERSON.lastName)).length > 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));

  // After the erasure: the provider and the back office look at what is left of them.
  afterErasure = logs.mark();
  await provider.client.get('/api/bookings');
  await provider.client.get(`/api/bookings/${bookingId}`);
  await provider.client.get('/api/chat/rooms');
  const admin = t.client();
  await admin.signIn(demoAccounts.find((a) => a.label === 'admin')!.email, DEMO_PASSWORD);
  await admin.get(`/api/admin/users/${userId}`);
  await admin.get(`/api/admin/users?q=${encodeURIComponent(PERSON.lastName)}`);
  await admin.get(`/api/admin/bookings/${bookingId}`);
  await admin.get(`/api/admin/bookings/${bookingId}/history.json`);
  await t.client().post('/api/auth/login', { email, password: PASSWORD });
  await t.client().post('/api/auth/forgot-password', { email });
}, 120_000);
afterAll(() => t?.stop());

describe('an erased person', () => {
  it('is in no table any more: events, read models, sessions, mail, jobs', async () => {
    const holding: Record<string, string[]> = {};
    for (const value of personal()) {
      const tables = await tablesHolding(t.pool, value);
      if (tables.length) holding[value] = tables;
    }
    expect(holding).toEqual({});
  });

  it('still has their booking replay from the events', async () => {
    const state = await loadState(t.platform.store, bookingStream(bookingId), bookingDecider);
    expect(state).toMatchObject({ status: 'declined' });
  });

  it('is in no log line written after the erasure', () => {
    const later = logs.since(afterErasure);
    expect(later).toContain(`/api/bookings/${bookingId}`); // the capture saw those requests
    for (const value of personal()) expect(later.toLowerCase(), value).not.toContain(value.toLowerCase());
  });

  it('was in no log line before it either: request logs hold no bodies and no query values', () => {
    expect(logs.text()).toContain('/api/auth/complete-profile');
    for (const value of personal())
      expect(logs.text().toLowerCase(), value).not.toContain(value.toLowerCase());
  });
});

describe('an erased provider’s verification documents', () => {
  it('become unreadable for good: the back office gets 404, the file on disk stays ciphertext', async () => {
    const owner = t.client();
    const { id } = await owner.signUp();
    await owner.becomeProvider({ businessName: 'Shredded Papers Ltd' });
    const passport = Buffer.from('%PDF-1.7\n(Passport of Ottoline Vanderquist) endobj\n%%EOF\n');
    const ticket = await owner.post<{ uploadURL: string }>('/api/objects/upload', { kind: 'document' });
    const put = await owner.putBytes<{ objectPath: string }>(
      ticket.body.uploadURL,
      passport,
      'application/pdf',
    );
    expect(put.status).toBe(200);
    const admin = t.client();
    await admin.signIn(demoAccounts.find((a) => a.label === 'admin')!.email, DEMO_PASSWORD);
    expect((await admin.getBytes(put.body.objectPath)).bytes.equals(passport)).toBe(true);

    expect((await owner.post('/api/account/close', { password: PASSWORD })).status).toBe(200);
    const erased = async () =>
      (
        await t.pool.query("SELECT 1 FROM es.events WHERE stream = $1 AND type = 'AccountErased'", [
          `account-${id}`,
        ])
      ).rowCount === 1;
    await fireTimer(t, `account-erasure:${id}`, erased);

    expect((await admin.getBytes(put.body.objectPath)).status).toBe(404);
    const file = filesUnder(path.join(t.config.dataDir, 'objects')).find((f) =>
      f.file.endsWith(put.body.objectPath.split('/').pop()!),
    );
    expect(file?.bytes.includes(Buffer.from('Passport of'))).toBe(false);
  });
});
