import type { FraudAlertEvent } from '@esm/core/fraud/events';
import { describe, it } from 'vitest';
import { given } from '../process-manager/testing/given-events';
import { FRAUD_ALERT_ACTION_QUEUE, fraudAlertActionProcess } from './alert-actions';

const taken = (actionId: string | null): FraudAlertEvent => ({
  type: 'FraudAlertActionTaken',
  data: {
    alertId: 'a1',
    actionId,
    providerId: 'p1',
    providerUserId: actionId === null ? null : 'u-provider',
    action: 'suspend_provider',
    note: 'Off-platform payments',
    takenBy: 'u-inv',
    takenAt: '2026-06-01T12:00:00.000Z',
  },
});

describe('fraud alert actions: each recorded action is carried out on the provider', () => {
  it('schedules the carrying out at once, one timer per action', () => {
    given<FraudAlertEvent>(fraudAlertActionProcess, [
      { event: taken('act-1'), at: '2026-06-01T12:00:00.000Z' },
      { event: taken('act-2'), at: '2026-06-01T12:05:00.000Z' },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'fraud-alert-action:act-1',
        queue: FRAUD_ALERT_ACTION_QUEUE,
        runAt: new Date('2026-06-01T12:00:00.000Z'),
        data: { alertId: 'a1', actionId: 'act-1' },
      },
      {
        kind: 'schedule',
        key: 'fraud-alert-action:act-2',
        queue: FRAUD_ALERT_ACTION_QUEUE,
        runAt: new Date('2026-06-01T12:05:00.000Z'),
        data: { alertId: 'a1', actionId: 'act-2' },
      },
    ]);
  });

  it('owes nothing for actions recorded before they had ids, nor for the rest of the alert', () => {
    given<FraudAlertEvent>(fraudAlertActionProcess, [
      taken(null),
      {
        type: 'FraudAlertActionCarriedOut',
        data: {
          alertId: 'a1',
          actionId: 'act-1',
          action: 'suspend_provider',
          result: 'applied',
          providerStreamVersion: 0,
          carriedOutAt: '2026-06-01T12:00:00.000Z',
        },
      },
    ]).thenTimers([]);
  });
});
