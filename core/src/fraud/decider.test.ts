import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { UUID_PATTERN } from '../kernel/ids';
import { fraudAlertIdFor } from './alert-id';
import { type FraudAlertCommand, fraudAlertDecider, type ProviderEffects } from './decider';
import { type FraudAlertEvent, fraudAlertEvents } from './events';

const alertId = 'a1';
const rules = systemActor('fraud-rules');
const investigator = { kind: 'user', userId: 'u-inv', roles: ['investigator'] } as const;
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const verifier = { kind: 'user', userId: 'u-verifier', roles: ['verifier'] } as const;
const provider = { kind: 'user', userId: 'u-provider', roles: [] } as const;
const now = new Date('2026-06-01T12:00:00.000Z');
const at = now.toISOString();

const raise: Extract<FraudAlertCommand, { type: 'RaiseFraudAlert' }> = {
  type: 'RaiseFraudAlert',
  actor: rules,
  alertId,
  providerId: 'p1',
  customerId: null,
  alertType: 'bank_details_changed_before_payout',
  severity: 'high',
  description: 'Bank details were changed within 48 hours before a payout.',
  metadata: { payoutDate: '2026-06-02T19:00:00.000Z' },
  riskScore: 35,
};
const raised: FraudAlertEvent = {
  type: 'FraudAlertRaised',
  data: {
    alertId,
    providerId: 'p1',
    customerId: null,
    alertType: 'bank_details_changed_before_payout',
    severity: 'high',
    description: 'Bank details were changed within 48 hours before a payout.',
    metadata: { payoutDate: '2026-06-02T19:00:00.000Z' },
    riskScore: 35,
    status: 'open',
    raisedBy: 'system:fraud-rules',
    raisedAt: at,
  },
};
const assigned: FraudAlertEvent = {
  type: 'FraudAlertAssigned',
  data: { alertId, investigatedBy: 'u-inv', assignedBy: 'u-inv', assignedAt: at },
};
const resolved: FraudAlertEvent = {
  type: 'FraudAlertResolved',
  data: {
    alertId,
    outcome: 'no_fraud',
    resolutionNote: 'Provider changed banks; confirmed by phone.',
    resolvedBy: 'u-inv',
    resolvedAt: at,
  },
};
/** A provider nothing was ever done to: neither stream exists yet. */
const clear: ProviderEffects = {
  block: null,
  payoutsFrozen: false,
  standingVersion: -1,
  payoutHoldVersion: -1,
};
/** Read after the alert's effect (version 0 of the stream) and a lift or unfreeze (version 1). */
const lifted: ProviderEffects = {
  block: null,
  payoutsFrozen: false,
  standingVersion: 1,
  payoutHoldVersion: 1,
};
const take = (
  action: string,
  actionId = 'act-1',
  provider: ProviderEffects = clear,
): Extract<FraudAlertCommand, { type: 'TakeFraudAlertAction' }> => ({
  type: 'TakeFraudAlertAction',
  actor: investigator,
  alertId,
  actionId,
  action,
  note: 'Off-platform payments',
  providerUserId: 'u-provider',
  provider,
});
const taken = (action: 'warning' | 'suspend_provider' | 'freeze_payouts' | 'terminate', actionId = 'act-1') =>
  ({
    type: 'FraudAlertActionTaken',
    data: {
      alertId,
      actionId,
      providerId: 'p1',
      providerUserId: 'u-provider',
      action,
      note: 'Off-platform payments',
      takenBy: 'u-inv',
      takenAt: at,
    },
  }) as const satisfies FraudAlertEvent;
const carriedOut = (
  action: 'warning' | 'suspend_provider' | 'freeze_payouts' | 'terminate',
  actionId = 'act-1',
  result: 'applied' | 'already_in_force' = 'applied',
) =>
  ({
    type: 'FraudAlertActionCarriedOut',
    data: {
      alertId,
      actionId,
      action,
      result,
      providerStreamVersion: action === 'warning' ? null : 0,
      carriedOutAt: at,
    },
  }) as const satisfies FraudAlertEvent;
const reportCarriedOut = (actionId = 'act-1'): FraudAlertCommand => ({
  type: 'RecordFraudAlertActionCarriedOut',
  actor: investigator,
  alertId,
  actionId,
  result: 'applied',
  providerStreamVersion: 0,
});

const assign = (
  investigatorId = 'u-inv',
  assigneeIsInvestigator = true,
  takeOverFrom: string | null = null,
): FraudAlertCommand => ({
  type: 'AssignFraudAlert',
  actor: investigator,
  alertId,
  investigatorId,
  assigneeIsInvestigator,
  takeOverFrom,
});

