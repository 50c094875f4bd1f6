import type { ReviewEvent } from '@esm/core/review/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { reportedReviewsProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(reportedReviewsProjector);
});
afterAll(() => spec.close());

const submitted: ReviewEvent = {
  type: 'ReviewSubmitted',
  data: {
    bookingId: id(1),
    customerId: id(2),
    providerId: id(3),
    serviceId: id(4),
    rating: 2,
    title: 'Late',
    reviewText: 'Two hours late.',
    verifiedBooking: true,
    submittedAt: '2026-06-01T12:00:00.000Z',
  },
};
const reported = (by: number, reason: 'fake' | 'inappropriate', at: string): ReviewEvent => ({
  type: 'ReviewReported',
  data: { bookingId: id(1), reportedBy: id(by), reason, reportedAt: at },
});

describe('reported reviews projector: given review events, then moderation rows', () => {
  it('counts reports and their reasons; a decision closes the open ones', async () => {
    const rm = await spec.given<ReviewEvent>([
      submitted,
      reported(10, 'fake', '2026-06-02T10:00:00.000Z'),
      reported(11, 'inappropriate', '2026-06-02T11:00:00.000Z'),
      {
        type: 'ReviewModerated',
        data: {
          bookingId: id(1),
          moderationStatus: 'approved',
          reason: 'Honest opinion',
          moderatedBy: id(20),
          moderatedAt: '2026-06-02T12:00:00.000Z',
        },
      },
      reported(12, 'fake', '2026-06-02T13:00:00.000Z'),
    ]);
    await rm.thenRows('moderated_reviews', [
      {
        booking_id: id(1),
        moderation_status: 'approved',
        report_count: 3,
        open_reports: 1,
        last_reported_at: '2026-06-02T13:00:00.000Z',
        moderated_by: id(20),
        moderation_reason: 'Honest opinion',
        title: 'Late',
      },
    ]);
    await rm.thenRows(
      'review_reports',
      [
        { reported_by: id(10), reason: 'fake' },
        { reported_by: id(11), reason: 'inappropriate' },
        { reported_by: id(12), reason: 'fake' },
      ],
      'reported_by',
    );
  });
});
