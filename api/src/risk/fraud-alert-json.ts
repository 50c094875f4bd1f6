import type { FraudAlert } from '@esm/contract/risk';

export interface FraudAlertRow {
  id: string;
  provider_id: string;
  business_name: string | null;
  customer_id: string | null;
  alert_type: string;
  severity: string;
  description: string;
  metadata: Record<string, unknown>;
  status: string;
  investigated_by: string | null;
  investigation_notes: Array<{ id: string; note: string; authorId: string; addedAt: string }>;
  action_taken: Array<{ action: string; note: string | null; takenBy: string; takenAt: string }>;
  risk_score: number;
  outcome: string | null;
  resolution_note: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

export function fraudAlertJson(row: FraudAlertRow): FraudAlert {
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
