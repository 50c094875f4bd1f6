/** A row of rm.fraud_alerts with the business it is about. */
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
