import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

interface RequestJson {
  eventType: string | null;
  venue: string | null;
  postcode: string | null;
  guestCount: number | null;
  notes: string | null;
  clientContact: { name: string; email: string | null; phone: string | null } | null;
}

describe('GET /api/bookings/:id/request', () => {
  it('shows the provider the event and the notes, and the client’s contact only once confirmed and paid', async () => {
    const client = t.client();
    const { email } = await client.signUp({ firstName: 'Casey', lastName: 'Client' });
    const quote = await client.post<{ id: string }>(
      '/api/quotes',
      quoteFor(provider.serviceId, { eventLocation: 'Harewood House, Leeds', guestCount: 140 }),
    );
    expect(quote.status).toBe(201);
    const leaky = await client.post('/api/bookings', {
      quoteId: quote.body.id,
      notes: 'Ring me on 07700 900 123 when you arrive',
    });
    expect(leaky.status).toBe(400);
    expect(leaky.body).toMatchObject({ fieldErrors: { notes: expect.stringContaining('contact details') } });
    const booking = await client.post<{ id: string }>('/api/bookings', {
      quoteId: quote.body.id,
      notes: 'Access via the rear gate; the lawn is soft.',
    });
    expect(booking.status).toBe(201);
    const setup = await client.post<Setup>('/api/create-payment-intent', { quoteId: quote.body.id });
    const bookingId = await payAndConfirm(client, setup.body, quote.body.id);
    const read = () => provider.client.get<RequestJson>(`/api/bookings/${bookingId}/request`);

    const reviewing = await read();
    expect(reviewing.status).toBe(200);
    expect(reviewing.body).toEqual({
      bookingId,
      eventType: 'Wedding',
      venue: 'Harewood House, Leeds',
      postcode: 'LS17 9LG',
      guestCount: 140,
      notes: 'Access via the rear gate; the lawn is soft.',
      clientContact: null,
    });

    expect((await provider.client.post(`/api/bookings/${bookingId}/accept`, {})).status).toBe(200);
    expect((await read()).body.clientContact).toEqual({
      name: 'Casey Client',
      email,
      phone: '07700 900123',
    });

    // Nobody but the booking's provider reads it: not the client, not another provider.
    expect((await client.get(`/api/bookings/${bookingId}/request`)).status).toBe(403);
    const other = await providerWithService(t, { firstName: 'Olive' });
    expect((await other.client.get(`/api/bookings/${bookingId}/request`)).status).toBe(403);
    expect((await t.client().get(`/api/bookings/${bookingId}/request`)).status).toBe(401);
  });

  it('keeps the contact back from a declined booking and answers an unknown one with 404', async () => {
    const client = t.client();
    await client.signUp();
    const quote = await client.post<{ id: string }>(
      '/api/quotes',
      quoteFor(provider.serviceId, { eventDate: '2026-08-22T12:00:00.000Z' }),
    );
    const setup = await client.post<Setup>('/api/create-payment-intent', { quoteId: quote.body.id });
    const bookingId = await payAndConfirm(client, setup.body, quote.body.id);
    expect((await provider.client.post(`/api/bookings/${bookingId}/decline`, {})).status).toBe(200);
    const declined = await provider.client.get<RequestJson>(`/api/bookings/${bookingId}/request`);
    expect(declined.body).toMatchObject({ venue: 'The Barn, Harewood', notes: null, clientContact: null });
    expect(
      (await provider.client.get('/api/bookings/00000000-0000-4000-8000-000000000000/request')).status,
    ).toBe(404);
  });
});
