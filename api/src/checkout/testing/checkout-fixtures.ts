import type { TestPlatform } from '@esm/server/testing/test-platform';
import type { TestClient } from '../../testing/test-client';

export interface ProviderWithService {
  client: TestClient;
  userId: string;
  providerId: string;
  serviceId: string;
}

/**
 * A signed-in provider with one listed service (stage hire, £450 per day by default); `firstName`
 * names the business too, so a test with several providers can tell them apart.
 */
export async function providerWithService(
  t: TestPlatform,
  options: { service?: Record<string, unknown>; categorySlug?: string; firstName?: string } = {},
): Promise<ProviderWithService> {
  const { categorySlug = 'stage-hire', firstName } = options;
  const client = t.client();
  const user = await client.signUp({ firstName: firstName ?? 'Pat', lastName: 'Provider' });
  const provider = await client.becomeProvider(firstName ? { businessName: `${firstName} Events Ltd` } : {});
  const categories = await client.get<{ id: string; slug: string }[]>('/api/categories');
  const category = categories.body.find((c) => c.slug === categorySlug);
  if (!category) throw new Error(`no category ${categorySlug}`);
  const res = await client.post<{ id: string }>('/api/services', {
    categoryId: category.id,
    name: 'Festival Stage',
    description: 'A 6m x 4m covered stage with steps and skirting, set up by our crew.',
    basePrice: '450.00',
    priceUnit: 'per day',
    minBookingDuration: 4,
    maxBookingDuration: 24,
    equipmentList: ['Stage deck', 'Steps'],
    images: ['/objects/uploads/a.jpg', '/objects/uploads/b.jpg', '/objects/uploads/c.jpg'],
    isAvailable: true,
    chargesMileage: false,
    pricePerMile: '0.00',
    maxMileageDistance: 50,
    providerFeePercentage: '5.00',
    costPerPerson: null,
    ...options.service,
  });
  if (res.status !== 201) throw new Error(`service failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, userId: user.id, providerId: provider.id, serviceId: res.body.id };
}

export const quoteFor = (serviceId: string, overrides: Record<string, unknown> = {}) => ({
  eventType: 'wedding',
  eventDate: '2026-08-15T12:00:00.000Z',
  eventLocation: 'The Barn, Harewood',
  eventPostcode: 'LS17 9LG',
  guestCount: 120,
  services: [{ serviceId, quantity: 1, duration: 8 }],
  // Request Full Quote: priced and checked for the day now (a quote is a draft otherwise).
  status: 'requested',
  ...overrides,
});

/** Polls (without sleeping on the domain clock) until `check` holds; for projections and workers. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  tries = 100,
): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const card = (cardNumber: string) => ({
  cardNumber,
  expiry: '12/30',
  cvc: '123',
  name: 'Casey Client',
});

export interface Setup {
  clientSecret: string;
  paymentIntentId: string;
  amount: string;
  holdExpiresAt: string;
  gateway: string;
}

/** Waits for a timer to be scheduled, then moves both clocks past it and lets pg-boss run it. */
export async function fireTimer(t: TestPlatform, key: string, until: () => Promise<boolean>): Promise<void> {
  const runAt = await eventually(async () => {
    const { rows } = await t.pool.query<{ run_at: Date }>(
      "SELECT run_at FROM wk.timers WHERE key = $1 AND state = 'pending'",
      [key],
    );
    return rows[0]?.run_at ?? null;
  }, `timer ${key}`);
  if (t.clock.now() < runAt.getTime() + 1000) await t.clock.setTime(runAt.getTime() + 1000);
  for (let i = 0; i < 100; i++) {
    await t.clock.tick(1000);
    if (await until()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timer ${key} did not have its effect`);
}

/** A signed-up client with a requested quote for the service, and the checkout set up. */
export async function clientAtCheckout(
  t: TestPlatform,
  serviceId: string,
  quote: Record<string, unknown> = {},
) {
  const client = t.client();
  const user = await client.signUp({ firstName: 'Casey', lastName: 'Client' });
  const created = await client.post<{ id: string }>('/api/quotes', quoteFor(serviceId, quote));
  if (created.status !== 201) throw new Error(`quote failed: ${JSON.stringify(created.body)}`);
  const setup = await client.post<Setup>('/api/create-payment-intent', { quoteId: created.body.id });
  if (setup.status !== 200) throw new Error(`checkout failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  return { client, userId: user.id, quoteId: created.body.id, setup: setup.body };
}

/** Pays the checkout with the card and confirms it, as the booking-success page does. */
export async function payAndConfirm(
  client: TestClient,
  setup: Setup,
  quoteId: string,
  cardNumber = '4242424242424242',
) {
  await client.post('/api/simulated-gateway/confirm', {
    clientSecret: setup.clientSecret,
    ...card(cardNumber),
  });
  const res = await client.post<{ id: string }>('/api/bookings/confirm', {
    paymentIntentId: setup.paymentIntentId,
    quoteId,
  });
  if (res.status !== 200) throw new Error(`confirm failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}
