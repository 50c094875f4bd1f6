import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';

/** Stream of the review of one booking: `review-<bookingId>` (one review per booking). */
export const reviewStream = (bookingId: string): string => `review-${bookingId}`;

/** Reviews start approved; moderators may hide or remove them. */
export const MODERATION_STATUSES = ['approved', 'hidden', 'removed'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const REPORT_REASONS = ['inappropriate', 'fake', 'contact_details', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

const instant = z.iso.datetime();

export const reviewEvents = defineEvents({
  /**
   * The title and text are the client's own words, published with their name: personal data,
   * erased with their account. The rating stays, so provider averages do not change on erasure.
   */
  ReviewSubmitted: {
    schema: z.object({
      bookingId: z.string(),
      customerId: z.string(),
      providerId: z.string(),
      serviceId: z.string(),
      rating: z.number().int().min(1).max(5),
      title: z.string().nullable(),
      reviewText: z.string().nullable(),
      /** Uploaded image paths; reviews written before photos were kept have none. */
      photos: z.array(z.string()).optional(),
      /** Always true: only the client of a completed booking can review it. */
      verifiedBooking: z.literal(true),
      submittedAt: instant,
    }),
    personal: { subject: 'customerId', fields: ['title', 'reviewText'] },
  },
  ReviewReported: {
    schema: z.object({
      bookingId: z.string(),
      reportedBy: z.string(),
      reason: z.enum(REPORT_REASONS),
      reportedAt: instant,
    }),
  },
  ReviewModerated: {
    schema: z.object({
      bookingId: z.string(),
      moderationStatus: z.enum(MODERATION_STATUSES),
      reason: z.string(),
      moderatedBy: z.string(),
      moderatedAt: instant,
    }),
  },
});

export type ReviewEvent = EventsOf<typeof reviewEvents>;
