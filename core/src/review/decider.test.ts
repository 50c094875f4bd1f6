import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { fold } from '../kernel/decider';
import { given } from '../kernel/given-when-then';
import { type ReviewCommand, reviewDecider } from './decider';
import type { ReviewEvent } from './events';

const bookingId = 'b1';
const client = { kind: 'user', userId: 'u-client', roles: [] } as const;
const otherClient = { kind: 'user', userId: 'u-other', roles: [] } as const;
const providerUser = { kind: 'user', userId: 'u-provider', roles: [] } as const;
const investigator = { kind: 'user', userId: 'u-inv', roles: ['investigator'] } as const;
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const auditor = { kind: 'user', userId: 'u-auditor', roles: ['auditor'] } as const;
const now = new Date('2026-06-01T12:00:00.000Z');
const completed = { customerId: 'u-client', providerId: 'p1', serviceId: 's1', status: 'completed' };

const submit = (
  overrides: Partial<Extract<ReviewCommand, { type: 'SubmitReview' }>> = {},
): ReviewCommand => ({
  type: 'SubmitReview',
  actor: client,
  bookingId,
  booking: completed,
  rating: 5,
  title: ' Brilliant stage ',
  reviewText: 'Set up on time and sounded great.',
  ...overrides,
});
const submitted: ReviewEvent = {
  type: 'ReviewSubmitted',
  data: {
    bookingId,
    customerId: 'u-client',
    providerId: 'p1',
    serviceId: 's1',
    rating: 5,
    title: 'Brilliant stage',
    reviewText: 'Set up on time and sounded great.',
    photos: [],
    verifiedBooking: true,
    submittedAt: now.toISOString(),
  },
};
const report = (actor: ReviewCommand['actor'], reason = 'fake'): ReviewCommand => ({
  type: 'ReportReview',
  actor,
  bookingId,
  reason,
});
const reported = (by: string): ReviewEvent => ({
  type: 'ReviewReported',
  data: { bookingId, reportedBy: by, reason: 'fake', reportedAt: now.toISOString() },
});
const moderate = (
  moderationStatus: string,
  reason = 'Breaks the review guidelines',
  actor: ReviewCommand['actor'] = investigator,
  seen?: { seenDecisions: number },
): ReviewCommand => ({
  type: 'ModerateReview',
  actor,
  bookingId,
  moderationStatus,
  reason,
  ...seen,
});
/** An investigator keeps the review (approved), with a reason. */
const kept: ReviewEvent = {
  type: 'ReviewModerated',
  data: {
    bookingId,
    moderationStatus: 'approved',
    reason: 'Honest opinion',
    moderatedBy: 'u-inv',
    moderatedAt: now.toISOString(),
  },
};
const hidden: ReviewEvent = {
  type: 'ReviewModerated',
  data: {
    bookingId,
    moderationStatus: 'hidden',
    reason: 'Breaks the review guidelines',
    moderatedBy: 'u-inv',
    moderatedAt: now.toISOString(),
  },
};

