import type { TestClient } from '../../testing/test-client';
import type { TestPlatform } from '../../testing/test-platform';

export interface ProviderWithService {
  client: TestClient;
  userId: string;
  providerId: string;
  serviceId: string;
}

/** A signed-in provider with one listed service (stage hire, £450 per day by default). */
export async function providerWithService(
  t: TestPlatform,
  overrides: Record<string, unknown> = {},
  categorySlug = 'stage-hire',
): Promise<ProviderWithService> {
  const client = t.client();
  const user = await client.signUp({ firstName: 'Pat', lastName: 'Provider' });
  const provider = await client.becomeProvider();
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
    ...overrides,
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
