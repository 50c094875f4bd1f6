import { type CommandActor, hasRole, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError } from '../kernel/errors';
import { isPence } from '../money';
import { nextPayoutAttemptAt } from './backoff';
import { payoutErrors } from './errors';
import type { PaymentRule, PayoutEvent } from './events';

export type PayoutCommand =
  | {
      type: 'SchedulePayout';
      actor: CommandActor;
      payoutId: string;
      bookingId: string;
      providerId: string;
      amount: number;
      paymentRule: PaymentRule;
      paymentDate: string;
      eventDate: string;
    }
  /**
   * The payout worker, when the payout is due; it then asks the gateway for a transfer.
   * `providerPayoutsFrozen` is the provider's payout hold (core/src/payout-hold), read by the worker.
   */
  | { type: 'StartPayoutAttempt'; actor: CommandActor; payoutId: string; providerPayoutsFrozen?: boolean }
  | { type: 'RecordPayoutSent'; actor: CommandActor; payoutId: string; transferId: string }
  | { type: 'RecordPayoutFailed'; actor: CommandActor; payoutId: string; reason: string }
  /** An admin, once the cause of repeated failures has been fixed; the worker, once bank details arrive. */
  | { type: 'RetryPayout'; actor: CommandActor; payoutId: string }
  | { type: 'FreezePayout'; actor: CommandActor; payoutId: string; reason: string }
  | { type: 'UnfreezePayout'; actor: CommandActor; payoutId: string }
  /** The money was refunded before it was paid out. */
  | { type: 'CancelPayout'; actor: CommandActor; payoutId: string; reason: string };

export type PayoutStatus =
  | 'scheduled'
  | 'processing'
  | 'retry_scheduled'
  | 'needs_attention'
  | 'frozen'
  | 'sent'
  | 'cancelled';

type WaitingStatus = 'scheduled' | 'retry_scheduled' | 'needs_attention';

export type PayoutState =
  | { exists: false }
  | {
      exists: true;
      payoutId: string;
      amount: number;
      status: PayoutStatus;
      paymentDate: string;
      attempts: number;
      failuresInARow: number;
      nextAttemptAt: string | null;
      /** Where an unfrozen payout goes back to. */
      statusBeforeFreeze: WaitingStatus;
    };

type ExistingPayout = Extract<PayoutState, { exists: true }>;

const isWaiting = (status: PayoutStatus): status is WaitingStatus =>
  status === 'scheduled' || status === 'retry_scheduled' || status === 'needs_attention';

const isValidInstant = (text: string) => !Number.isNaN(new Date(text).getTime());

/** Why a payout that is on its way or settled cannot be frozen or cancelled. */
function notStoppable(state: ExistingPayout): DomainError | null {
  if (state.status === 'processing') return payoutErrors.error('PAYOUT_IN_PROGRESS');
  if (state.status === 'sent') return payoutErrors.error('PAYOUT_ALREADY_SENT');
  return null;
}

function startAttempt(state: ExistingPayout, now: Date): PayoutEvent[] | DomainError {
  switch (state.status) {
    case 'processing':
    case 'sent':
      // Already under way or done; the worker carries on with the attempt it has.
      return [];
    case 'cancelled':
      return payoutErrors.error('PAYOUT_CANCELLED');
    case 'frozen':
      return payoutErrors.error('PAYOUT_FROZEN');
    case 'needs_attention':
      return payoutErrors.error('PAYOUT_NEEDS_ATTENTION');
    case 'scheduled':
    case 'retry_scheduled': {
      const dueAt =
        state.status === 'scheduled' ? state.paymentDate : (state.nextAttemptAt ?? state.paymentDate);
      if (now.getTime() < new Date(dueAt).getTime()) return payoutErrors.error('PAYOUT_NOT_DUE');
      const attempt = state.attempts + 1;
      return [
        {
          type: 'PayoutAttemptStarted',
          data: {
            payoutId: state.payoutId,
            attempt,
            transferKey: `${state.payoutId}-attempt-${attempt}`,
            startedAt: now.toISOString(),
          },
        },
      ];
    }
  }
}