describe('review: submission (customer reviews)', () => {
  it('the client of a completed booking reviews it, approved by default', () => {
    given(reviewDecider).when(submit(), now).thenEvents([submitted]);
    expect(fold(reviewDecider, [submitted])).toMatchObject({
      moderationStatus: 'approved',
      reportedCount: 0,
    });
  });

  it('title and text are optional; blank ones are none', () => {
    given(reviewDecider)
      .when(submit({ rating: 4, title: ' ', reviewText: null }), now)
      .thenEvents([
        {
          ...submitted,
          data: { ...submitted.data, rating: 4, title: null, reviewText: null },
        } as ReviewEvent,
      ]);
  });

  it('refuses a rating that is not a whole number from 1 to 5', () => {
    for (const rating of [0, 6, 4.5]) {
      given(reviewDecider)
        .when(submit({ rating }), now)
        .thenRefused('REVIEW_INVALID', 'Please choose a rating from 1 to 5 stars.');
    }
  });

  it('refuses a title over 100 characters and a text over 2,000', () => {
    const refusal = given(reviewDecider)
      .when(submit({ title: 't'.repeat(101), reviewText: 'r'.repeat(2001) }), now)
      .thenRefused('REVIEW_INVALID');
    expect(refusal.fieldErrors).toEqual({
      title: 'Title must be at most 100 characters.',
      reviewText: 'Review must be at most 2,000 characters.',
    });
  });

  it('keeps up to 5 uploaded photos, and refuses more or images from elsewhere', () => {
    const photos = ['/objects/uploads/a.jpg', '/objects/uploads/b.jpg'];
    given(reviewDecider)
      .when(submit({ photos }), now)
      .thenEvents([{ ...submitted, data: { ...submitted.data, photos } }]);
    const tooMany = given(reviewDecider)
      .when(submit({ photos: Array.from({ length: 6 }, (_, i) => `/objects/uploads/p${i}.jpg`) }), now)
      .thenRefused('REVIEW_INVALID');
    expect(tooMany.fieldErrors).toEqual({ photos: 'You can only upload up to 5 photos.' });
    const elsewhere = given(reviewDecider)
      .when(submit({ photos: ['https://example.com/a.jpg'] }), now)
      .thenRefused('REVIEW_INVALID');
    expect(elsewhere.fieldErrors).toEqual({ photos: 'Photos must be images uploaded here.' });
  });

  it('only the booking’s client may review it', () => {
    given(reviewDecider)
      .when(submit({ actor: otherClient }), now)
      .thenRefused('REVIEW_NOT_YOUR_BOOKING');
    given(reviewDecider)
      .when(submit({ actor: providerUser }), now)
      .thenRefused('REVIEW_NOT_YOUR_BOOKING');
  });

  it('only a completed booking can be reviewed', () => {
    given(reviewDecider)
      .when(submit({ booking: { ...completed, status: 'confirmed' } }), now)
      .thenRefused('REVIEW_BOOKING_NOT_COMPLETED', 'You can review a booking once it has been completed.');
  });

  it('refuses a review of an unknown booking', () => {
    given(reviewDecider)
      .when(submit({ booking: null }), now)
      .thenRefused('REVIEW_BOOKING_NOT_FOUND');
  });

  it('one review per booking', () => {
    given(reviewDecider, [submitted])
      .when(submit({ rating: 1 }), now)
      .thenRefused('REVIEW_ALREADY_SUBMITTED');
  });
});

describe('review: reports', () => {
  it('a reader reports a review; each reporter counts once', () => {
    given(reviewDecider, [submitted])
      .when(report(otherClient), now)
      .thenEvents([reported('u-other')]);
    given(reviewDecider, [submitted, reported('u-other')])
      .when(report(otherClient), now)
      .thenEvents([]);
    given(reviewDecider, [submitted, reported('u-other')])
      .when(report(providerUser), now)
      .thenEvents([reported('u-provider')]);
    expect(fold(reviewDecider, [submitted, reported('u-other'), reported('u-provider')])).toMatchObject({
      reportedCount: 2,
    });
  });

  it('refuses an unknown reason', () => {
    given(reviewDecider, [submitted])
      .when(report(otherClient, 'rude'), now)
      .thenRefused('REVIEW_REPORT_REASON_INVALID');
  });

  it('refuses the author reporting their own review', () => {
    given(reviewDecider, [submitted]).when(report(client), now).thenRefused('REVIEW_OWN_REPORT');
  });

  it('refuses reports on a review that is not shown', () => {
    given(reviewDecider, [submitted, hidden])
      .when(report(otherClient), now)
      .thenRefused('REVIEW_NOT_VISIBLE');
  });

  it('refuses reports on a review that does not exist, and from the platform', () => {
    given(reviewDecider).when(report(otherClient), now).thenRefused('REVIEW_NOT_FOUND');
    given(reviewDecider, [submitted])
      .when(report(systemActor('x')), now)
      .thenRefused('FORBIDDEN');
  });
});

