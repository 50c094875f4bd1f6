import { type CommandActor, isSystem } from '../kernel/actor';
import { HOUR } from '../kernel/clock';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError, isDomainError } from '../kernel/errors';
import {
  type BookingMoney,
  fullRefundDeadline,
  isBalancedBookingMoney,
  type ProviderPlan,
  type RefundReason,
  refundFor,
} from '../money';
import { checkFurniture, MAX_QUANTITY } from '../quote/item-pricing';
import { bookingErrors } from './errors';
import {
  type BookingEvent,
  type BookingPaymentStatus,
  type BookingStatus,
  DEFAULT_CANCELLATION_POLICY,
  type UnbookedRefundReason,
} from './events';

/** The provider has 24 hours from payment to accept or decline. */
export const PROVIDER_RESPONSE_HOURS = 24;
export const MAX_TEXT_LENGTH = 2000;

export type BookingCommand =
  | {
      type: 'CreateBooking';
      actor: CommandActor;
      bookingId: string;
      quoteId: string | null;
      serviceId: string;
      customerId: string;
      providerId: string;
      /** The provider's user account, which is who may accept, decline or cancel as the provider. */
      providerUserId: string;
      eventDate: string;
      /** Hours. */
      duration: number;
      /** How many of the service; Table & Chair Hire's tables and chairs (null for other services). */
      quantity: number;
      tableQuantity: number | null;
      chairQuantity: number | null;
      money: BookingMoney;
      plan: ProviderPlan;
      paymentId: string;
      notes: string | null;
      specialRequests: string | null;
    }
  | { type: 'MarkBookingPaid'; actor: CommandActor; bookingId: string; paymentId: string }
  | {
      type: 'MarkBookingPaymentFailed';
      actor: CommandActor;
      bookingId: string;
      paymentId: string;
      reason: string;
    }
  | { type: 'AcceptBooking'; actor: CommandActor; bookingId: string; message: string | null }
  | { type: 'DeclineBooking'; actor: CommandActor; bookingId: string; message: string | null }
  /** Timer at respondBy. */
  | { type: 'AutoDeclineBooking'; actor: CommandActor; bookingId: string }
  | { type: 'CancelBooking'; actor: CommandActor; bookingId: string }
  /** Timer when the checkout's calendar hold lapses without a payment result. */
  | { type: 'AbandonCheckout'; actor: CommandActor; bookingId: string }
  /**
   * Settlement, when the payment succeeded but the booking cannot have its day (someone else's
   * booking took it) or its checkout had already ended: the client gets everything back.
   */
  | {
      type: 'RefundUnbookedPayment';
      actor: CommandActor;
      bookingId: string;
      paymentId: string;
      reason: UnbookedRefundReason;
    }
  /** Timer at the end of the event. */
  | { type: 'CompleteBooking'; actor: CommandActor; bookingId: string };

export type BookingState =
  | { exists: false }
  | {
      exists: true;
      bookingId: string;
      customerId: string;
      providerUserId: string;
      status: BookingStatus;
      paymentStatus: BookingPaymentStatus;
      paymentId: string;
      /** Stays true after refunds, so a repeated payment confirmation is recognised. */
      paid: boolean;
      eventDate: string;
      eventEndsAt: string;
      totalAmount: number;
      respondBy: string | null;
    };

type ExistingBooking = Extract<BookingState, { exists: true }>;

const reached = (iso: string | null, now: Date) => iso !== null && new Date(iso).getTime() <= now.getTime();
const tooLong = (text: string | null) => text !== null && text.length > MAX_TEXT_LENGTH;
const isUser = (actor: CommandActor, userId: string) => actor.kind === 'user' && actor.userId === userId;

/** Whole numbers within a quote's limits; tables and chairs come together or not at all. */
function isValidOrder(command: Extract<BookingCommand, { type: 'CreateBooking' }>): boolean {
  const { quantity, tableQuantity, chairQuantity } = command;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return false;
  if (tableQuantity === null && chairQuantity === null) return true;
  if (tableQuantity === null || chairQuantity === null) return false;
  return !isDomainError(checkFurniture(tableQuantity, chairQuantity, 'order'));
}

