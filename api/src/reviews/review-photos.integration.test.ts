import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingThrough } from '../checkout/testing/paid-booking';
import type { TestClient } from '../testing/test-client';

let t: TestPlatform;
let provider: TestClient;
let providerId: string;
let providerUserId: string;
let serviceId: string;

beforeAll(async () => {
  t = await startTestPlatform({ start: '2026-06-01T09:00:00.000Z' });
  provider = t.client();
  providerUserId = (await provider.signUp()).id;
  providerId = (await provider.becomeProvider()).id;
  const categories = await provider.get<Array<{ id: string; slug: string }>>('/api/categories');
  const service = await provider.post<{ id: string }>('/api/services', {
    categoryId: categories.body.find((c) => c.slug !== 'food-services')!.id,
    name: 'Wedding sound system',
    description: 'Two tops, two subs, a mixer and radio mics, delivered, set up and run by an engineer.',
    basePrice: '450.00',
    priceUnit: 'per day',
    minBookingDuration: 4,
    maxBookingDuration: 12,
    equipmentList: ['Speakers', 'Mixer'],
    images: ['/demo-images/sound-1.svg', '/demo-images/sound-2.svg', '/demo-images/sound-3.svg'],
    maxMileageDistance: 50,
    chargesMileage: false,
    pricePerMile: '0.00',
    providerFeePercentage: '5.00',
    isAvailable: true,
  });
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  serviceId = service.body.id;
});
afterAll(() => t.stop());

async function client(firstName: string) {
  const c = t.client();
  const { id } = await c.signUp({ firstName });
  return { c, id };
}
const booking = (customerId: string, until: 'paid' | 'confirmed' | 'completed', day: string) =>
  bookingThrough(
    t,
    { serviceId, providerId, providerUserId, customerId },
    { eventDate: `${day}T10:00:00.000Z`, until },
  );
describe('review photos and helpful votes', () => {
  it('keeps the photos a review is sent with and starts at no helpful votes', async () => {
    const alice = await client('Alice');
    const done = await booking(alice.id, 'completed', '2026-07-10');
    const photos = ['/objects/uploads/stage-1.jpg', '/objects/uploads/stage-2.jpg'];

    const tooMany = await alice.c.post('/api/reviews', {
      bookingId: done,
      rating: 5,
      photos: Array.from({ length: 6 }, (_, i) => `/objects/uploads/p${i}.jpg`),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ fieldErrors: { photos: 'You can only upload up to 5 photos.' } });
    const elsewhere = await alice.c.post('/api/reviews', {
      bookingId: done,
      rating: 5,
      photos: ['https://example.com/x.jpg'],
    });
    expect(elsewhere.status).toBe(400);

    const created = await alice.c.post('/api/reviews', {
      bookingId: done,
      rating: 5,
      title: 'Great',
      photos,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ photos, helpfulVotes: 0 });
    const listed = await t.client().get<Array<{ id: string }>>(`/api/services/${serviceId}/reviews`);
    expect(listed.body.find((r) => r.id === done)).toMatchObject({ photos, helpfulVotes: 0 });
  });

  it('gives no photos to a review sent without them', async () => {
    const bob = await client('Bob');
    const done = await booking(bob.id, 'completed', '2026-07-20');
    const created = await bob.c.post('/api/reviews', { bookingId: done, rating: 4 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ photos: [], helpfulVotes: 0 });
  });
});