describe('review: moderation by an admin or investigator (initial approved)', () => {
  it('an investigator hides a review with a reason', () => {
    given(reviewDecider, [submitted])
      .when(moderate('hidden', ' Breaks the review guidelines '), now)
      .thenEvents([hidden]);
  });

  it('an admin removes a review, or restores a hidden one', () => {
    given(reviewDecider, [submitted])
      .when(moderate('removed', 'Fake review', admin), now)
      .thenEvents([
        {
          type: 'ReviewModerated',
          data: {
            bookingId,
            moderationStatus: 'removed',
            reason: 'Fake review',
            moderatedBy: 'u-admin',
            moderatedAt: now.toISOString(),
          },
        },
      ]);
    given(reviewDecider, [submitted, hidden])
      .when(moderate('approved', 'Appeal upheld', admin), now)
      .thenEvents([
        {
          type: 'ReviewModerated',
          data: {
            bookingId,
            moderationStatus: 'approved',
            reason: 'Appeal upheld',
            moderatedBy: 'u-admin',
            moderatedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('refuses overriding a decision the caller has not seen: taken since their page showed the review', () => {
    const keep = (seenDecisions: number) =>
      moderate('approved', 'Honest opinion', investigator, { seenDecisions });
    // The page showed no decision yet, but it was hidden since (or at the same moment).
    given(reviewDecider, [submitted, hidden]).when(keep(0), now).thenRefused('REVIEW_MODERATED_MEANWHILE');
    given(reviewDecider, [submitted, hidden]).when(keep(2), now).thenRefused('REVIEW_MODERATED_MEANWHILE');
    // The page showed that decision: it may be changed.
    given(reviewDecider, [submitted, hidden]).when(keep(1), now).thenEvents([kept]);
    // A second press of the same decision (a double click) still changes nothing, and is not refused.
    given(reviewDecider, [submitted, hidden])
      .when(moderate('hidden', 'Again', investigator, { seenDecisions: 0 }), now)
      .thenEvents([]);
  });

  it('moderating to the status it already has changes nothing', () => {
    given(reviewDecider, [submitted, hidden]).when(moderate('hidden'), now).thenEvents([]);
  });

  it('keeping a reported review records the decision, which closes its open reports', () => {
    given(reviewDecider, [submitted, reported('u-other')])
      .when(moderate('approved', 'Honest opinion'), now)
      .thenEvents([kept]);
    expect(fold(reviewDecider, [submitted, reported('u-other')])).toMatchObject({ openReports: 1 });
    expect(fold(reviewDecider, [submitted, reported('u-other'), kept])).toMatchObject({
      openReports: 0,
      reportedCount: 1,
    });
    given(reviewDecider, [submitted, reported('u-other'), kept])
      .when(moderate('approved', 'Again'), now)
      .thenEvents([]);
  });

  it('a removed review stays removed', () => {
    const removed: ReviewEvent = {
      type: 'ReviewModerated',
      data: {
        bookingId,
        moderationStatus: 'removed',
        reason: 'Fake',
        moderatedBy: 'u-inv',
        moderatedAt: now.toISOString(),
      },
    };
    given(reviewDecider, [submitted, removed])
      .when(moderate('approved', 'Changed my mind'), now)
      .thenRefused('REVIEW_REMOVED');
    given(reviewDecider, [submitted, removed])
      .when(moderate('removed', 'Again'), now)
      .thenRefused('REVIEW_REMOVED');
  });

  it('refuses an unknown status or a missing reason', () => {
    given(reviewDecider, [submitted]).when(moderate('deleted'), now).thenRefused('REVIEW_MODERATION_INVALID');
    given(reviewDecider, [submitted])
      .when(moderate('hidden', ' '), now)
      .thenRefused('REVIEW_MODERATION_INVALID');
  });

  it('refuses moderation by anyone else (an auditor, the provider)', () => {
    given(reviewDecider, [submitted])
      .when(moderate('hidden', 'x', auditor), now)
      .thenRefused('FORBIDDEN');
    given(reviewDecider, [submitted])
      .when(moderate('hidden', 'x', providerUser), now)
      .thenRefused('FORBIDDEN');
  });

  it('refuses moderating a review that does not exist', () => {
    given(reviewDecider).when(moderate('hidden'), now).thenRefused('REVIEW_NOT_FOUND');
  });
});
