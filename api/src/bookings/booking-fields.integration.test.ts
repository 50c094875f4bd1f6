import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ProviderWithService,
  payAndConfirm,
  providerWithService,
  quoteFor,
  type Setup,
} from '../checkout/testing/checkout-fixtures';

/** The booking's data-model fields in its JSON: notes, special requests, policy, the charge. */
let t: TestPlatform;
let provider: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform();
  provider = await providerWithService(t);
}, 60_000);
afterAll(() => t?.stop());

interface BookingJson {
  id: string;
  notes: string | null;
  specialRequests: string | null;
  cancellationPolicy: string;
  stripeChargeId: string | null;
}

describe('booking JSON', () => {
  it('shows the notes and the default policy, and the charge once paid', async () => {
    const client = t.client();
    const user = await client.signUp();
    const quote = await client.post<{ id: string }>('/api/quotes', quoteFor(provider.serviceId));
    expect(quote.status).toBe(201);
    const created = await client.post<BookingJson>('/api/bookings', {
      quoteId: quote.body.id,
      customerId: user.id,
      notes: 'Access via the rear gate.',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      notes: 'Access via the rear gate.',
      specialRequests: null,
      cancellationPolicy: '30_day_refund',
      stripeChargeId: null,
    });

    const setup = await client.post<Setup>('/api/create-payment-intent', { quoteId: quote.body.id });
    expect(setup.status).toBe(200);
    await payAndConfirm(client, setup.body, quote.body.id);
    const paid = await client.get<BookingJson>(`/api/bookings/${created.body.id}`);
    expect(paid.status).toBe(200);
    expect(paid.body.stripeChargeId).toEqual(expect.any(String));
    expect(paid.body.notes).toBe('Access via the rear gate.');

    // The provider's dashboard shows the same booking JSON.
    const dashboard = await provider.client.get<{ recentBookings: BookingJson[] }>('/api/provider/dashboard');
    const mine = dashboard.body.recentBookings?.find((b) => b.id === created.body.id);
    expect(mine).toMatchObject({
      notes: 'Access via the rear gate.',
      cancellationPolicy: '30_day_refund',
      stripeChargeId: paid.body.stripeChargeId,
    });
  });
});
