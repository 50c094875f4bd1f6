import { allProjectors } from '@esm/projections/index';
import { checkDrift } from '@esm/projections/runner/drift-check';
import { DEMO_PASSWORD } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingThrough } from '../checkout/testing/paid-booking';
import type { TestClient } from '../testing/test-client';

let t: TestPlatform;
let provider: TestClient;
let providerId: string;
let providerUserId: string;
let serviceId: string;

const eventCount = async () => Number((await t.pool.query('SELECT count(*) AS n FROM es.events')).rows[0].n);

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
const review = (bookingId: string, rating = 5) => ({
  bookingId,
  rating,
  title: 'Brilliant on the night',
  reviewText: 'Clear sound for the speeches and the band; the engineer was calm and early.',
});

describe('reviews', () => {
  it('refuses a review before the booking is completed, and by anyone but its client', async () => {
    const alice = await client('Alice');
    const confirmed = await booking(alice.id, 'confirmed', '2026-07-01');
    const before = await eventCount();
    const early = await alice.c.post('/api/reviews', review(confirmed));
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({
      code: 'REVIEW_BOOKING_NOT_COMPLETED',
      message: 'You can review a booking once it has been completed.',
    });
    expect((await t.client().post('/api/reviews', review(confirmed))).status).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('lets the client of a completed booking review it once; rating and counts update', async () => {
    const alice = await client('Alice');
    const bob = await client('Bob');
    const first = await booking(alice.id, 'completed', '2026-07-10');
    const second = await booking(bob.id, 'completed', '2026-07-20');

    const stranger = await client('Mallory');
    const notYours = await stranger.c.post('/api/reviews', review(first));
    expect(notYours.status).toBe(403);
    expect(notYours.body).toMatchObject({ code: 'REVIEW_NOT_YOUR_BOOKING' });
    expect((await provider.post('/api/reviews', review(first))).status).toBe(403);

    const badRating = await alice.c.post('/api/reviews', review(first, 6));
    expect(badRating.status).toBe(400);
    expect(badRating.body).toMatchObject({
      fieldErrors: { rating: 'Please choose a rating from 1 to 5 stars.' },
    });

    const created = await alice.c.post<{ id: string; customerFirstName: string; rating: number }>(
      '/api/reviews',
      review(first, 5),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ id: first, rating: 5, customerFirstName: 'Alice' });

    const again = await alice.c.post('/api/reviews', review(first, 1));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'REVIEW_ALREADY_SUBMITTED' });

    await t.clock.setTime('2026-07-21T09:00:00.000Z');
    expect(
      (await bob.c.post('/api/reviews', { bookingId: second, rating: 4, title: '', reviewText: '' })).status,
    ).toBe(201);

    const service = await t
      .client()
      .get<{ rating: string; reviewCount: number; provider: { rating: string; totalReviews: number } }>(
        `/api/services/${serviceId}`,
      );
    expect(service.body).toMatchObject({
      rating: '4.50',
      reviewCount: 2,
      provider: { rating: '4.50', totalReviews: 2 },
    });
    const me = await provider.get<{ rating: string; totalReviews: number }>('/api/providers/me');
    expect(me.body).toMatchObject({ rating: '4.50', totalReviews: 2 });

    const list = await t
      .client()
      .get<Array<{ id: string; customerFirstName: string; title: string; rating: number }>>(
        `/api/services/${serviceId}/reviews`,
      );
    expect(list.status).toBe(200);
    expect(list.body.map((r) => [r.customerFirstName, r.rating])).toEqual([
      ['Bob', 4],
      ['Alice', 5],
    ]);
    expect(list.body[1]!.title).toBe('Brilliant on the night');

    // Moderation: a reader reports it, an investigator hides it, the averages and the list follow.
    expect((await bob.c.post(`/api/reviews/${first}/report`, { reason: 'fake' })).status).toBe(204);
    const own = await alice.c.post(`/api/reviews/${first}/report`, { reason: 'fake' });
    expect(own.status).toBe(422);
    expect((await bob.c.post(`/api/reviews/${first}/report`, { reason: 'boring' })).status).toBe(400);
    const moderate = { moderationStatus: 'hidden', reason: 'Reported as fake; under investigation.' };
    expect((await bob.c.post(`/api/admin/reviews/${first}/moderate`, moderate)).status).toBe(403);
    const investigator = t.client();
    await investigator.signIn('investigator@demo.eventhire.uk', DEMO_PASSWORD);
    const hidden = await investigator.post(`/api/admin/reviews/${first}/moderate`, moderate);
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    const afterHide = await t
      .client()
      .get<{ rating: string; reviewCount: number }>(`/api/services/${serviceId}`);
    expect(afterHide.body).toMatchObject({ rating: '4.00', reviewCount: 1 });
    const visible = await t.client().get<Array<{ id: string }>>(`/api/services/${serviceId}/reviews`);
    expect(visible.body.map((r) => r.id)).toEqual([second]);
    await investigator.post(`/api/admin/reviews/${first}/moderate`, {
      moderationStatus: 'approved',
      reason: 'Genuine.',
    });
    const restored = await t
      .client()
      .get<{ rating: string; reviewCount: number }>(`/api/services/${serviceId}`);
    expect(restored.body).toMatchObject({ rating: '4.50', reviewCount: 2 });
  });

  it('refuses a review that shares contact details, records nothing, and publishes nothing', async () => {
    const amelia = await client('Amelia');
    const completed = await booking(amelia.id, 'completed', '2026-08-05');
    const publicList = () =>
      t
        .client()
        .get<Array<{ id: string }>>(`/api/services/${serviceId}/reviews`)
        .then((r) => r.body);
    const listBefore = await publicList();
    const before = await eventCount();

    const leaky = await amelia.c.post('/api/reviews', {
      bookingId: completed,
      rating: 5,
      title: 'Great film',
      reviewText: 'Great film, contact me at amelia@gmail.com if you want the details.',
    });
    expect(leaky.status).toBe(400);
    expect(leaky.body).toEqual({
      code: 'REVIEW_INVALID',
      message:
        'Please remove phone numbers, e-mail addresses, links and social handles from your review: everyone can read it, and contact details are shared only through a confirmed, paid booking.',
      fieldErrors: {
        reviewText:
          'Please remove phone numbers, e-mail addresses, links and social handles from your review: everyone can read it, and contact details are shared only through a confirmed, paid booking.',
      },
    });

    // The title is as public as the text.
    const leakyTitle = await amelia.c.post('/api/reviews', {
      bookingId: completed,
      rating: 5,
      title: 'Ring 07700 900123',
      reviewText: 'Lovely people, on time and the sound was perfect.',
    });
    expect(leakyTitle.status).toBe(400);
    expect(leakyTitle.body).toMatchObject({
      fieldErrors: {
        title:
          'Please remove phone numbers, e-mail addresses, links and social handles from your title: everyone can read it, and contact details are shared only through a confirmed, paid booking.',
      },
    });

    // Nothing recorded: no review, no violation, no event of any kind; visitors see no change.
    expect(await eventCount()).toBe(before);
    expect(await publicList()).toEqual(listBefore);

    // The booking can still be reviewed once the contact details are gone.
    const clean = await amelia.c.post('/api/reviews', {
      bookingId: completed,
      rating: 5,
      title: 'Great film',
      reviewText: 'Great film, and the projectionist set up early.',
    });
    expect(clean.status, JSON.stringify(clean.body)).toBe(201);
    expect((await publicList()).map((r) => r.id)).toContain(completed);
  });

  it('answers 404 for an unknown booking and 400 for a malformed one', async () => {
    const { c } = await client('Carol');
    const unknown = await c.post('/api/reviews', review('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
    expect((await c.post('/api/reviews', review('not-a-booking'))).status).toBe(400);
    expect((await t.client().get('/api/services/not-an-id/reviews')).status).toBe(400);
  });
});

describe('read models after all of the above', () => {
  it('a clean rebuild from the events gives exactly the live rows', async () => {
    const { differences } = await checkDrift({
      pool: t.pool,
      store: t.platform.store,
      projectors: allProjectors,
    });
    expect(differences).toEqual([]);
  });
});
