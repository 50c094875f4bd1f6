import type { BookingStatus } from '../booking/events';
import { type CommandActor, hasRole, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError } from '../kernel/errors';
import {
  type BookingMoney,
  balanceReleaseAt,
  depositPaymentDate,
  disputeWindowClosesAt,
  isBalancedBookingMoney,
  isPence,
  type ProviderPlan,
  type RefundReason,
  sumParts,
} from '../money';
import { escrowErrors } from './errors';
import type { DisputeOutcome, EscrowEvent } from './events';
import { balancePaymentDateFrom, balanceReleaseEvent, depositRecallEvent, refundEvent } from './movements';
import { type EscrowState, evolveEscrow, type HeldEscrow } from './state';

export const MAX_DISPUTE_TEXT = 2000;

export type EscrowCommand =
  /** On payment success: the booking's whole payment is held. */
  | {
      type: 'HoldPayment';
      actor: CommandActor;
      bookingId: string;
      paymentId: string;
      customerId: string;
      providerId: string;
      plan: ProviderPlan;
      eventDate: string;
      eventEndsAt: string;
      money: BookingMoney;
    }
  /** On acceptance: the deposit goes to the provider's payout, paid by the 14-day / 4-day rule. */
  | { type: 'ReleaseDeposit'; actor: CommandActor; bookingId: string; payoutId: string }
  /**
   * Timer 48 hours after the event, or at once for a cancelled booking's retained share.
   * `bookingStatus` is the booking stream's current status.
   */
  | {
      type: 'ReleaseBalance';
      actor: CommandActor;
      bookingId: string;
      payoutId: string;
      bookingStatus: BookingStatus;
    }
  /**
   * A refund decided by the booking lifecycle. `recalledDepositPayoutId` names the deposit payout
   * the caller cancelled first (it was still scheduled), so that money is refunded rather than owed.
   */
  | {
      type: 'RefundEscrow';
      actor: CommandActor;
      bookingId: string;
      refundKey: string;
      amount: number;
      reason: Exclude<RefundReason, 'dispute_resolved'>;
      recalledDepositPayoutId: string | null;
    }
  | {
      type: 'RaiseDispute';
      actor: CommandActor;
      bookingId: string;
      reason: string;
      bookingStatus: BookingStatus;
    }
  | {
      type: 'ResolveDispute';
      actor: CommandActor;
      bookingId: string;
      outcome: DisputeOutcome;
      /** Only for refund_in_part. */
      refundAmount: number;
      notes: string | null;
      refundKey: string;
      payoutId: string;
      recalledDepositPayoutId: string | null;
    };

/** Applies each event to the running state so later movements see earlier ones. */
function sequence(state: HeldEscrow, steps: ((current: HeldEscrow) => EscrowEvent | null)[]): EscrowEvent[] {
  const events: EscrowEvent[] = [];
  let current = state;
  for (const step of steps) {
    const event = step(current);
    if (event === null) continue;
    events.push(event);
    current = evolveEscrow(current, event) as HeldEscrow;
  }
  return events;
}

function checkRecall(state: HeldEscrow, payoutId: string | null): DomainError | null {
  if (payoutId === null) return null;
  if (state.deposit.status !== 'released' || state.deposit.payoutId !== payoutId) {
    return escrowErrors.error('ESCROW_DEPOSIT_NOT_RECALLABLE');
  }
  return null;
}

const recallStep = (payoutId: string | null, now: Date) => (current: HeldEscrow) =>
  payoutId === null ? null : depositRecallEvent(current, payoutId, now);

