import { z } from 'zod';

/** Fraud alerts, as the back office reads them. */
export const fraudAlertResponse = z.object({
  id: z.string(),
  providerId: z.string(),
  businessName: z.string().nullable(),
  customerId: z.string().nullable(),
  alertType: z.string(),
  severity: z.string(),
  description: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  status: z.string(),
  investigatedBy: z.string().nullable(),
  investigationNotes: z.array(
    z.object({ id: z.string(), note: z.string(), authorId: z.string(), addedAt: z.string() }),
  ),
  actionTaken: z.array(
    z.object({ action: z.string(), note: z.string().nullable(), takenBy: z.string(), takenAt: z.string() }),
  ),
  riskScore: z.number(),
  outcome: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type FraudAlert = z.infer<typeof fraudAlertResponse>;

/** GET /api/admin/fraud-alerts. */
export const fraudAlertsQuery = z.object({
  status: z.enum(['open', 'investigating', 'resolved']).optional(),
  providerId: z.uuid('Not a valid provider id').optional(),
});