function transition(command: PayoutCommand, state: ExistingPayout, now: Date): PayoutEvent[] | DomainError {
  const { payoutId } = state;
  const at = now.toISOString();
  const { actor } = command;
  switch (command.type) {
    case 'SchedulePayout':
      return payoutErrors.error('PAYOUT_EXISTS');

    case 'StartPayoutAttempt':
      if (!isSystem(actor)) return commonErrors.error('FORBIDDEN');
      // A provider-wide freeze stops the attempt but leaves the payout waiting as it was, so the
      // unfreeze resumes it on the same schedule without a second state to undo.
      if (
        command.providerPayoutsFrozen &&
        (state.status === 'scheduled' || state.status === 'retry_scheduled')
      )
        return payoutErrors.error('PAYOUT_PROVIDER_FROZEN');
      return startAttempt(state, now);

    case 'RecordPayoutSent':
      if (!isSystem(actor)) return commonErrors.error('FORBIDDEN');
      if (state.status === 'sent') return [];
      if (state.status !== 'processing') return payoutErrors.error('PAYOUT_NOT_IN_PROGRESS');
      return [
        {
          type: 'PayoutSent',
          data: {
            payoutId,
            attempt: state.attempts,
            transferId: command.transferId,
            amount: state.amount,
            sentAt: at,
          },
        },
      ];

    case 'RecordPayoutFailed': {
      if (!isSystem(actor)) return commonErrors.error('FORBIDDEN');
      if (state.status !== 'processing') return payoutErrors.error('PAYOUT_NOT_IN_PROGRESS');
      const nextAttemptAt = nextPayoutAttemptAt(state.failuresInARow + 1, now);
      return [
        {
          type: 'PayoutFailed',
          data: {
            payoutId,
            attempt: state.attempts,
            reason: command.reason,
            failedAt: at,
            nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
          },
        },
      ];
    }

    case 'RetryPayout': {
      // An admin once the cause is fixed, or the payout-account worker once the provider's bank
      // details reached the gateway (the usual cause: a payout that fell due before they were added).
      const requestedBy =
        actor.kind === 'system' ? `system:${actor.name}` : hasRole(actor, 'admin') ? actor.userId : null;
      if (!requestedBy) return commonErrors.error('FORBIDDEN');
      if (state.status !== 'needs_attention') return payoutErrors.error('PAYOUT_NOT_NEEDING_ATTENTION');
      return [{ type: 'PayoutRetryRequested', data: { payoutId, requestedBy, nextAttemptAt: at } }];
    }

    case 'FreezePayout':
      if (!isSystem(actor) && !hasRole(actor, 'investigator')) return commonErrors.error('FORBIDDEN');
      if (state.status === 'frozen') return [];
      if (state.status === 'cancelled') return payoutErrors.error('PAYOUT_CANCELLED');
      return (
        notStoppable(state) ?? [
          { type: 'PayoutFrozen', data: { payoutId, reason: command.reason, frozenAt: at } },
        ]
      );

    case 'UnfreezePayout':
      if (!isSystem(actor) && !hasRole(actor, 'investigator')) return commonErrors.error('FORBIDDEN');
      if (state.status !== 'frozen') return [];
      return [{ type: 'PayoutUnfrozen', data: { payoutId, unfrozenAt: at } }];

    case 'CancelPayout':
      if (!isSystem(actor) && !hasRole(actor, 'admin')) return commonErrors.error('FORBIDDEN');
      if (state.status === 'cancelled') return [];
      return (
        notStoppable(state) ?? [
          {
            type: 'PayoutCancelled',
            data: { payoutId, amount: state.amount, reason: command.reason, cancelledAt: at },
          },
        ]
      );
  }
}

function schedule(
  command: Extract<PayoutCommand, { type: 'SchedulePayout' }>,
  now: Date,
): PayoutEvent[] | DomainError {
  if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
  if (!isPence(command.amount) || command.amount === 0) return payoutErrors.error('PAYOUT_INVALID_AMOUNT');
  if (!isValidInstant(command.paymentDate) || !isValidInstant(command.eventDate)) {
    return payoutErrors.error('PAYOUT_INVALID_DATE');
  }
  return [
    {
      type: 'PayoutScheduled',
      data: {
        payoutId: command.payoutId,
        bookingId: command.bookingId,
        providerId: command.providerId,
        amount: command.amount,
        paymentRule: command.paymentRule,
        paymentDate: new Date(command.paymentDate).toISOString(),
        eventDate: new Date(command.eventDate).toISOString(),
        scheduledAt: now.toISOString(),
      },
    },
  ];
}

export const payoutDecider: Decider<PayoutCommand, PayoutState, PayoutEvent> = {
  initialState: { exists: false },

  decide(command, state, now) {
    if (!state.exists) {
      return command.type === 'SchedulePayout'
        ? schedule(command, now)
        : payoutErrors.error('PAYOUT_NOT_FOUND');
    }
    return transition(command, state, now);
  },

  evolve(state, event) {
    if (event.type === 'PayoutScheduled') {
      return {
        exists: true,
        payoutId: event.data.payoutId,
        amount: event.data.amount,
        status: 'scheduled',
        paymentDate: event.data.paymentDate,
        attempts: 0,
        failuresInARow: 0,
        nextAttemptAt: null,
        statusBeforeFreeze: 'scheduled',
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'PayoutAttemptStarted':
        return { ...state, status: 'processing', attempts: event.data.attempt, nextAttemptAt: null };
      case 'PayoutSent':
        return { ...state, status: 'sent' };
      case 'PayoutFailed':
        return {
          ...state,
          status: event.data.nextAttemptAt === null ? 'needs_attention' : 'retry_scheduled',
          failuresInARow: state.failuresInARow + 1,
          nextAttemptAt: event.data.nextAttemptAt,
        };
      case 'PayoutRetryRequested':
        return {
          ...state,
          status: 'retry_scheduled',
          failuresInARow: 0,
          nextAttemptAt: event.data.nextAttemptAt,
        };
      case 'PayoutFrozen':
        return {
          ...state,
          status: 'frozen',
          statusBeforeFreeze: isWaiting(state.status) ? state.status : 'scheduled',
        };
      case 'PayoutUnfrozen':
        return { ...state, status: state.statusBeforeFreeze };
      case 'PayoutCancelled':
        return { ...state, status: 'cancelled' };
    }
  },
};
