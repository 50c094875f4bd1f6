import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { loadState } from '@esm/core/eventstore/load-state';
import { ERASED } from '@esm/core/kernel/events';
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

let t: TestPlatform;
let provider: ProviderWithService;
beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
}, 60_000);
afterAll(() => t?.stop());

const PASSWORD = 'correct-horse-battery';
const accountEvents = async (userId: string) =>
  (
    await t.pool.query<{ type: string }>(`SELECT type FROM es.events WHERE stream = $1 ORDER BY version`, [
      `account-${userId}`,
    ])
  ).rows.map((r) => r.type);

describe('closing an account', () => {
  it('needs the password and no open bookings; nothing changes when refused', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    const wrong = await client.post('/api/account/close', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fieldErrors: { password: 'That password is not correct.' } });

    const quote = await client.post<{ id: string }>('/api/quotes', quoteFor(provider.serviceId));
    const setup = await client.post<Setup>('/api/create-payment-intent', { quoteId: quote.body.id });
    await payAndConfirm(client, setup.body, quote.body.id);
    const open = await client.post('/api/account/close', { password: PASSWORD });
    expect(open.status).toBe(422);
    expect(open.body).toMatchObject({ code: 'ACCOUNT_HAS_OPEN_BOOKINGS' });
    expect(await accountEvents(id)).not.toContain('AccountClosed');
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await t.client().post('/api/account/close', { password: PASSWORD })).status).toBe(401);

    // A provider still listing services is asked to remove them first.
    const listed = await provider.client.post('/api/account/close', { password: PASSWORD });
    expect(listed.status).toBe(422);
    expect(listed.body).toMatchObject({ code: 'ACCOUNT_HAS_LISTED_SERVICES' });
  });

  it('signs out everywhere, leaves nothing to sign in with, and erases personal data 30 days later while bookings replay', async () => {
    const client = t.client();
    const { id, email } = await client.signUp({ firstName: 'Clara', lastName: 'Closer' });
    const other = t.client();
    await other.signIn(email, PASSWORD);
    const quote = await client.post<{ id: string }>(
      '/api/quotes',
      quoteFor(provider.serviceId, { eventDate: '2026-07-04T12:00:00.000Z' }),
    );
    const booked = await client.post<{ id: string }>('/api/bookings', {
      quoteId: quote.body.id,
      notes: 'Gate code 1234',
    });
    const setup = await client.post<Setup>('/api/create-payment-intent', { quoteId: quote.body.id });
    const bookingId = await payAndConfirm(client, setup.body, quote.body.id);
    expect(bookingId).toBe(booked.body.id);
    // The provider declines: nothing is open any more.
    expect((await provider.client.post(`/api/bookings/${bookingId}/decline`, {})).status).toBe(200);

    const closed = await client.post<{ closedAt: string; erasureDueAt: string }>('/api/account/close', {
      password: PASSWORD,
    });
    expect(closed.status).toBe(200);
    expect(Date.parse(closed.body.erasureDueAt) - Date.parse(closed.body.closedAt)).toBe(30 * 86_400_000);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);

    await fireTimer(t, `account-erasure:${id}`, async () =>
      (await accountEvents(id)).includes('AccountErased'),
    );
    const [created] = await t.platform.store.readStream(bookingStream(bookingId));
    expect(created).toMatchObject({ type: 'BookingCreated', data: { notes: ERASED } });
    const state = await loadState(t.platform.store, bookingStream(bookingId), bookingDecider);
    expect(state).toMatchObject({ status: 'declined' });
  });
});
