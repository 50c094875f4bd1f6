import { z } from 'zod';

/**
 * GET /api/admin/summary: counts of waiting work for the dashboard. A count is present only
 * when the caller may list what it counts.
 */
export const adminSummaryResponse = z.object({
  id: z.literal('summary'),
  pendingDocuments: z.number().optional(),
  /** Alerts not yet resolved, by severity (low, medium, high, critical). */
  openFraudAlerts: z.record(z.string(), z.number()).optional(),
  openContactMessages: z.number().optional(),
  /** Disputes raised and not yet resolved. */
  openDisputes: z.number().optional(),
  /** Reviews with reports no moderator has decided on yet. */
  reportedReviews: z.number().optional(),
  /** Contact-sharing violations recorded in the last seven days (they need no decision). */
  violationsThisWeek: z.number().optional(),
  /** Payouts that failed for good and wait for a retry. */
  payoutsNeedingAttention: z.number().optional(),
  /** Refunds whose every attempt failed and that wait for a retry. */
  failedRefunds: z.number().optional(),
  /** Active accounts, and those of them holding a back-office role. */
  users: z.number().optional(),
  staff: z.number().optional(),
});
export type AdminSummary = z.infer<typeof adminSummaryResponse>;