describe('fraud alert: raising (initial open)', () => {
  it('a rule raises an open alert', () => {
    given(fraudAlertDecider).when(raise, now).thenEvents([raised]);
  });

  it('an investigator may raise one by hand', () => {
    given(fraudAlertDecider)
      .when({ ...raise, actor: investigator, customerId: 'u-client' }, now)
      .thenEvents([
        { ...raised, data: { ...raised.data, customerId: 'u-client', raisedBy: 'u-inv' } } as FraudAlertEvent,
      ]);
  });

  it('raising the same incident again appends nothing', () => {
    given(fraudAlertDecider, [raised]).when(raise, now).thenEvents([]);
  });

  it('refuses a bad severity, type, description or score, with every field text', () => {
    const refusal = given(fraudAlertDecider)
      .when({ ...raise, severity: 'urgent', alertType: 'Bank Change', description: ' ', riskScore: 101 }, now)
      .thenRefused('FRAUD_ALERT_INVALID');
    expect(Object.keys(refusal.fieldErrors ?? {})).toEqual([
      'alertType',
      'severity',
      'description',
      'riskScore',
    ]);
  });

  it('refuses anyone but the platform or an investigator raising alerts', () => {
    given(fraudAlertDecider)
      .when({ ...raise, actor: provider }, now)
      .thenRefused('FORBIDDEN');
    given(fraudAlertDecider)
      .when({ ...raise, actor: verifier }, now)
      .thenRefused('FORBIDDEN');
  });

  it('the alert id of an incident is stable and differs between incidents', () => {
    const id = fraudAlertIdFor('p1', 'repeated_contact_sharing:2026-05-03T10:00:00.000Z');
    expect(id).toMatch(UUID_PATTERN);
    expect(fraudAlertIdFor('p1', 'repeated_contact_sharing:2026-05-03T10:00:00.000Z')).toBe(id);
    expect(fraudAlertIdFor('p2', 'repeated_contact_sharing:2026-05-03T10:00:00.000Z')).not.toBe(id);
  });
});

