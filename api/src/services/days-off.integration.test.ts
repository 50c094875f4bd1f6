import type { ServiceCalendar, ServiceDay } from '@esm/contract/availability';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  card,
  type ProviderWithService,
  providerWithService,
  type Setup,
} from '../checkout/testing/checkout-fixtures';
import type { TestClient } from '../testing/test-client';

let t: TestPlatform;
let provider: ProviderWithService;
let other: ProviderWithService;
let client: TestClient;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t, { firstName: 'Dora' });
  other = await providerWithService(t, { firstName: 'Otto' });
  client = t.client();
  await client.signUp({ firstName: 'Casey', lastName: 'Client' });
}, 60_000);
afterAll(() => t?.stop());

// The test clock starts on 1 June 2026.
const DAY_OFF = '2026-09-05';
const blockUrl = (date: string, serviceId = provider.serviceId) =>
  `/api/services/${serviceId}/days/${date}/block`;
const calendar = async () =>
  (await provider.client.get<ServiceCalendar>(`/api/services/${provider.serviceId}/calendar`)).body.days;
const publicDay = async (date: string) =>
  (await t.client().get<ServiceDay>(`/api/services/${provider.serviceId}/days/${date}`)).body;
const calendarEvents = async (date: string) =>
  (
    await t.pool.query<{ type: string }>(
      'SELECT type FROM es.events WHERE stream = $1 ORDER BY global_position',
      [`calendar-${provider.serviceId}-${date}`],
    )
  ).rows.map((r) => r.type);
const checkout = (date: string) =>
  client.post<Setup>('/api/create-payment-intent', { serviceId: provider.serviceId, eventDate: date });

describe('a provider’s days off', () => {
  it('blocks a day once, however often it is asked (a double click, two tabs)', async () => {
    const [first, second] = await Promise.all([
      provider.client.put<ServiceDay>(blockUrl(DAY_OFF)),
      provider.client.put<ServiceDay>(blockUrl(DAY_OFF)),
    ]);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ date: DAY_OFF, status: 'blocked', available: false });
    }
    const again = await provider.client.put<ServiceDay>(blockUrl(DAY_OFF));
    expect(again.body.status).toBe('blocked');
    expect(await calendarEvents(DAY_OFF)).toEqual(['CalendarDayBlocked']);
    expect(await calendar()).toEqual([{ date: DAY_OFF, status: 'blocked' }]);
  });

  it('keeps clients off the day: the date picker says so, search leaves the service out, checkout refuses', async () => {
    expect(await publicDay(DAY_OFF)).toMatchObject({ status: 'blocked', available: false });
    const search = await t
      .client()
      .get<{ items: { id: string }[] }>(`/api/services?date=${DAY_OFF}&pageSize=100`);
    expect(search.body.items.map((s) => s.id)).not.toContain(provider.serviceId);
    const refused = await checkout(DAY_OFF);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CALENDAR_DAY_UNAVAILABLE' });
  });

  it('unblocks the day, which clients can then book', async () => {
    const res = await provider.client.delete<ServiceDay>(blockUrl(DAY_OFF));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: DAY_OFF, status: 'free', available: true, message: null });
    // Twice is the same: nothing more is recorded.
    expect((await provider.client.delete<ServiceDay>(blockUrl(DAY_OFF))).body.status).toBe('free');
    expect(await calendarEvents(DAY_OFF)).toEqual(['CalendarDayBlocked', 'CalendarDayUnblocked']);
    expect(await calendar()).toEqual([]);
    expect((await checkout(DAY_OFF)).status).toBe(200);
  });

  it('cannot take off a day a client is paying for, or has booked, and shows both on the calendar', async () => {
    const held = await provider.client.put(blockUrl(DAY_OFF));
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({ code: 'CALENDAR_BLOCK_HELD' });
    expect(await calendar()).toEqual([{ date: DAY_OFF, status: 'held' }]);

    const setup = await checkout(DAY_OFF);
    await client.post('/api/simulated-gateway/confirm', {
      clientSecret: setup.body.clientSecret,
      ...card('4242424242424242'),
    });
    const confirmed = await client.post('/api/bookings/confirm', {
      paymentIntentId: setup.body.paymentIntentId,
      serviceId: provider.serviceId,
    });
    expect(confirmed.status).toBe(200);
    const booked = await provider.client.put(blockUrl(DAY_OFF));
    expect(booked.status).toBe(409);
    expect(booked.body).toMatchObject({ code: 'CALENDAR_BLOCK_BOOKED' });
    expect(await calendar()).toEqual([{ date: DAY_OFF, status: 'booked' }]);
    // Unblocking a booked day changes nothing: it stays booked.
    expect((await provider.client.delete<ServiceDay>(blockUrl(DAY_OFF))).body.status).toBe('booked');
  });

  it('refuses bad days and other people with the calendar’s texts, recording nothing', async () => {
    const before = Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);
    const cases: Array<[TestClient, string, number, string]> = [
      [provider.client, blockUrl('2026-02-30'), 400, 'CALENDAR_DATE_INVALID'],
      [provider.client, blockUrl('5 Sept'), 400, 'VALIDATION_FAILED'],
      [provider.client, blockUrl('2026-05-31'), 422, 'CALENDAR_DATE_IN_PAST'],
      // Nobody could book it: more than three years ahead.
      [provider.client, blockUrl('2029-06-03'), 400, 'CALENDAR_DATE_INVALID'],
      [other.client, blockUrl('2026-09-06'), 403, 'CALENDAR_NOT_SERVICE_OWNER'],
      [client, blockUrl('2026-09-06'), 403, 'CALENDAR_NOT_SERVICE_OWNER'],
      [provider.client, blockUrl('2026-09-06', '7d0c0a52-1f0e-4e53-9a3f-000000000000'), 404, 'NOT_FOUND'],
    ];
    for (const [who, url, status, code] of cases) {
      const res = await who.put(url);
      expect([url, res.status, (res.body as { code?: string }).code]).toEqual([url, status, code]);
    }
    expect((await t.client().put(blockUrl('2026-09-06'))).status).toBe(401);
    expect((await other.client.get(`/api/services/${provider.serviceId}/calendar`)).status).toBe(403);
    expect(Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n)).toBe(before);
  });
});
