import type { ContactKind } from '../chat/contact-sharing';
import { type CommandActor, hasRole, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError } from '../kernel/errors';
import { standingErrors } from './errors';
import type { SenderRole, StandingEvent } from './events';
import {
  blockReasons,
  consequenceOf,
  MESSAGING_RESTRICTION_MS,
  SUSPENSION_MS,
  type ViolationAction,
} from './ladder';
import { type ActiveBlock, initialStandingState, type StandingState } from './state';

export type StandingCommand =
  /** Sent by the process manager that sees MessageRefusedForContactSharing in a chat stream. */
  | {
      type: 'RecordContactSharingViolation';
      actor: CommandActor;
      userId: string;
      /** The refused chat message's id: one message is one violation, however often it is delivered. */
      violationId: string;
      chatRoomId: string;
      chatMessageId: string;
      senderRole: SenderRole;
      kinds: readonly ContactKind[];
      detectedContent: string;
    }
  /** Timer at blockedUntil. */
  | { type: 'LiftExpiredBlock'; actor: CommandActor; userId: string }
  /** Back office (admin or investigator): ends a restriction, suspension or termination now. */
  | { type: 'LiftBlock'; actor: CommandActor; userId: string; reason: string }
  /** Back office: a suspension (7 days) or termination outside the ladder, e.g. after a fraud investigation. */
  | {
      type: 'ImposeBlock';
      actor: CommandActor;
      userId: string;
      block: 'suspension' | 'termination';
      reason: string;
      /**
       * For an action carried out from a fraud alert: a block as strong already in force means
       * the action is done, and nothing is appended (neither a refusal nor a second suspension).
       */
      skipIfInForce?: boolean;
    };

const isBackOffice = (actor: CommandActor) => hasRole(actor, 'investigator');
const actorLabel = (actor: CommandActor) => (actor.kind === 'user' ? actor.userId : `system:${actor.name}`);
const at = (now: Date, plusMs = 0) => new Date(now.getTime() + plusMs).toISOString();

function consequenceEvents(
  action: ViolationAction,
  command: Extract<StandingCommand, { type: 'RecordContactSharingViolation' }>,
  now: Date,
): StandingEvent[] {
  const { userId, violationId } = command;
  const by = actorLabel(command.actor);
  switch (action) {
    case 'final_warning':
      return [
        {
          type: 'StandingMessagingRestricted',
          data: {
            userId,
            violationId,
            blockReason: blockReasons.restriction,
            blockedUntil: at(now, MESSAGING_RESTRICTION_MS),
            restrictedAt: at(now),
          },
        },
      ];
    case 'suspension':
      return [
        {
          type: 'StandingSuspended',
          data: {
            userId,
            cause: 'contact_sharing',
            violationId,
            blockReason: blockReasons.suspension,
            blockedUntil: at(now, SUSPENSION_MS),
            suspendedAt: at(now),
            suspendedBy: by,
          },
        },
      ];
    case 'termination':
      return [
        {
          type: 'StandingTerminated',
          data: {
            userId,
            cause: 'contact_sharing',
            violationId,
            blockReason: blockReasons.termination,
            terminatedAt: at(now),
            terminatedBy: by,
          },
        },
      ];
    case 'warning':
    case 'none':
      return [];
  }
}

const banExpiry = (action: ViolationAction, now: Date): string | null => {
  if (action === 'final_warning') return at(now, MESSAGING_RESTRICTION_MS);
  if (action === 'suspension') return at(now, SUSPENSION_MS);
  return null;
};

function decideViolation(
  command: Extract<StandingCommand, { type: 'RecordContactSharingViolation' }>,
  state: StandingState,
  now: Date,
): StandingEvent[] | DomainError {
  if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
  // Subscriptions deliver at least once: the same refused message must not climb the ladder twice.
  if (state.violationIds.includes(command.violationId)) return [];
  const violationNumber = state.violationIds.length + 1;
  const action = consequenceOf({
    violationNumber,
    contactSharingSuspensions: state.contactSharingSuspensions,
    terminated: state.block?.kind === 'termination',
  });
  return [
    {
      type: 'ContactSharingViolationRecorded',
      data: {
        userId: command.userId,
        violationId: command.violationId,
        chatRoomId: command.chatRoomId,
        chatMessageId: command.chatMessageId,
        senderRole: command.senderRole,
        violationType: 'contact_sharing',
        kinds: [...command.kinds],
        detectedContent: command.detectedContent,
        violationNumber,
        actionTaken: action,
        banExpiresAt: banExpiry(action, now),
        recordedAt: at(now),
      },
    },
    ...consequenceEvents(action, command, now),
  ];
}

