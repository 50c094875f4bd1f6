import type { FraudAlertEvent } from '@esm/core/fraud/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { fraudAlertsProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(fraudAlertsProjector);
});
afterAll(() => spec.close());

const alert = id(1);
const investigator = id(9);
const raised: FraudAlertEvent = {
  type: 'FraudAlertRaised',
  data: {
    alertId: alert,
    providerId: id(2),
    customerId: null,
    alertType: 'rapid_cancellations',
    severity: 'high',
    description: 'Five cancellations in a day',
    metadata: { cancellations: 5, window: '24h' },
    riskScore: 80,
    status: 'open',
    raisedBy: 'worker:fraud-rules',
    raisedAt: '2026-06-01T12:00:00.000Z',
  },
};

describe('fraud alerts projector: given alert events, then fraud_alerts rows', () => {
  it('raises an open alert', async () => {
    const rm = await spec.given<FraudAlertEvent>([raised]);
    await rm.thenRows('fraud_alerts', [
      {
        id: alert,
        provider_id: id(2),
        customer_id: null,
        alert_type: 'rapid_cancellations',
        severity: 'high',
        metadata: { cancellations: 5, window: '24h' },
        status: 'open',
        investigated_by: null,
        investigation_notes: [],
        action_taken: [],
        risk_score: 80,
        raised_by: 'worker:fraud-rules',
        created_at: '2026-06-01T12:00:00.000Z',
      },
    ]);
  });

  it('investigates, appends notes and actions in order, and resolves', async () => {
    const note = (n: number, text: string): FraudAlertEvent => ({
      type: 'FraudAlertNoteAdded',
      data: {
        alertId: alert,
        noteId: id(100 + n),
        note: text,
        authorId: investigator,
        addedAt: `2026-06-0${n + 1}T09:00:00.000Z`,
      },
    });
    const rm = await spec.given<FraudAlertEvent>([
      raised,
      {
        type: 'FraudAlertAssigned',
        data: {
          alertId: alert,
          investigatedBy: investigator,
          assignedBy: id(8),
          assignedAt: '2026-06-01T13:00:00.000Z',
        },
      },
      note(1, 'Called the provider'),
      note(2, 'Customers confirm'),
      {
        type: 'FraudAlertActionTaken',
        data: {
          alertId: alert,
          actionId: id(201),
          providerId: id(2),
          providerUserId: id(3),
          action: 'freeze_payouts',
          note: null,
          takenBy: investigator,
          takenAt: '2026-06-03T10:00:00.000Z',
        },
      },
      {
        type: 'FraudAlertResolved',
        data: {
          alertId: alert,
          outcome: 'confirmed_fraud',
          resolutionNote: 'Terminated',
          resolvedBy: investigator,
          resolvedAt: '2026-06-04T10:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('fraud_alerts', [
      {
        id: alert,
        status: 'resolved',
        investigated_by: investigator,
        investigation_notes: [
          {
            id: id(101),
            note: 'Called the provider',
            authorId: investigator,
            addedAt: '2026-06-02T09:00:00.000Z',
          },
          {
            id: id(102),
            note: 'Customers confirm',
            authorId: investigator,
            addedAt: '2026-06-03T09:00:00.000Z',
          },
        ],
        action_taken: [
          {
            action: 'freeze_payouts',
            note: null,
            takenBy: investigator,
            takenAt: '2026-06-03T10:00:00.000Z',
          },
        ],
        outcome: 'confirmed_fraud',
        resolution_note: 'Terminated',
        resolved_at: '2026-06-04T10:00:00.000Z',
      },
    ]);
  });
});
