import { type CommandActor, isSystem } from '../kernel/actor';
import type { Decider } from '../kernel/decider';
import { commonErrors } from '../kernel/errors';
import { cardProcessingFee, isPence, type RefundReason } from '../money';
import { paymentErrors } from './errors';
import type { PaymentEvent, PaymentPurpose } from './events';

export const MINIMUM_CHARGE = 30;

export type PaymentCommand =
  | {
      type: 'CreatePaymentIntent';
      actor: CommandActor;
      paymentId: string;
      customerId: string;
      gatewayIntentId: string;
      amount: number;
      currency: string;
      purpose: PaymentPurpose;
    }
  /** Gateway webhooks, delivered at least once and in any order. */
  | { type: 'RecordPaymentRequiresAction'; actor: CommandActor; paymentId: string; gatewayEventId: string }
  | {
      type: 'RecordPaymentSucceeded';
      actor: CommandActor;
      paymentId: string;
      gatewayEventId: string;
      gatewayChargeId: string;
    }
  | {
      type: 'RecordPaymentFailed';
      actor: CommandActor;
      paymentId: string;
      gatewayEventId: string;
      reason: string;
    }
  /** Recorded after the gateway accepted the refund under the idempotency key `refundKey`. */
  | {
      type: 'RecordRefundIssued';
      actor: CommandActor;
      paymentId: string;
      refundKey: string;
      bookingId: string | null;
      amount: number;
      reason: RefundReason;
      gatewayRefundId: string;
    };

export type PaymentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'failed';

export type PaymentState =
  | { exists: false }
  | {
      exists: true;
      paymentId: string;
      customerId: string;
      amount: number;
      purpose: PaymentPurpose;
      status: PaymentStatus;
      captured: number;
      refunded: number;
      gatewayEventIds: readonly string[];
      refundKeys: readonly string[];
    };

/** What may still be refunded: captured minus already refunded. */
export const refundableAmount = (state: PaymentState): number =>
  state.exists ? state.captured - state.refunded : 0;

const settled = (status: PaymentStatus) => status === 'succeeded' || status === 'failed';

export const paymentDecider: Decider<PaymentCommand, PaymentState, PaymentEvent> = {
  initialState: { exists: false },

  decide(command, state, now) {
    const at = now.toISOString();
    if (command.type === 'CreatePaymentIntent') {
      const { actor } = command;
      if (actor.kind !== 'user' || actor.userId !== command.customerId)
        return commonErrors.error('FORBIDDEN');
      if (state.exists) return paymentErrors.error('PAYMENT_EXISTS');
      if (!isPence(command.amount) || command.amount === 0)
        return paymentErrors.error('PAYMENT_INVALID_AMOUNT');
      if (command.amount < MINIMUM_CHARGE) return paymentErrors.error('PAYMENT_AMOUNT_TOO_SMALL');
      if (command.currency !== 'gbp') return paymentErrors.error('PAYMENT_UNSUPPORTED_CURRENCY');
      if (command.purpose.kind === 'booking' && command.purpose.bookingIds.length === 0) {
        return paymentErrors.error('PAYMENT_INVALID_PURPOSE');
      }
      return [
        {
          type: 'PaymentIntentCreated',
          data: {
            paymentId: command.paymentId,
            customerId: command.customerId,
            gatewayIntentId: command.gatewayIntentId,
            amount: command.amount,
            currency: 'gbp',
            purpose: command.purpose,
            createdAt: at,
          },
        },
      ];
    }

    if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
    if (!state.exists) return paymentErrors.error('PAYMENT_NOT_FOUND');
    const { paymentId } = state;

    switch (command.type) {
      case 'RecordPaymentRequiresAction':
        if (state.gatewayEventIds.includes(command.gatewayEventId) || settled(state.status)) return [];
        return [
          { type: 'PaymentRequiresAction', data: { paymentId, gatewayEventId: command.gatewayEventId, at } },
        ];

      case 'RecordPaymentSucceeded':
        // A success is recorded even after a failure: the money was taken and must be accounted for
        // (and refunded by the process manager when its bookings were already cancelled).
        if (state.gatewayEventIds.includes(command.gatewayEventId) || state.status === 'succeeded') return [];
        return [
          {
            type: 'PaymentSucceeded',
            data: {
              paymentId,
              gatewayEventId: command.gatewayEventId,
              gatewayChargeId: command.gatewayChargeId,
              amount: state.amount,
              processingFee: cardProcessingFee(state.amount),
              succeededAt: at,
            },
          },
        ];

      case 'RecordPaymentFailed':
        // A late failure from an earlier attempt never undoes a success.
        if (state.gatewayEventIds.includes(command.gatewayEventId) || settled(state.status)) return [];
        return [
          {
            type: 'PaymentFailed',
            data: { paymentId, gatewayEventId: command.gatewayEventId, reason: command.reason, failedAt: at },
          },
        ];

      case 'RecordRefundIssued':
        if (state.refundKeys.includes(command.refundKey)) return [];
        if (state.status !== 'succeeded') return paymentErrors.error('PAYMENT_NOT_CAPTURED');
        if (!isPence(command.amount) || command.amount === 0)
          return paymentErrors.error('PAYMENT_INVALID_REFUND');
        if (command.amount > refundableAmount(state))
          return paymentErrors.error('PAYMENT_REFUND_EXCEEDS_CAPTURED');
        return [
          {
            type: 'PaymentRefundIssued',
            data: {
              paymentId,
              refundKey: command.refundKey,
              bookingId: command.bookingId,
              amount: command.amount,
              reason: command.reason,
              gatewayRefundId: command.gatewayRefundId,
              issuedAt: at,
            },
          },
        ];
    }
  },

  evolve(state, event) {
    if (event.type === 'PaymentIntentCreated') {
      return {
        exists: true,
        paymentId: event.data.paymentId,
        customerId: event.data.customerId,
        amount: event.data.amount,
        purpose: event.data.purpose,
        status: 'requires_payment_method',
        captured: 0,
        refunded: 0,
        gatewayEventIds: [],
        refundKeys: [],
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'PaymentRequiresAction':
        return {
          ...state,
          status: 'requires_action',
          gatewayEventIds: [...state.gatewayEventIds, event.data.gatewayEventId],
        };
      case 'PaymentSucceeded':
        return {
          ...state,
          status: 'succeeded',
          captured: event.data.amount,
          gatewayEventIds: [...state.gatewayEventIds, event.data.gatewayEventId],
        };
      case 'PaymentFailed':
        return {
          ...state,
          status: 'failed',
          gatewayEventIds: [...state.gatewayEventIds, event.data.gatewayEventId],
        };
      case 'PaymentRefundIssued':
        return {
          ...state,
          refunded: state.refunded + event.data.amount,
          refundKeys: [...state.refundKeys, event.data.refundKey],
        };
    }
  },
};
