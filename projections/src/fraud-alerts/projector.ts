import { defineProjector } from '../runner/projector';

/** Fraud alerts for investigators (Fraud alerts), with their notes and actions. */
export const fraudAlertsProjector = defineProjector({
  name: 'fraud-alerts',
  version: 1,
  tables: ['fraud_alerts'],
  ddl: `
    CREATE TABLE fraud_alerts (
      id uuid PRIMARY KEY,
      provider_id uuid NOT NULL,
      customer_id uuid,
      alert_type text NOT NULL,
      severity text NOT NULL,
      description text NOT NULL,
      metadata jsonb NOT NULL,
      status text NOT NULL,
      investigated_by uuid,
      investigation_notes jsonb NOT NULL DEFAULT '[]',
      action_taken jsonb NOT NULL DEFAULT '[]',
      risk_score int NOT NULL,
      outcome text,
      resolution_note text,
      raised_by text NOT NULL,
      created_at timestamptz NOT NULL,
      resolved_at timestamptz
    );
    CREATE INDEX fraud_alerts_status ON fraud_alerts (status, created_at DESC);
    CREATE INDEX fraud_alerts_provider ON fraud_alerts (provider_id);`,
  handles: [
    'FraudAlertRaised',
    'FraudAlertAssigned',
    'FraudAlertNoteAdded',
    'FraudAlertActionTaken',
    'FraudAlertResolved',
  ],
  async apply(event, db) {
    switch (event.type) {
      case 'FraudAlertRaised': {
        const d = event.data;
        await db.query(
          `INSERT INTO fraud_alerts (id, provider_id, customer_id, alert_type, severity, description, metadata, status,
             risk_score, raised_by, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) ON CONFLICT DO NOTHING`,
          [
            d.alertId,
            d.providerId,
            d.customerId,
            d.alertType,
            d.severity,
            d.description,
            JSON.stringify(d.metadata),
            d.status,
            d.riskScore,
            d.raisedBy,
            d.raisedAt,
          ],
        );
        return;
      }
      case 'FraudAlertAssigned':
        await db.query(
          `UPDATE fraud_alerts SET status = 'investigating', investigated_by = $2 WHERE id = $1`,
          [event.data.alertId, event.data.investigatedBy],
        );
        return;
      case 'FraudAlertNoteAdded': {
        const d = event.data;
        const note = { id: d.noteId, note: d.note, authorId: d.authorId, addedAt: d.addedAt };
        await db.query(
          'UPDATE fraud_alerts SET investigation_notes = investigation_notes || $2::jsonb WHERE id = $1',
          [d.alertId, JSON.stringify([note])],
        );
        return;
      }
      case 'FraudAlertActionTaken': {
        const d = event.data;
        const action = { action: d.action, note: d.note, takenBy: d.takenBy, takenAt: d.takenAt };
        await db.query('UPDATE fraud_alerts SET action_taken = action_taken || $2::jsonb WHERE id = $1', [
          d.alertId,
          JSON.stringify([action]),
        ]);
        return;
      }
      case 'FraudAlertResolved': {
        const d = event.data;
        await db.query(
          `UPDATE fraud_alerts SET status = 'resolved', outcome = $2, resolution_note = $3, resolved_at = $4 WHERE id = $1`,
          [d.alertId, d.outcome, d.resolutionNote, d.resolvedAt],
        );
        return;
      }
    }
  },
});