function hold(command: Extract<EscrowCommand, { type: 'HoldPayment' }>, state: EscrowState, now: Date) {
  if (state.exists) {
    return state.paymentId === command.paymentId ? [] : escrowErrors.error('ESCROW_ALREADY_HELD');
  }
  if (!isBalancedBookingMoney(command.money)) return escrowErrors.error('ESCROW_INVALID_AMOUNT');
  const eventDate = new Date(command.eventDate);
  const eventEndsAt = new Date(command.eventEndsAt);
  if (Number.isNaN(eventDate.getTime()) || Number.isNaN(eventEndsAt.getTime()) || eventEndsAt < eventDate) {
    return escrowErrors.error('ESCROW_INVALID_DATE');
  }
  const { money } = command;
  return [
    {
      type: 'EscrowHeld',
      data: {
        bookingId: command.bookingId,
        paymentId: command.paymentId,
        customerId: command.customerId,
        providerId: command.providerId,
        plan: command.plan,
        eventDate: eventDate.toISOString(),
        eventEndsAt: eventEndsAt.toISOString(),
        fullAmount: money.totalAmount,
        platformFee: money.platformFee,
        vatAmount: money.vatAmount,
        providerAmount: money.providerAmount,
        depositAmount: money.depositAmount,
        heldAt: now.toISOString(),
      },
    },
  ] satisfies EscrowEvent[];
}

function releaseDeposit(state: HeldEscrow, payoutId: string, now: Date): EscrowEvent[] | DomainError {
  if (state.deposit.status !== 'held') return [];
  if (state.dispute === 'open') return escrowErrors.error('ESCROW_FROZEN');
  const amount = Math.min(state.depositAmount, state.held.provider);
  if (amount === 0) return [];
  return [
    {
      type: 'EscrowDepositReleased',
      data: {
        bookingId: state.bookingId,
        payoutId,
        amount,
        paymentDate: depositPaymentDate(now, new Date(state.eventDate)).toISOString(),
        releasedAt: now.toISOString(),
      },
    },
  ];
}

function releaseBalance(
  state: HeldEscrow,
  command: Extract<EscrowCommand, { type: 'ReleaseBalance' }>,
  now: Date,
): EscrowEvent[] | DomainError {
  if (state.balanceReleased) return [];
  if (state.dispute === 'open') return escrowErrors.error('ESCROW_FROZEN');
  let paymentDate: Date;
  switch (command.bookingStatus) {
    case 'cancelled':
    case 'declined':
      // What a cancellation left with the provider is theirs now; there is no event to wait for.
      paymentDate = balancePaymentDateFrom(state, now, now);
      break;
    case 'confirmed':
    case 'completed':
      if (now.getTime() < balanceReleaseAt(new Date(state.eventEndsAt)).getTime()) {
        return escrowErrors.error('ESCROW_RELEASE_NOT_DUE');
      }
      paymentDate = balancePaymentDateFrom(state, new Date(state.eventEndsAt), now);
      break;
    default:
      return escrowErrors.error('ESCROW_RELEASE_NOT_DUE');
  }
  const event = balanceReleaseEvent(state, command.payoutId, paymentDate, now);
  return event ? [event] : [];
}

function refund(
  state: HeldEscrow,
  command: Extract<EscrowCommand, { type: 'RefundEscrow' }>,
  now: Date,
): EscrowEvent[] | DomainError {
  if (state.refundKeys.includes(command.refundKey)) return [];
  if (state.dispute === 'open') return escrowErrors.error('ESCROW_FROZEN');
  if (!isPence(command.amount) || command.amount === 0) return escrowErrors.error('ESCROW_INVALID_AMOUNT');
  if (command.amount > sumParts(state.entitled)) return escrowErrors.error('ESCROW_REFUND_EXCEEDS_PAYMENT');
  const recallRefused = checkRecall(state, command.recalledDepositPayoutId);
  if (recallRefused) return recallRefused;
  return sequence(state, [
    recallStep(command.recalledDepositPayoutId, now),
    (current) => refundEvent(current, command, now),
  ]);
}

