import { type CommandActor, hasRole, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError, validationError } from '../kernel/errors';
import { FRAUD_SEVERITIES, type FraudSeverity } from '../risk/fraud-rules';
import { fraudAlertErrors } from './errors';
import {
  FRAUD_ACTIONS,
  FRAUD_OUTCOMES,
  type FraudAction,
  type FraudAlertEvent,
  type FraudOutcome,
} from './events';

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
    }
  | { type: 'AddFraudAlertNote'; actor: CommandActor; alertId: string; noteId: string; note: string }
  | {
      type: 'TakeFraudAlertAction';
      actor: CommandActor;
      alertId: string;
      action: string;
      note: string | null;
    }
  | {
      type: 'ResolveFraudAlert';
      actor: CommandActor;
      alertId: string;
      outcome: string;
      resolutionNote: string;
    };

export type FraudAlertStatus = 'open' | 'investigating' | 'resolved';

export type FraudAlertState =
  | { exists: false }
  | {
      exists: true;
      alertId: string;
      providerId: string;
      status: FraudAlertStatus;
      investigatedBy: string | null;
      noteIds: readonly string[];
      actionsTaken: readonly FraudAction[];
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
      const note = command.note?.trim() || null;
      return [
        {
          type: 'FraudAlertActionTaken',
          data: {
            alertId: alert.alertId,
            providerId: alert.providerId,
            action: command.action,
            note,
            takenBy: investigatorId,
            takenAt: at,
          },
        },
      ];
    }
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
        actionsTaken: [],
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
        return { ...state, actionsTaken: [...state.actionsTaken, event.data.action] };
      case 'FraudAlertResolved':
        return { ...state, status: 'resolved', outcome: event.data.outcome };
    }
  },
};