function create(
  command: Extract<BookingCommand, { type: 'CreateBooking' }>,
  now: Date,
): BookingEvent[] | DomainError {
  if (!isUser(command.actor, command.customerId)) return commonErrors.error('FORBIDDEN');
  if (command.customerId === command.providerUserId) return bookingErrors.error('BOOKING_OWN_SERVICE');
  if (!isBalancedBookingMoney(command.money) || command.money.totalAmount === 0) {
    return bookingErrors.error('BOOKING_INVALID_MONEY');
  }
  if (!Number.isInteger(command.duration) || command.duration < 1) {
    return bookingErrors.error('BOOKING_INVALID_DURATION');
  }
  if (!isValidOrder(command)) return bookingErrors.error('BOOKING_INVALID_ORDER');
  const eventDate = new Date(command.eventDate);
  if (Number.isNaN(eventDate.getTime()) || eventDate.getTime() <= now.getTime()) {
    return bookingErrors.error('BOOKING_EVENT_DATE_NOT_IN_FUTURE');
  }
  if (tooLong(command.notes) || tooLong(command.specialRequests))
    return bookingErrors.error('BOOKING_TEXT_TOO_LONG');
  return [
    {
      type: 'BookingCreated',
      data: {
        bookingId: command.bookingId,
        quoteId: command.quoteId,
        serviceId: command.serviceId,
        customerId: command.customerId,
        providerId: command.providerId,
        providerUserId: command.providerUserId,
        ...command.money,
        plan: command.plan,
        paymentId: command.paymentId,
        notes: command.notes,
        specialRequests: command.specialRequests,
        duration: command.duration,
        quantity: command.quantity,
        tableQuantity: command.tableQuantity,
        chairQuantity: command.chairQuantity,
        eventDate: eventDate.toISOString(),
        eventEndsAt: new Date(eventDate.getTime() + command.duration * HOUR).toISOString(),
        cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
        refundEligibleUntil: fullRefundDeadline(eventDate).toISOString(),
        createdAt: now.toISOString(),
      },
    },
  ];
}

/**
 * Cancellation: the client may cancel while pending (nothing paid), while the
 * provider reviews (full refund) and after confirmation by the refund tiers; the provider may
 * cancel a confirmed booking, always with a full refund. Nobody cancels once the event started.
 */
function cancel(state: ExistingBooking, actor: CommandActor, now: Date): BookingEvent[] | DomainError {
  const byCustomer = isUser(actor, state.customerId);
  const byProvider = isUser(actor, state.providerUserId);
  if (!byCustomer && !byProvider) return commonErrors.error('FORBIDDEN');
  const cancelled = (refundReason: RefundReason | null): BookingEvent[] => {
    const refund =
      refundReason === null
        ? { rate: 0, amount: 0, daysBeforeEvent: null }
        : refundFor({
            reason: refundReason,
            totalAmount: state.totalAmount,
            eventDate: new Date(state.eventDate),
            at: now,
          });
    return [
      {
        type: 'BookingCancelled',
        data: {
          bookingId: state.bookingId,
          cancelledBy: byCustomer ? 'customer' : 'provider',
          refundReason,
          daysBeforeEvent: refund.daysBeforeEvent,
          refundRate: refund.rate,
          refundAmount: refund.amount,
          cancelledAt: now.toISOString(),
        },
      },
    ];
  };

  if (byProvider) {
    if (state.status === 'provider_reviewing') return bookingErrors.error('BOOKING_DECLINE_INSTEAD');
    if (state.status !== 'confirmed') return bookingErrors.error('BOOKING_NOT_CANCELLABLE');
    if (reached(state.eventDate, now)) return bookingErrors.error('BOOKING_EVENT_STARTED');
    return cancelled('provider_cancelled');
  }
  switch (state.status) {
    case 'pending':
      return cancelled(null);
    case 'provider_reviewing':
      return cancelled('customer_cancelled_before_confirmation');
    case 'confirmed':
      if (reached(state.eventDate, now)) return bookingErrors.error('BOOKING_EVENT_STARTED');
      return cancelled('customer_cancelled');
    default:
      return bookingErrors.error('BOOKING_NOT_CANCELLABLE');
  }
}

function respond(
  command: Extract<BookingCommand, { type: 'AcceptBooking' | 'DeclineBooking' }>,
  state: ExistingBooking,
  now: Date,
): BookingEvent[] | DomainError {
  if (!isUser(command.actor, state.providerUserId)) return commonErrors.error('FORBIDDEN');
  if (state.status !== 'provider_reviewing') return bookingErrors.error('BOOKING_NOT_REVIEWABLE');
  const providerResponse = command.message?.trim() || null;
  if (tooLong(providerResponse)) return bookingErrors.error('BOOKING_TEXT_TOO_LONG');
  const response = {
    bookingId: state.bookingId,
    providerUserId: state.providerUserId,
    providerResponse,
    providerRespondedAt: now.toISOString(),
  };
  if (command.type === 'DeclineBooking') {
    return [{ type: 'BookingDeclined', data: { ...response, refundAmount: state.totalAmount } }];
  }
  // The timer may lag; the 24 hours are the rule, so a late acceptance is refused.
  if (reached(state.respondBy, now)) return bookingErrors.error('BOOKING_RESPONSE_WINDOW_CLOSED');
  return [{ type: 'BookingAccepted', data: response }];
}

