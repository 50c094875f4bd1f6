import { type CommandActor, hasRole, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError, validationError } from '../kernel/errors';
import { FRAUD_SEVERITIES, type FraudSeverity } from '../risk/fraud-rules';
import { fraudAlertErrors } from './errors';
import {
  FRAUD_ACTIONS,
  FRAUD_OUTCOMES,
  type FraudAction,
  type FraudActionResult,
  type FraudAlertEvent,
  type FraudOutcome,
} from './events';

/**
 * What the provider is under right now, read from their standing and payout-hold streams when the
 * action is pressed: whether repeating an action the alert already records would change anything.
 */
export interface ProviderEffects {
  block: 'restriction' | 'suspension' | 'termination' | null;
  payoutsFrozen: boolean;
  /** The versions of the two streams as read (-1: no stream yet), to tell a stale read from a lift. */
  standingVersion: number;
  payoutHoldVersion: number;
}

type Metadata = Record<string, string | number | boolean | null>;

export type FraudAlertCommand =
  /** By the rules' process manager (system) or by an investigator who spotted something. */
  | {
      type: 'RaiseFraudAlert';
      actor: CommandActor;
      alertId: string;
      providerId: string;
      customerId: string | null;
      alertType: string;
      severity: string;
      description: string;
      metadata: Metadata;
      riskScore: number;
    }
  | {
      type: 'AssignFraudAlert';
      actor: CommandActor;
      alertId: string;
      investigatorId: string;
      /** From the accounts read model: whether that user holds the investigator (or admin) role. */
      assigneeIsInvestigator: boolean;
      /**
       * Whom the caller means to take the alert over from: the assignee their screen showed (none
       * when it showed the alert unassigned). An alert someone else took since is not taken from
       * them unknowingly, by a stale screen or a second investigator pressing at the same moment.
       */
      takeOverFrom?: string | null;
    }
  | { type: 'AddFraudAlertNote'; actor: CommandActor; alertId: string; noteId: string; note: string }
  | {
      type: 'TakeFraudAlertAction';
      actor: CommandActor;
      alertId: string;
      /** A fresh id per press; the action is carried out under it, so at most once. */
      actionId: string;
      action: string;
      note: string | null;
      providerUserId: string | null;
      provider: ProviderEffects;
    }
  /** The action's effect reached the provider; by whoever carried it out, as the investigator. */
  | {
      type: 'RecordFraudAlertActionCarriedOut';
      actor: CommandActor;
      alertId: string;
      actionId: string;
      result: FraudActionResult;
      providerStreamVersion: number | null;
    }
  | {
      type: 'ResolveFraudAlert';
      actor: CommandActor;
      alertId: string;
      outcome: string;
      resolutionNote: string;
    };

export type FraudAlertStatus = 'open' | 'investigating' | 'resolved';

export interface AlertAction {
  /** Null for actions recorded before actions had ids (they were carried out before recording). */
  actionId: string | null;
  action: FraudAction;
  carriedOut: boolean;
  /** The provider stream's version at which the effect was in force, once carried out. */
  inForceAt: number | null;
}

export type FraudAlertState =
  | { exists: false }
  | {
      exists: true;
      alertId: string;
      providerId: string;
      status: FraudAlertStatus;
      investigatedBy: string | null;
      noteIds: readonly string[];
      /** In the order taken; `carriedOut` once its effect reached the provider. */
      actions: readonly AlertAction[];
      outcome: FraudOutcome | null;
    };

const ALERT_TYPE = /^[a-z]+(_[a-z]+)*$/;
const isSeverity = (value: string): value is FraudSeverity =>
  (FRAUD_SEVERITIES as readonly string[]).includes(value);
const isAction = (value: string): value is FraudAction =>
  (FRAUD_ACTIONS as readonly string[]).includes(value);
const isOutcome = (value: string): value is FraudOutcome =>
  (FRAUD_OUTCOMES as readonly string[]).includes(value);

const actorLabel = (actor: CommandActor) => (actor.kind === 'user' ? actor.userId : `system:${actor.name}`);
/** Investigators (and admins, who hold every role) work alerts. */
const isInvestigator = (actor: CommandActor) => hasRole(actor, 'investigator');

