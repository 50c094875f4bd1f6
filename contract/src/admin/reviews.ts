import { z } from 'zod';
import { raListQuery } from './list';

const MODERATION_STATUSES = ['approved', 'hidden', 'removed'] as const;
const REPORT_REASONS = ['inappropriate', 'fake', 'contact_details', 'other'] as const;

/** GET /api/admin/reviews: reported reviews, latest report first; `queue` open = still to judge. */
export const reportedReviewsListQuery = raListQuery(
  ['lastReportedAt', 'openReports', 'reportCount', 'rating'],
  ['lastReportedAt', 'DESC'],
  {
    queue: z.enum(['open', 'decided']).optional(),
    moderationStatus: z.enum(MODERATION_STATUSES).optional(),
    reason: z.enum(REPORT_REASONS).optional(),
  },
);

export const reviewReport = z.object({
  reportedBy: z.string(),
  reporterName: z.string(),
  reason: z.enum(REPORT_REASONS),
  reportedAt: z.string(),
});

/** A reported review; `id` is its booking's id (one review per booking). */
export const reportedReviewRecord = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  providerId: z.string(),
  businessName: z.string(),
  customerId: z.string(),
  customerFirstName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  reviewText: z.string(),
  moderationStatus: z.enum(MODERATION_STATUSES),
  reportCount: z.number().int(),
  openReports: z.number().int(),
  /** Reason → number of readers who gave it. */
  reasons: z.record(z.string(), z.number().int()),
  /** The reasons in words, most given first, e.g. "Fake (2), Inappropriate (1)". */
  reasonSummary: z.string(),
  lastReportedAt: z.string(),
  moderatedAt: z.string().nullable(),
  moderatedBy: z.string().nullable(),
  moderationReason: z.string().nullable(),
  /** How many moderation decisions the review has had (0: none yet). */
  decisions: z.number().int(),
  submittedAt: z.string(),
  reports: z.array(reviewReport),
});
export type ReportedReviewRecord = z.infer<typeof reportedReviewRecord>;

/**
 * POST /api/admin/reviews/:id/moderate. `approved` keeps a reported review (and closes its reports),
 * `hidden` takes it off the service page, `removed` for good.
 */
export const moderateReportedReviewBody = z.object({
  moderationStatus: z.enum(MODERATION_STATUSES, { error: 'Choose keep (approved), hidden or removed' }),
  reason: z.string().trim().min(1, 'Give the reason for your decision').max(500),
  /**
   * The record's `decisions` as the caller saw it. A decision taken since answers 409 instead of
   * being overridden unseen.
   */
  seenDecisions: z.number({ error: 'Not a count of decisions' }).int().min(0).optional(),
});