describe('fraud alert: investigation', () => {
  it('an investigator assigns the alert to an investigator', () => {
    given(fraudAlertDecider, [raised]).when(assign(), now).thenEvents([assigned]);
  });

  it('reassigning to the same investigator appends nothing; taking it over from its assignee moves it', () => {
    given(fraudAlertDecider, [raised, assigned]).when(assign(), now).thenEvents([]);
    given(fraudAlertDecider, [raised, assigned])
      .when(assign('u-inv2', true, 'u-inv'), now)
      .thenEvents([
        {
          type: 'FraudAlertAssigned',
          data: { alertId, investigatedBy: 'u-inv2', assignedBy: 'u-inv', assignedAt: at },
        },
      ]);
  });

  it('refuses to take an alert from an assignee the caller did not name: a stale screen or a second taker', () => {
    // The screen showed it unassigned, but someone took it since (or at the same moment).
    given(fraudAlertDecider, [raised, assigned]).when(assign('u-inv2'), now).thenRefused('FRAUD_ALERT_TAKEN');
    // The screen showed another assignee than the one holding it now.
    given(fraudAlertDecider, [raised, assigned])
      .when(assign('u-inv2', true, 'u-inv3'), now)
      .thenRefused('FRAUD_ALERT_TAKEN');
  });

  it('takes an unassigned alert whoever the caller thought held it', () => {
    given(fraudAlertDecider, [raised])
      .when(assign('u-inv', true, 'u-inv3'), now)
      .thenEvents([assigned]);
  });

  it('refuses assigning to someone who is not an investigator', () => {
    given(fraudAlertDecider, [raised])
      .when(assign('u-provider', false), now)
      .thenRefused('FRAUD_ASSIGNEE_NOT_INVESTIGATOR');
  });

  it('adds a note, trimmed; the same note id twice is one note', () => {
    const note: FraudAlertCommand = {
      type: 'AddFraudAlertNote',
      actor: investigator,
      alertId,
      noteId: 'n1',
      note: ' Called the provider. ',
    };
    const added: FraudAlertEvent = {
      type: 'FraudAlertNoteAdded',
      data: { alertId, noteId: 'n1', note: 'Called the provider.', authorId: 'u-inv', addedAt: at },
    };
    given(fraudAlertDecider, [raised]).when(note, now).thenEvents([added]);
    given(fraudAlertDecider, [raised, added]).when(note, now).thenEvents([]);
  });

  it('refuses an empty note', () => {
    given(fraudAlertDecider, [raised])
      .when({ type: 'AddFraudAlertNote', actor: investigator, alertId, noteId: 'n1', note: '  ' }, now)
      .thenRefused('FRAUD_NOTE_REQUIRED');
  });

  it('records an action taken, e.g. freezing payouts', () => {
    given(fraudAlertDecider, [raised, assigned])
      .when({ ...take('freeze_payouts'), actor: admin, note: null }, now)
      .thenEvents([
        {
          type: 'FraudAlertActionTaken',
          data: {
            alertId,
            actionId: 'act-1',
            providerId: 'p1',
            providerUserId: 'u-provider',
            action: 'freeze_payouts',
            note: null,
            takenBy: 'u-admin',
            takenAt: at,
          },
        },
      ]);
  });

  it('refuses an unknown action', () => {
    given(fraudAlertDecider, [raised]).when(take('ban_forever'), now).thenRefused('FRAUD_ACTION_INVALID');
  });

  it('resolves with an outcome and a resolution note', () => {
    given(fraudAlertDecider, [raised, assigned])
      .when(
        {
          type: 'ResolveFraudAlert',
          actor: investigator,
          alertId,
          outcome: 'no_fraud',
          resolutionNote: 'Provider changed banks; confirmed by phone.',
        },
        now,
      )
      .thenEvents([resolved]);
  });

  it('refuses a resolution without a known outcome or a note', () => {
    given(fraudAlertDecider, [raised])
      .when(
        { type: 'ResolveFraudAlert', actor: investigator, alertId, outcome: 'fine', resolutionNote: 'x' },
        now,
      )
      .thenRefused('FRAUD_RESOLUTION_INVALID');
    given(fraudAlertDecider, [raised])
      .when(
        { type: 'ResolveFraudAlert', actor: investigator, alertId, outcome: 'no_fraud', resolutionNote: ' ' },
        now,
      )
      .thenRefused('FRAUD_RESOLUTION_INVALID');
  });

  it('nothing happens on an alert after its resolution', () => {
    const history = [raised, assigned, resolved];
    given(fraudAlertDecider, history).when(assign('u-inv2'), now).thenRefused('FRAUD_ALERT_RESOLVED');
    given(fraudAlertDecider, history).when(take('terminate'), now).thenRefused('FRAUD_ALERT_RESOLVED');
  });

  it('only investigators or admins work alerts', () => {
    given(fraudAlertDecider, [raised])
      .when({ ...take('suspend_provider'), actor: verifier }, now)
      .thenRefused('FORBIDDEN');
    given(fraudAlertDecider, [raised])
      .when({ ...assign(), actor: verifier }, now)
      .thenRefused('FORBIDDEN');
    given(fraudAlertDecider, [raised])
      .when({ ...assign(), actor: rules }, now)
      .thenRefused('FORBIDDEN');
  });

  it('refuses work on an unknown alert', () => {
    given(fraudAlertDecider).when(assign(), now).thenRefused('FRAUD_ALERT_NOT_FOUND');
  });
});

