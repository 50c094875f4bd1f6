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
  /** Active accounts, and those of them holding a back-office role. */
  users: z.number().optional(),
  staff: z.number().optional(),
});
export type AdminSummary = z.infer<typeof adminSummaryResponse>;