function decideRaise(
  command: Extract<FraudAlertCommand, { type: 'RaiseFraudAlert' }>,
  state: FraudAlertState,
  now: Date,
): FraudAlertEvent[] | DomainError {
  if (!isSystem(command.actor) && !isInvestigator(command.actor)) return commonErrors.error('FORBIDDEN');
  // The alert id names the incident (fraudAlertIdFor): raising it again is a repeat, not a new alert.
  if (state.exists) return [];
  const fieldErrors: Record<string, string> = {};
  if (!ALERT_TYPE.test(command.alertType))
    fieldErrors.alertType = 'Please give the alert type in lower_snake_case.';
  if (!isSeverity(command.severity))
    fieldErrors.severity = 'Please choose a severity: low, medium, high or critical.';
  if (command.description.trim() === '') fieldErrors.description = 'Please describe what raised the alert.';
  if (!Number.isInteger(command.riskScore) || command.riskScore < 0 || command.riskScore > 100)
    fieldErrors.riskScore = 'The risk score must be a whole number from 0 to 100.';
  if (Object.keys(fieldErrors).length > 0 || !isSeverity(command.severity))
    return validationError(fieldErrors, 'FRAUD_ALERT_INVALID');
  return [
    {
      type: 'FraudAlertRaised',
      data: {
        alertId: command.alertId,
        providerId: command.providerId,
        customerId: command.customerId,
        alertType: command.alertType,
        severity: command.severity,
        description: command.description.trim(),
        metadata: command.metadata,
        riskScore: command.riskScore,
        status: 'open',
        raisedBy: actorLabel(command.actor),
        raisedAt: now.toISOString(),
      },
    },
  ];
}

type Alert = Extract<FraudAlertState, { exists: true }>;

const inForce = (action: FraudAction, provider: ProviderEffects): boolean => {
  switch (action) {
    case 'suspend_provider':
      return provider.block === 'suspension' || provider.block === 'termination';
    case 'terminate':
      return provider.block === 'termination';
    case 'freeze_payouts':
      return provider.payoutsFrozen;
    case 'warning':
    case 'none':
      return true;
  }
};

/**
 * Whether recording this action again would be a no-op: the alert's last action of the same kind
 * is still being carried out (a double click, or a retry after a crash in between), or it was
 * carried out and its effect still holds (no lift or unfreeze since). A warning only repeats the
 * alert's latest action. Anything else is a new decision and is recorded.
 */
export function repeatsAction(alert: Alert, action: FraudAction, provider: ProviderEffects): boolean {
  const latest = alert.actions[alert.actions.length - 1];
  if (action === 'warning' || action === 'none') return latest?.action === action;
  const last = alert.actions.filter((a) => a.action === action).at(-1);
  if (!last) return false;
  if (!last.carriedOut || inForce(action, provider)) return true;
  // Read before the effect that report names was written (a press racing the first one's carrying
  // out): the read is stale, not a sign of a lift.
  const seen = action === 'freeze_payouts' ? provider.payoutHoldVersion : provider.standingVersion;
  return last.inForceAt !== null && seen < last.inForceAt;
}

/** The action of that kind still waiting to be carried out, if any: what a repeat press completes. */
export function pendingAction(alert: Alert, action: FraudAction): string | null {
  const last = alert.actions.filter((a) => a.action === action).at(-1);
  return last && !last.carriedOut && last.actionId ? last.actionId : null;
}

function decideWork(
  command: Exclude<FraudAlertCommand, { type: 'RaiseFraudAlert' }>,
  alert: Alert,
  investigatorId: string,
  now: Date,
): FraudAlertEvent[] | DomainError {
  const at = now.toISOString();
  switch (command.type) {
    case 'AssignFraudAlert':
      if (!command.assigneeIsInvestigator) return fraudAlertErrors.error('FRAUD_ASSIGNEE_NOT_INVESTIGATOR');
      if (alert.investigatedBy === command.investigatorId) return [];
      if (alert.investigatedBy !== null && alert.investigatedBy !== (command.takeOverFrom ?? null)) {
        return fraudAlertErrors.error('FRAUD_ALERT_TAKEN');
      }
      return [
        {
          type: 'FraudAlertAssigned',
          data: {
            alertId: alert.alertId,
            investigatedBy: command.investigatorId,
            assignedBy: investigatorId,
            assignedAt: at,
          },
        },
      ];
    case 'AddFraudAlertNote': {
      const note = command.note.trim();
      if (note === '') return fraudAlertErrors.error('FRAUD_NOTE_REQUIRED');
      if (alert.noteIds.includes(command.noteId)) return [];
      return [
        {
          type: 'FraudAlertNoteAdded',
          data: {
            alertId: alert.alertId,
            noteId: command.noteId,
            note,
            authorId: investigatorId,
            addedAt: at,
          },
        },
      ];
    }
    case 'TakeFraudAlertAction': {
      if (!isAction(command.action)) return fraudAlertErrors.error('FRAUD_ACTION_INVALID');
      if (repeatsAction(alert, command.action, command.provider)) return [];
      const note = command.note?.trim() || null;
      return [
        {
          type: 'FraudAlertActionTaken',
          data: {
            alertId: alert.alertId,
            actionId: command.actionId,
            providerId: alert.providerId,
            providerUserId: command.providerUserId,
            action: command.action,
            note,
            takenBy: investigatorId,
            takenAt: at,
          },
        },
      ];
    }
    case 'RecordFraudAlertActionCarriedOut':
      return decideCarriedOut(command, alert, now);
    case 'ResolveFraudAlert': {
      const resolutionNote = command.resolutionNote.trim();
      if (!isOutcome(command.outcome) || resolutionNote === '')
        return fraudAlertErrors.error('FRAUD_RESOLUTION_INVALID');
      return [
        {
          type: 'FraudAlertResolved',
          data: {
            alertId: alert.alertId,
            outcome: command.outcome,
            resolutionNote,
            resolvedBy: investigatorId,
            resolvedAt: at,
          },
        },
      ];
    }
  }
}

