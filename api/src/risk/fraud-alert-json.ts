import type { FraudAlertRow } from '@esm/projections/fraud-alerts/rows';
import { z } from 'zod';

/** 001 §3 Fraud alerts, as the back office reads them. */
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

export function fraudAlertJson(row: FraudAlertRow): z.infer<typeof fraudAlertResponse> {
  return {
    id: row.id,
    providerId: row.provider_id,
    businessName: row.business_name,
    customerId: row.customer_id,
    alertType: row.alert_type,
    severity: row.severity,
    description: row.description,
    metadata: row.metadata,
    status: row.status,
    investigatedBy: row.investigated_by,
    investigationNotes: row.investigation_notes,
    actionTaken: row.action_taken,
    riskScore: row.risk_score,
    outcome: row.outcome,
    resolutionNote: row.resolution_note,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
  };
}