describe('fraud alert: an action is recorded once, then carried out once', () => {
  it('the carrying out is reported once; a second report (route and worker both) appends nothing', () => {
    given(fraudAlertDecider, [raised, taken('suspend_provider')])
      .when(reportCarriedOut(), now)
      .thenEvents([carriedOut('suspend_provider')]);
    given(fraudAlertDecider, [raised, taken('suspend_provider'), carriedOut('suspend_provider')])
      .when(reportCarriedOut(), now)
      .thenEvents([]);
  });

  it('refuses reporting an action the alert never took', () => {
    given(fraudAlertDecider, [raised, taken('suspend_provider')])
      .when(reportCarriedOut('act-unknown'), now)
      .thenRefused('FRAUD_ACTION_NOT_FOUND');
  });

  it('an action recorded before the alert was closed is still reported after it', () => {
    given(fraudAlertDecider, [raised, taken('terminate'), resolved])
      .when(reportCarriedOut(), now)
      .thenEvents([carriedOut('terminate')]);
  });

  it('a second press while the first is still being carried out records nothing (double click, retry)', () => {
    for (const action of ['suspend_provider', 'terminate', 'freeze_payouts'] as const) {
      given(fraudAlertDecider, [raised, taken(action)])
        .when(take(action, 'act-2'), now)
        .thenEvents([]);
    }
  });

  it('a repeat records nothing while the effect of the last one still holds', () => {
    given(fraudAlertDecider, [raised, taken('suspend_provider'), carriedOut('suspend_provider')])
      .when(take('suspend_provider', 'act-2', { ...clear, block: 'suspension', standingVersion: 0 }), now)
      .thenEvents([]);
    given(fraudAlertDecider, [raised, taken('terminate'), carriedOut('terminate')])
      .when(take('terminate', 'act-2', { ...clear, block: 'termination', standingVersion: 0 }), now)
      .thenEvents([]);
    given(fraudAlertDecider, [raised, taken('freeze_payouts'), carriedOut('freeze_payouts')])
      .when(take('freeze_payouts', 'act-2', { ...clear, payoutsFrozen: true, payoutHoldVersion: 0 }), now)
      .thenEvents([]);
  });

  it('after a lift or an unfreeze, the same action is a new one and is recorded', () => {
    given(fraudAlertDecider, [raised, taken('suspend_provider'), carriedOut('suspend_provider')])
      .when(take('suspend_provider', 'act-2', lifted), now)
      .thenEvents([taken('suspend_provider', 'act-2')]);
    given(fraudAlertDecider, [raised, taken('freeze_payouts'), carriedOut('freeze_payouts')])
      .when(take('freeze_payouts', 'act-2', lifted), now)
      .thenEvents([taken('freeze_payouts', 'act-2')]);
  });

  it('a read of the provider older than the effect the alert reports is stale, not a lift', () => {
    // The second of two presses read the provider before the first one's suspension was written,
    // and reached the alert after it was reported: it must not record a second suspension.
    given(fraudAlertDecider, [raised, taken('suspend_provider'), carriedOut('suspend_provider')])
      .when(take('suspend_provider', 'act-2', clear), now)
      .thenEvents([]);
    given(fraudAlertDecider, [raised, taken('freeze_payouts'), carriedOut('freeze_payouts')])
      .when(take('freeze_payouts', 'act-2', { ...lifted, payoutHoldVersion: -1 }), now)
      .thenEvents([]);
  });

  it('a first action is recorded even if its effect is already there (the decision belongs on the alert)', () => {
    given(fraudAlertDecider, [raised])
      .when(take('suspend_provider', 'act-1', { ...clear, block: 'suspension', standingVersion: 3 }), now)
      .thenEvents([taken('suspend_provider')]);
  });

  it('different actions do not hide each other: suspend, then terminate, is two records', () => {
    given(fraudAlertDecider, [raised, taken('suspend_provider')])
      .when(take('terminate', 'act-2', { ...clear, block: 'suspension', standingVersion: 0 }), now)
      .thenEvents([taken('terminate', 'act-2')]);
  });

  it('a warning repeats only the latest action: twice in a row is one record', () => {
    given(fraudAlertDecider, [raised, taken('warning')])
      .when(take('warning', 'act-2'), now)
      .thenEvents([]);
    given(fraudAlertDecider, [raised, taken('warning'), taken('freeze_payouts', 'act-2')])
      .when(take('warning', 'act-3'), now)
      .thenEvents([taken('warning', 'act-3')]);
  });

  it('tracks each action and whether it was carried out', () => {
    const { state } = given(fraudAlertDecider, [
      raised,
      taken('suspend_provider'),
      carriedOut('suspend_provider'),
      taken('freeze_payouts', 'act-2'),
    ]);
    expect(state.exists && state.actions).toEqual([
      { actionId: 'act-1', action: 'suspend_provider', carriedOut: true, inForceAt: 0 },
      { actionId: 'act-2', action: 'freeze_payouts', carriedOut: false, inForceAt: null },
    ]);
  });

  it('an action recorded before actions had ids (version 1) counts as carried out', () => {
    const v1 = fraudAlertEvents.FraudAlertActionTaken.upcasters[1]({
      alertId,
      providerId: 'p1',
      action: 'suspend_provider',
      note: null,
      takenBy: 'u-inv',
      takenAt: at,
    });
    expect(fraudAlertEvents.FraudAlertActionTaken.schema.parse(v1)).toMatchObject({
      actionId: null,
      providerUserId: null,
    });
    const old = { type: 'FraudAlertActionTaken', data: v1 } as FraudAlertEvent;
    const { state } = given(fraudAlertDecider, [raised, old]);
    expect(state.exists && state.actions).toEqual([
      { actionId: null, action: 'suspend_provider', carriedOut: true, inForceAt: null },
    ]);
  });
});
