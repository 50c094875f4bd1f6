import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ProviderWithService,
  payAndConfirm,
  providerWithService,
  quoteFor,
  type Setup,
} from '../checkout/testing/checkout-fixtures';

/** POST /api/bookings: booking a requested quote starts its checkout, once. */
let t: TestPlatform;
let provider: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
}, 60_000);
afterAll(() => t?.stop());

interface BookingJson {
  id: string;
  quoteId: string;
  status: string;
  paymentStatus: string;
}

/** Each client's quote is for a day of its own: a day someone already booked cannot be quoted. */
let day = 0;
async function clientWithQuote() {
  const client = t.client();
  const user = await client.signUp();
  day += 1;
  const eventDate = `2026-08-${String(day).padStart(2, '0')}T12:00:00.000Z`;
  const quote = await client.post<{ id: string }>('/api/quotes', quoteFor(provider.serviceId, { eventDate }));
  expect(quote.status).toBe(201);
  return { client, userId: user.id, quoteId: quote.body.id };
}

describe('POST /api/bookings', () => {
  it('books the caller’s quote as a pending booking with the day held, and a repeat books nothing more', async () => {
    const { client, userId, quoteId } = await clientWithQuote();
    const first = await client.post<BookingJson>('/api/bookings', {
      quoteId,
      customerId: userId,
      notes: 'Access via the rear gate.',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ quoteId, status: 'pending', paymentStatus: 'pending' });
    const again = await client.post<BookingJson>('/api/bookings', { quoteId });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const mine = await client.get<BookingJson[]>(`/api/bookings?quoteId=${quoteId}`);
    expect(mine.body).toHaveLength(1);
    // Notes are personal data: encrypted in the log, readable through the store.
    const [created] = await t.platform.store.readStream(`booking-${first.body.id}`);
    expect(created).toMatchObject({ type: 'BookingCreated', data: { notes: 'Access via the rear gate.' } });

    // Paying resumes the same checkout: the booking becomes paid, still one booking.
    const setup = await client.post<Setup>('/api/create-payment-intent', { quoteId });
    expect(setup.status).toBe(200);
    expect(await payAndConfirm(client, setup.body, quoteId)).toBe(first.body.id);
    const paid = await client.get<BookingJson>(`/api/bookings/${first.body.id}`);
    expect(paid.body.paymentStatus).toBe('paid');
  });

  it('refuses a visitor, another client’s quote (as unknown) and someone else’s customerId', async () => {
    const { quoteId } = await clientWithQuote();
    expect((await t.client().post('/api/bookings', { quoteId })).status).toBe(401);
    const other = await clientWithQuote();
    const stolen = await other.client.post<{ code: string }>('/api/bookings', { quoteId });
    expect(stolen.status).toBe(404);
    const forged = await other.client.post('/api/bookings', {
      quoteId: other.quoteId,
      customerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(forged.status).toBe(403);
    const bad = await other.client.post<{ fieldErrors: Record<string, string> }>('/api/bookings', {});
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.quoteId).toBeDefined();
    const { rows } = await t.pool.query(
      "SELECT count(*)::int AS n FROM es.events WHERE type = 'BookingCreated' AND data->>'quoteId' = ANY($1)",
      [[quoteId, other.quoteId]],
    );
    expect(rows[0].n).toBe(0);
  });
});