function decideLiftExpired(
  command: Extract<StandingCommand, { type: 'LiftExpiredBlock' }>,
  state: StandingState,
  now: Date,
): StandingEvent[] | DomainError {
  if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
  const block = state.block;
  // The timer may fire early (clock skew), twice, or after a manual lift: then there is nothing to do.
  if (block === null || block.until === null || Date.parse(block.until) > now.getTime()) return [];
  return [
    {
      type: 'StandingBlockLifted',
      data: {
        userId: command.userId,
        liftedBlock: block.kind,
        reason:
          block.kind === 'restriction'
            ? 'The 24-hour messaging restriction ended.'
            : 'The 7-day suspension ended.',
        early: false,
        liftedAt: at(now),
        liftedBy: actorLabel(command.actor),
      },
    },
  ];
}

function decideLift(
  command: Extract<StandingCommand, { type: 'LiftBlock' }>,
  state: StandingState,
  now: Date,
): StandingEvent[] | DomainError {
  if (!isBackOffice(command.actor)) return commonErrors.error('FORBIDDEN');
  if (command.reason.trim() === '') return standingErrors.error('STANDING_REASON_REQUIRED');
  if (state.block === null) return standingErrors.error('STANDING_NOT_BLOCKED');
  return [
    {
      type: 'StandingBlockLifted',
      data: {
        userId: command.userId,
        liftedBlock: state.block.kind,
        reason: command.reason.trim(),
        early: true,
        liftedAt: at(now),
        liftedBy: actorLabel(command.actor),
      },
    },
  ];
}

/** A termination covers a suspension; a messaging restriction covers neither. */
const blockInForce = (state: StandingState, block: 'suspension' | 'termination'): boolean =>
  state.block?.kind === 'termination' || (block === 'suspension' && state.block?.kind === 'suspension');

function decideImpose(
  command: Extract<StandingCommand, { type: 'ImposeBlock' }>,
  state: StandingState,
  now: Date,
): StandingEvent[] | DomainError {
  if (!isBackOffice(command.actor)) return commonErrors.error('FORBIDDEN');
  const reason = command.reason.trim();
  if (reason === '') return standingErrors.error('STANDING_REASON_REQUIRED');
  if (command.skipIfInForce && blockInForce(state, command.block)) return [];
  if (state.block?.kind === 'termination') return standingErrors.error('STANDING_ALREADY_TERMINATED');
  const by = actorLabel(command.actor);
  if (command.block === 'termination') {
    return [
      {
        type: 'StandingTerminated',
        data: {
          userId: command.userId,
          cause: 'back_office',
          violationId: null,
          blockReason: reason,
          terminatedAt: at(now),
          terminatedBy: by,
        },
      },
    ];
  }
  return [
    {
      type: 'StandingSuspended',
      data: {
        userId: command.userId,
        cause: 'back_office',
        violationId: null,
        blockReason: reason,
        blockedUntil: at(now, SUSPENSION_MS),
        suspendedAt: at(now),
        suspendedBy: by,
      },
    },
  ];
}

const blockFrom = (
  kind: ActiveBlock['kind'],
  data: { cause?: ActiveBlock['cause']; blockReason: string; blockedUntil?: string },
  since: string,
): ActiveBlock => ({
  kind,
  cause: data.cause ?? 'contact_sharing',
  reason: data.blockReason,
  since,
  until: data.blockedUntil ?? null,
});

/**
 * A user's contact-sharing standing (stream `standing-<userId>`). It applies to
 * providers and clients alike: both sides are protected from being taken off the platform.
 */
export const standingDecider: Decider<StandingCommand, StandingState, StandingEvent> = {
  initialState: initialStandingState,

  decide(command, state, now) {
    switch (command.type) {
      case 'RecordContactSharingViolation':
        return decideViolation(command, state, now);
      case 'LiftExpiredBlock':
        return decideLiftExpired(command, state, now);
      case 'LiftBlock':
        return decideLift(command, state, now);
      case 'ImposeBlock':
        return decideImpose(command, state, now);
    }
  },

  evolve(state, event) {
    const withUser = { ...state, userId: event.data.userId };
    switch (event.type) {
      case 'ContactSharingViolationRecorded':
        return {
          ...withUser,
          violationIds: [...state.violationIds, event.data.violationId],
          lastViolationAt: event.data.recordedAt,
        };
      case 'StandingMessagingRestricted':
        return { ...withUser, block: blockFrom('restriction', event.data, event.data.restrictedAt) };
      case 'StandingSuspended':
        return {
          ...withUser,
          block: blockFrom('suspension', event.data, event.data.suspendedAt),
          contactSharingSuspensions:
            state.contactSharingSuspensions + (event.data.cause === 'contact_sharing' ? 1 : 0),
        };
      case 'StandingTerminated':
        return { ...withUser, block: blockFrom('termination', event.data, event.data.terminatedAt) };
      case 'StandingBlockLifted':
        return { ...withUser, block: null };
    }
  },
};
