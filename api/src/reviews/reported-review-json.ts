import type { ReportedReviewRecord } from '@esm/contract/admin/reviews';
import type { ReportedReviewRow, ReviewReportRow } from '@esm/projections/reported-reviews/rows';

const REASON_NAMES: Record<string, string> = {
  inappropriate: 'Inappropriate',
  fake: 'Fake',
  contact_details: 'Contact details',
  other: 'Other',
};

/** "Fake (2), Inappropriate (1)": most given first. */
const reasonSummary = (reasons: Record<string, number>) =>
  Object.entries(reasons)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([reason, n]) => `${REASON_NAMES[reason] ?? reason} (${n})`)
    .join(', ');

export const reportedReviewJson = (
  r: ReportedReviewRow,
  reports: ReviewReportRow[] = [],
): ReportedReviewRecord => ({
  id: r.booking_id,
  serviceId: r.service_id,
  serviceName: r.service_name ?? 'Unknown service',
  providerId: r.provider_id,
  businessName: r.business_name ?? 'Unknown provider',
  customerId: r.customer_id,
  // An erased account keeps its rating but not its name or words.
  customerFirstName: r.customer_first_name || 'A client',
  rating: r.rating,
  title: r.title ?? '',
  reviewText: r.review_text ?? '',
  moderationStatus: r.moderation_status,
  reportCount: r.report_count,
  openReports: r.open_reports,
  reasons: r.reasons,
  reasonSummary: reasonSummary(r.reasons),
  lastReportedAt: r.last_reported_at.toISOString(),
  moderatedAt: r.moderated_at?.toISOString() ?? null,
  moderatedBy: r.moderated_by,
  moderationReason: r.moderation_reason,
  decisions: r.decisions,
  submittedAt: r.submitted_at.toISOString(),
  reports: reports.map((x) => ({
    reportedBy: x.reported_by,
    reporterName: [x.first_name, x.last_name].filter(Boolean).join(' ') || 'Erased account',
    reason: x.reason as ReportedReviewRecord['reports'][number]['reason'],
    reportedAt: x.reported_at.toISOString(),
  })),
});
