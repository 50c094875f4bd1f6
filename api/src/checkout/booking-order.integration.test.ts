import type { Booking } from '@esm/contract/bookings';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  card,
  type ProviderWithService,
  providerWithService,
  quoteFor,
  type Setup,
} from './testing/checkout-fixtures';

let t: TestPlatform;
let furniture: ProviderWithService;
let stage: ProviderWithService;

beforeAll(async () => {
  t = await startTestPlatform();
  furniture = await providerWithService(t, {
    categorySlug: 'furniture-hire',
    firstName: 'Tabitha',
    service: { name: 'Banqueting tables and chairs', basePrice: '3.00', priceUnit: 'per item' },
  });
  stage = await providerWithService(t, { firstName: 'Stan' });
}, 60_000);
afterAll(() => t?.stop());

const order = (b: Booking) => ({
  quantity: b.quantity,
  tableQuantity: b.tableQuantity,
  chairQuantity: b.chairQuantity,
});

async function payDirect(client: ReturnType<TestPlatform['client']>, setup: Setup, serviceId: string) {
  await client.post('/api/simulated-gateway/confirm', {
    clientSecret: setup.clientSecret,
    ...card('4242424242424242'),
  });
  const confirmed = await client.post<{ id: string }>('/api/bookings/confirm', {
    paymentIntentId: setup.paymentIntentId,
    serviceId,
  });
  expect(confirmed.status).toBe(200);
  return confirmed.body.id;
}

describe('a booking records what was ordered, for the provider to bring', () => {
  it('a direct checkout of Table & Chair Hire keeps its tables and chairs, for the client and the provider', async () => {
    const client = t.client();
    await client.signUp({ firstName: 'Casey', lastName: 'Client' });
    const setup = await client.post<Setup>('/api/create-payment-intent', {
      serviceId: furniture.serviceId,
      eventDate: '2026-09-12',
      tableQuantity: 5,
      chairQuantity: 40,
    });
    expect(setup.status).toBe(200);
    // (5 + 40) × £3 = £135, + the 20 % platform fee = £162.
    expect(setup.body.amount).toBe('162.00');
    const bookingId = await payDirect(client, setup.body, furniture.serviceId);

    const mine = await client.get<Booking>(`/api/bookings/${bookingId}`);
    expect(order(mine.body)).toEqual({ quantity: 1, tableQuantity: 5, chairQuantity: 40 });
    const theirs = await furniture.client.get<Booking[]>(`/api/bookings?providerId=${furniture.providerId}`);
    expect(theirs.body.map(order)).toEqual([{ quantity: 1, tableQuantity: 5, chairQuantity: 40 }]);
    const dashboard = await furniture.client.get<{ recentBookings: Booking[] }>('/api/provider/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.recentBookings.map(order)).toEqual([
      { quantity: 1, tableQuantity: 5, chairQuantity: 40 },
    ]);
  });

  it('a second tab with another mix of tables and chairs at the same price does not resume the first', async () => {
    const client = t.client();
    await client.signUp({ firstName: 'Tia', lastName: 'Tabs' });
    const ask = (tableQuantity: number, chairQuantity: number) =>
      client.post<Setup>('/api/create-payment-intent', {
        serviceId: furniture.serviceId,
        eventDate: '2026-09-19',
        tableQuantity,
        chairQuantity,
      });
    const first = await ask(1, 9);
    expect(first.status).toBe(200);
    // The same order again (a double click): the same checkout.
    const again = await ask(1, 9);
    expect(again.body.paymentIntentId).toBe(first.body.paymentIntentId);
    // 2 + 8 costs what 1 + 9 does, but it is not what the first checkout would deliver.
    const other = await ask(2, 8);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'CALENDAR_DAY_HELD_BY_YOU' });

    const bookingId = await payDirect(client, first.body, furniture.serviceId);
    const booked = await client.get<Booking>(`/api/bookings/${bookingId}`);
    expect(order(booked.body)).toEqual({ quantity: 1, tableQuantity: 1, chairQuantity: 9 });
  });

  it('each booking of a quote keeps its own item’s quantity', async () => {
    const client = t.client();
    await client.signUp({ firstName: 'Quinn', lastName: 'Quote' });
    const quote = await client.post<{ id: string }>(
      '/api/quotes',
      quoteFor(stage.serviceId, {
        services: [
          { serviceId: stage.serviceId, quantity: 2, duration: 8 },
          { serviceId: furniture.serviceId, quantity: 1, duration: 8, tableQuantity: 10, chairQuantity: 80 },
        ],
      }),
    );
    expect(quote.status).toBe(201);
    const setup = await client.post<Setup>('/api/create-payment-intent', { quoteId: quote.body.id });
    expect(setup.status).toBe(200);
    const bookings = await client.get<Booking[]>(`/api/bookings?quoteId=${quote.body.id}`);
    expect(
      bookings.body
        .map((b) => ({ serviceId: b.serviceId, ...order(b) }))
        .sort((a, b) => a.serviceId.localeCompare(b.serviceId)),
    ).toEqual(
      [
        { serviceId: stage.serviceId, quantity: 2, tableQuantity: null, chairQuantity: null },
        { serviceId: furniture.serviceId, quantity: 1, tableQuantity: 10, chairQuantity: 80 },
      ].sort((a, b) => a.serviceId.localeCompare(b.serviceId)),
    );
  });
});
