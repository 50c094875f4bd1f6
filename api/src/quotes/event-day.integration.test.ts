import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientAtCheckout,
  eventually,
  payAndConfirm,
  providerWithService,
  quoteFor,
} from '../checkout/testing/checkout-fixtures';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t?.stop());

const TAKEN = 'Festival Stage is already booked on Saturday 15 August 2026';
const quoteEvents = async () =>
  Number((await t.pool.query(`SELECT count(*) AS n FROM es.events WHERE stream LIKE 'quote-%'`)).rows[0].n);

describe('availability of the event day at quote time', () => {
  it('refuses a quote for a held or booked day naming the service, and the day route says so first', async () => {
    const { serviceId } = await providerWithService(t);
    const day = (date: string) =>
      t
        .client()
        .get<{ status: string; available: boolean; message: string | null }>(
          `/api/services/${serviceId}/days/${date}`,
        );
    expect((await day('2026-08-15')).body).toEqual({
      date: '2026-08-15',
      status: 'free',
      available: true,
      message: null,
    });

    // Someone is paying for 15 August: the day is held.
    const first = await clientAtCheckout(t, serviceId);
    const other = t.client();
    await other.signUp({ firstName: 'Olly', lastName: 'Other' });
    const before = await quoteEvents();
    const held = await other.post('/api/quotes', quoteFor(serviceId));
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({
      code: 'QUOTE_DAY_TAKEN',
      message: TAKEN,
      fieldErrors: { eventDate: TAKEN },
    });
    expect(await quoteEvents()).toBe(before);
    expect((await day('2026-08-15')).body).toMatchObject({
      status: 'held',
      available: false,
      message: TAKEN,
    });
    // The customer holding the day is not refused their own day.
    expect((await first.client.post('/api/quotes', quoteFor(serviceId))).status).toBe(201);

    await payAndConfirm(first.client, first.setup, first.quoteId);
    await eventually(async () => (await day('2026-08-15')).body.status === 'booked', 'the booked day');
    const booked = await other.post('/api/quotes', quoteFor(serviceId));
    expect(booked.status).toBe(409);
    expect(booked.body).toMatchObject({ code: 'QUOTE_DAY_TAKEN', message: TAKEN });
    expect((await day('2026-08-15')).body).toMatchObject({
      status: 'booked',
      available: false,
      message: TAKEN,
    });

    // A draft may still name the day; another day is fine.
    expect((await other.post('/api/quotes', quoteFor(serviceId, { status: 'draft' }))).status).toBe(201);
    expect(
      (await other.post('/api/quotes', quoteFor(serviceId, { eventDate: '2026-08-16T12:00:00.000Z' })))
        .status,
    ).toBe(201);
  });

  it('answers 404 for an unknown service and 400 for a date that does not exist', async () => {
    const c = t.client();
    expect((await c.get('/api/services/00000000-0000-4000-8000-000000000000/days/2026-08-15')).status).toBe(
      404,
    );
    const { serviceId } = await providerWithService(t);
    expect((await c.get(`/api/services/${serviceId}/days/2026-02-30`)).status).toBe(400);
    expect((await c.get(`/api/services/${serviceId}/days/tomorrow`)).status).toBe(400);
  });
});