function bySystem(
  command: Extract<
    BookingCommand,
    {
      type:
        | 'MarkBookingPaid'
        | 'MarkBookingPaymentFailed'
        | 'AutoDeclineBooking'
        | 'AbandonCheckout'
        | 'RefundUnbookedPayment'
        | 'CompleteBooking';
    }
  >,
  state: ExistingBooking,
  now: Date,
): BookingEvent[] | DomainError {
  const { bookingId } = state;
  const at = now.toISOString();
  switch (command.type) {
    case 'MarkBookingPaid':
      if (command.paymentId !== state.paymentId) return bookingErrors.error('BOOKING_PAYMENT_MISMATCH');
      if (state.paid) return [];
      if (state.status !== 'pending') return bookingErrors.error('BOOKING_NOT_AWAITING_PAYMENT');
      return [
        {
          type: 'BookingPaid',
          data: {
            bookingId,
            paymentId: command.paymentId,
            providerNotifiedAt: at,
            respondBy: new Date(now.getTime() + PROVIDER_RESPONSE_HOURS * HOUR).toISOString(),
          },
        },
      ];
    case 'MarkBookingPaymentFailed':
      if (command.paymentId !== state.paymentId) return bookingErrors.error('BOOKING_PAYMENT_MISMATCH');
      if (state.status !== 'pending') return [];
      return [
        {
          type: 'BookingPaymentFailed',
          data: { bookingId, paymentId: command.paymentId, reason: command.reason, cancelledAt: at },
        },
      ];
    case 'AbandonCheckout':
      if (state.status !== 'pending') return [];
      return [
        {
          type: 'BookingCancelled',
          data: {
            bookingId,
            cancelledBy: 'system',
            refundReason: null,
            daysBeforeEvent: null,
            refundRate: 0,
            refundAmount: 0,
            cancelledAt: at,
          },
        },
      ];
    case 'RefundUnbookedPayment':
      if (command.paymentId !== state.paymentId) return bookingErrors.error('BOOKING_PAYMENT_MISMATCH');
      // Paid with its day (or refunded like this already): nothing to undo.
      if (state.paid) return [];
      return [
        {
          type: 'BookingPaymentRefunded',
          data: {
            bookingId,
            paymentId: command.paymentId,
            reason: command.reason,
            refundAmount: state.totalAmount,
            cancelledAt: at,
          },
        },
      ];
    case 'AutoDeclineBooking':
      if (state.status !== 'provider_reviewing') return [];
      if (!reached(state.respondBy, now)) return bookingErrors.error('BOOKING_RESPONSE_WINDOW_OPEN');
      return [
        { type: 'BookingAutoDeclined', data: { bookingId, declinedAt: at, refundAmount: state.totalAmount } },
      ];
    case 'CompleteBooking':
      if (state.status !== 'confirmed') return [];
      if (!reached(state.eventEndsAt, now)) return bookingErrors.error('BOOKING_EVENT_NOT_OVER');
      return [{ type: 'BookingCompleted', data: { bookingId, completedAt: at } }];
  }
}

const paymentStatusAfterRefund = (state: ExistingBooking, refundAmount: number): BookingPaymentStatus => {
  if (refundAmount === 0) return state.paymentStatus;
  return refundAmount >= state.totalAmount ? 'refunded' : 'partially_refunded';
};

export const bookingDecider: Decider<BookingCommand, BookingState, BookingEvent> = {
  initialState: { exists: false },

  decide(command, state, now) {
    if (command.type === 'CreateBooking') {
      if (state.exists) return bookingErrors.error('BOOKING_EXISTS');
      return create(command, now);
    }
    if (!state.exists) return bookingErrors.error('BOOKING_NOT_FOUND');
    switch (command.type) {
      case 'AcceptBooking':
      case 'DeclineBooking':
        return respond(command, state, now);
      case 'CancelBooking':
        return cancel(state, command.actor, now);
      default:
        if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
        return bySystem(command, state, now);
    }
  },

  evolve(state, event) {
    if (event.type === 'BookingCreated') {
      const data = event.data;
      return {
        exists: true,
        bookingId: data.bookingId,
        customerId: data.customerId,
        providerUserId: data.providerUserId,
        status: 'pending',
        paymentStatus: 'pending',
        paymentId: data.paymentId,
        paid: false,
        eventDate: data.eventDate,
        eventEndsAt: data.eventEndsAt,
        totalAmount: data.totalAmount,
        respondBy: null,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'BookingPaid':
        return {
          ...state,
          status: 'provider_reviewing',
          paymentStatus: 'paid',
          paid: true,
          respondBy: event.data.respondBy,
        };
      case 'BookingPaymentFailed':
        return { ...state, status: 'cancelled', paymentStatus: 'failed' };
      case 'BookingPaymentRefunded':
        // The money was taken (paid stays true, so a repeated confirmation is recognised) and is
        // all going back; the booking never reaches the provider.
        return { ...state, status: 'cancelled', paymentStatus: 'refunded', paid: true, respondBy: null };
      case 'BookingAccepted':
        return { ...state, status: 'confirmed' };
      case 'BookingDeclined':
      case 'BookingAutoDeclined':
        return {
          ...state,
          status: 'declined',
          paymentStatus: paymentStatusAfterRefund(state, event.data.refundAmount),
        };
      case 'BookingCancelled':
        return {
          ...state,
          status: 'cancelled',
          paymentStatus: paymentStatusAfterRefund(state, event.data.refundAmount),
        };
      case 'BookingCompleted':
        return { ...state, status: 'completed' };
    }
  },
};