function decideCarriedOut(
  command: Extract<FraudAlertCommand, { type: 'RecordFraudAlertActionCarriedOut' }>,
  alert: Alert,
  now: Date,
): FraudAlertEvent[] | DomainError {
  const taken = alert.actions.find((a) => a.actionId === command.actionId);
  if (!taken) return fraudAlertErrors.error('FRAUD_ACTION_NOT_FOUND');
  // The route and the worker may both finish the same action: the first report is the record.
  if (taken.carriedOut) return [];
  return [
    {
      type: 'FraudAlertActionCarriedOut',
      data: {
        alertId: alert.alertId,
        actionId: command.actionId,
        action: taken.action,
        result: command.result,
        providerStreamVersion: command.providerStreamVersion,
        carriedOutAt: now.toISOString(),
      },
    },
  ];
}

/**
 * A fraud alert for investigators (stream `fraud-alert-<alertId>`): raised open by a
 * rule, assigned, annotated, acted on (the action's effect is carried out by workers on the
 * standing and payout streams), and resolved with an outcome, after which it is closed.
 */
export const fraudAlertDecider: Decider<FraudAlertCommand, FraudAlertState, FraudAlertEvent> = {
  initialState: { exists: false },

  decide(command, state, now) {
    if (command.type === 'RaiseFraudAlert') return decideRaise(command, state, now);
    if (!isInvestigator(command.actor) || command.actor.kind !== 'user')
      return commonErrors.error('FORBIDDEN');
    if (!state.exists) return fraudAlertErrors.error('FRAUD_ALERT_NOT_FOUND');
    // An action decided before the alert was closed is still owed to the provider.
    if (command.type === 'RecordFraudAlertActionCarriedOut') return decideCarriedOut(command, state, now);
    if (state.status === 'resolved') return fraudAlertErrors.error('FRAUD_ALERT_RESOLVED');
    return decideWork(command, state, command.actor.userId, now);
  },

  evolve(state, event) {
    if (event.type === 'FraudAlertRaised') {
      return {
        exists: true,
        alertId: event.data.alertId,
        providerId: event.data.providerId,
        status: 'open',
        investigatedBy: null,
        noteIds: [],
        actions: [],
        outcome: null,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'FraudAlertAssigned':
        return { ...state, status: 'investigating', investigatedBy: event.data.investigatedBy };
      case 'FraudAlertNoteAdded':
        return { ...state, noteIds: [...state.noteIds, event.data.noteId] };
      case 'FraudAlertActionTaken':
        return {
          ...state,
          actions: [
            ...state.actions,
            // Version 1 actions had been carried out before they were recorded.
            {
              actionId: event.data.actionId,
              action: event.data.action,
              carriedOut: event.data.actionId === null,
              inForceAt: null,
            },
          ],
        };
      case 'FraudAlertActionCarriedOut':
        return {
          ...state,
          actions: state.actions.map((a) =>
            a.actionId === event.data.actionId
              ? { ...a, carriedOut: true, inForceAt: event.data.providerStreamVersion }
              : a,
          ),
        };
      case 'FraudAlertResolved':
        return { ...state, status: 'resolved', outcome: event.data.outcome };
    }
  },
};
