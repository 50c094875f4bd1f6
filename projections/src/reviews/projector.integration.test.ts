import type { AccountEvent } from '@esm/core/account/events';
import { ERASED } from '@esm/core/kernel/events';
import type { ReviewEvent } from '@esm/core/review/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { reviewsProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(reviewsProjector);
});
afterAll(() => spec.close());

type Event = ReviewEvent | AccountEvent;

const submitted = (
  n: number,
  customerId: string,
  words: { title: string; reviewText: string },
): ReviewEvent => ({
  type: 'ReviewSubmitted',
  data: {
    bookingId: id(n),
    customerId,
    providerId: id(20),
    serviceId: id(30),
    rating: 5,
    ...words,
    verifiedBooking: true,
    submittedAt: '2026-07-02T10:00:00.000Z',
  },
});

describe('reviews projector: given review events, then reviews rows', () => {
  it('publishes a review approved, counts reports and takes moderation', async () => {
    const rm = await spec.given<Event>([
      submitted(1, id(40), { title: 'Superb', reviewText: 'The stage was perfect' }),
      submitted(2, id(41), { title: 'Fine', reviewText: 'Arrived late' }),
      {
        type: 'ReviewReported',
        data: {
          bookingId: id(2),
          reportedBy: id(20),
          reason: 'fake',
          reportedAt: '2026-07-03T10:00:00.000Z',
        },
      },
      {
        type: 'ReviewReported',
        data: {
          bookingId: id(2),
          reportedBy: id(21),
          reason: 'other',
          reportedAt: '2026-07-03T11:00:00.000Z',
        },
      },
      {
        type: 'ReviewModerated',
        data: {
          bookingId: id(2),
          moderationStatus: 'hidden',
          reason: 'under review',
          moderatedBy: id(9),
          moderatedAt: '2026-07-04T10:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('reviews', [
      {
        booking_id: id(1),
        rating: 5,
        title: 'Superb',
        review_text: 'The stage was perfect',
        verified_booking: true,
        moderation_status: 'approved',
        reported_count: 0,
        created_at: '2026-07-02T10:00:00.000Z',
        seq: 1,
      },
      { booking_id: id(2), moderation_status: 'hidden', reported_count: 2, seq: 2 },
    ]);
  });

  it('keeps the rating but drops the words of an erased client', async () => {
    const rm = await spec.given<Event>([
      submitted(1, id(40), { title: 'Superb', reviewText: 'The stage was perfect' }),
      submitted(2, id(41), { title: 'Fine', reviewText: 'Arrived late' }),
      { type: 'AccountErased', data: { userId: id(40), erasedAt: '2026-08-01T00:00:00.000Z' } },
      submitted(3, id(42), { title: ERASED, reviewText: ERASED }),
    ]);
    await rm.thenRows('reviews', [
      { booking_id: id(1), rating: 5, title: null, review_text: null },
      { booking_id: id(2), rating: 5, title: 'Fine', review_text: 'Arrived late' },
      { booking_id: id(3), rating: 5, title: null, review_text: null },
    ]);
  });
});
