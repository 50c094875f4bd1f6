import type { FraudAlert } from '@esm/contract/risk';
import type { FraudAlertRow } from '@esm/projections/fraud-alerts/rows';

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
