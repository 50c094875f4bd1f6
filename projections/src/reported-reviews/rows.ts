/** A review that has been reported, with its service, provider and reporting figures. */
export interface ReportedReviewRow {
  booking_id: string;
  service_id: string;
  service_name: string | null;
  provider_id: string;
  business_name: string | null;
  customer_id: string;
  customer_first_name: string | null;
  rating: number;
  title: string | null;
  review_text: string | null;
  moderation_status: 'approved' | 'hidden' | 'removed';
  report_count: number;
  open_reports: number;
  /** Reason → how many reporters gave it. */
  reasons: Record<string, number>;
  last_reported_at: Date;
  moderated_at: Date | null;
  moderated_by: string | null;
  moderation_reason: string | null;
  decisions: number;
  submitted_at: Date;
}

/** One reader's report of a review. */
export interface ReviewReportRow {
  reported_by: string;
  first_name: string | null;
  last_name: string | null;
  reason: string;
  reported_at: Date;
}