function raiseDispute(
  state: HeldEscrow,
  command: Extract<EscrowCommand, { type: 'RaiseDispute' }>,
  now: Date,
): EscrowEvent[] | DomainError {
  const { actor } = command;
  if (actor.kind !== 'user' || actor.userId !== state.customerId) return commonErrors.error('FORBIDDEN');
  if (state.dispute !== 'none') return escrowErrors.error('ESCROW_DISPUTE_EXISTS');
  if (command.bookingStatus !== 'confirmed' && command.bookingStatus !== 'completed') {
    return escrowErrors.error('ESCROW_DISPUTE_NOT_ALLOWED');
  }
  if (now.getTime() < new Date(state.eventDate).getTime())
    return escrowErrors.error('ESCROW_DISPUTE_TOO_EARLY');
  if (
    now.getTime() >= disputeWindowClosesAt(new Date(state.eventEndsAt)).getTime() ||
    state.balanceReleased
  ) {
    return escrowErrors.error('ESCROW_DISPUTE_WINDOW_CLOSED');
  }
  const reason = command.reason.trim();
  if (reason === '' || reason.length > MAX_DISPUTE_TEXT)
    return escrowErrors.error('ESCROW_DISPUTE_REASON_INVALID');
  return [
    {
      type: 'EscrowDisputeRaised',
      data: { bookingId: state.bookingId, customerId: state.customerId, reason, raisedAt: now.toISOString() },
    },
  ];
}

function resolveDispute(
  state: HeldEscrow,
  command: Extract<EscrowCommand, { type: 'ResolveDispute' }>,
  now: Date,
): EscrowEvent[] | DomainError {
  const { actor } = command;
  if (actor.kind !== 'user' || !hasRole(actor, 'investigator')) return commonErrors.error('FORBIDDEN');
  if (state.dispute !== 'open') return escrowErrors.error('ESCROW_NO_OPEN_DISPUTE');
  const recallRefused = checkRecall(state, command.recalledDepositPayoutId);
  if (recallRefused) return recallRefused;
  const refundable = sumParts(state.entitled);
  let refundAmount = 0;
  if (command.outcome === 'refund_in_full') refundAmount = refundable;
  if (command.outcome === 'refund_in_part') {
    if (!isPence(command.refundAmount) || command.refundAmount === 0 || command.refundAmount >= refundable) {
      return escrowErrors.error('ESCROW_PARTIAL_REFUND_INVALID');
    }
    refundAmount = command.refundAmount;
  }
  const notes = command.notes?.trim() || null;
  if (notes !== null && notes.length > MAX_DISPUTE_TEXT)
    return escrowErrors.error('ESCROW_DISPUTE_REASON_INVALID');
  const paymentDate = balancePaymentDateFrom(state, new Date(state.eventEndsAt), now);
  return sequence(state, [
    recallStep(command.recalledDepositPayoutId, now),
    () => ({
      type: 'EscrowDisputeResolved',
      data: {
        bookingId: state.bookingId,
        customerId: state.customerId,
        investigatorId: actor.userId,
        outcome: command.outcome,
        refundAmount,
        notes,
        resolvedAt: now.toISOString(),
      },
    }),
    (current) =>
      refundAmount === 0
        ? null
        : refundEvent(
            current,
            { refundKey: command.refundKey, amount: refundAmount, reason: 'dispute_resolved' },
            now,
          ),
    (current) => balanceReleaseEvent(current, command.payoutId, paymentDate, now),
  ]);
}

export const escrowDecider: Decider<EscrowCommand, EscrowState, EscrowEvent> = {
  initialState: { exists: false },

  decide(command, state, now) {
    if (command.type === 'RaiseDispute' || command.type === 'ResolveDispute') {
      if (!state.exists) return escrowErrors.error('ESCROW_NOT_FOUND');
      return command.type === 'RaiseDispute'
        ? raiseDispute(state, command, now)
        : resolveDispute(state, command, now);
    }
    if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
    if (command.type === 'HoldPayment') return hold(command, state, now);
    if (!state.exists) return escrowErrors.error('ESCROW_NOT_FOUND');
    switch (command.type) {
      case 'ReleaseDeposit':
        return releaseDeposit(state, command.payoutId, now);
      case 'ReleaseBalance':
        return releaseBalance(state, command, now);
      case 'RefundEscrow':
        return refund(state, command, now);
    }
  },

  evolve: evolveEscrow,
};
