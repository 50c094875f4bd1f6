import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { type PaymentCommand, paymentDecider } from './decider';
import { type PaymentEvent, type PaymentPurpose, paymentEvents } from './events';

const client = { kind: 'user', userId: 'u-client', roles: [] } as const;
const webhook = systemActor('worker:payment-webhooks');
const now = new Date('2026-06-02T10:00:00Z');
const at = now.toISOString();

const purpose: PaymentPurpose = { kind: 'booking', bookingIds: ['b1', 'b2'], quoteId: 'q1', serviceId: null };
const create: Extract<PaymentCommand, { type: 'CreatePaymentIntent' }> = {
  type: 'CreatePaymentIntent',
  actor: client,
  paymentId: 'pay-1',
  customerId: 'u-client',
  gatewayIntentId: 'pi_123',
  amount: 92722,
  currency: 'gbp',
  purpose,
};
const created: PaymentEvent = {
  type: 'PaymentIntentCreated',
  data: {
    paymentId: 'pay-1',
    customerId: 'u-client',
    gatewayIntentId: 'pi_123',
    amount: 92722,
    currency: 'gbp',
    purpose,
    createdAt: at,
  },
};
const requiresAction: PaymentEvent = {
  type: 'PaymentRequiresAction',
  data: { paymentId: 'pay-1', gatewayEventId: 'evt_1', at },
};
// 2.9% of 92722 = 2688.938 → 2689, + 30p
const succeeded: PaymentEvent = {
  type: 'PaymentSucceeded',
  data: {
    paymentId: 'pay-1',
    gatewayEventId: 'evt_2',
    gatewayChargeId: 'ch_1',
    amount: 92722,
    processingFee: 2719,
    succeededAt: at,
  },
};
const failed: PaymentEvent = {
  type: 'PaymentFailed',
  data: { paymentId: 'pay-1', gatewayEventId: 'evt_3', reason: 'card_declined', failedAt: at },
};
const refund = (refundKey: string, amount: number): PaymentCommand => ({
  type: 'RecordRefundIssued',
  actor: webhook,
  paymentId: 'pay-1',
  refundKey,
  bookingId: 'b1',
  amount,
  reason: 'provider_declined',
  gatewayRefundId: `re_${refundKey}`,
});
const refunded = (refundKey: string, amount: number): PaymentEvent => ({
  type: 'PaymentRefundIssued',
  data: {
    paymentId: 'pay-1',
    refundKey,
    bookingId: 'b1',
    amount,
    reason: 'provider_declined',
    gatewayRefundId: `re_${refundKey}`,
    issuedAt: at,
  },
});
const succeed = (gatewayEventId = 'evt_2'): PaymentCommand => ({
  type: 'RecordPaymentSucceeded',
  actor: webhook,
  paymentId: 'pay-1',
  gatewayEventId,
  gatewayChargeId: 'ch_1',
});
const fail = (gatewayEventId = 'evt_3'): PaymentCommand => ({
  type: 'RecordPaymentFailed',
  actor: webhook,
  paymentId: 'pay-1',
  gatewayEventId,
  reason: 'card_declined',
});
const needAction = (gatewayEventId = 'evt_1'): PaymentCommand => ({
  type: 'RecordPaymentRequiresAction',
  actor: webhook,
  paymentId: 'pay-1',
  gatewayEventId,
});

describe('payment event schemas', () => {
  it.each([created, requiresAction, succeeded, failed, refunded('k', 100)])(
    '$type matches its schema',
    (event) => {
      expect(paymentEvents[event.type].schema.safeParse(event.data).success).toBe(true);
    },
  );
});

describe('creating a payment intent', () => {
  it('given nothing, when the client checks out, then an intent for the amount in pence and GBP is created', () => {
    given(paymentDecider).when(create, now).thenEvents([created]);
  });

  it('records boost and plan purchases with their reference', () => {
    const boost: PaymentPurpose = { kind: 'boost', reference: 'boost-7' };
    given(paymentDecider)
      .when({ ...create, amount: 2500, purpose: boost }, now)
      .thenEvents([
        { type: 'PaymentIntentCreated', data: { ...created.data, amount: 2500, purpose: boost } },
      ]);
  });

  it('refuses a second intent with the same id', () => {
    given(paymentDecider, [created]).when(create, now).thenRefused('PAYMENT_EXISTS');
  });

  it('lets a user pay only as themselves', () => {
    given(paymentDecider)
      .when({ ...create, actor: { kind: 'user', userId: 'u-other', roles: [] } }, now)
      .thenRefused('FORBIDDEN');
  });

  it.each([0, -100, 12.5])('refuses an amount of %d pence', (amount) => {
    given(paymentDecider)
      .when({ ...create, amount }, now)
      .thenRefused('PAYMENT_INVALID_AMOUNT');
  });

  it('refuses an amount below the 30p card minimum', () => {
    given(paymentDecider)
      .when({ ...create, amount: 29 }, now)
      .thenRefused('PAYMENT_AMOUNT_TOO_SMALL', 'The amount to pay must be at least £0.30.');
  });

  it('refuses a currency other than GBP', () => {
    given(paymentDecider)
      .when({ ...create, currency: 'eur' }, now)
      .thenRefused('PAYMENT_UNSUPPORTED_CURRENCY');
  });

  it('refuses a booking payment that names no booking', () => {
    given(paymentDecider)
      .when({ ...create, purpose: { kind: 'booking', bookingIds: [], quoteId: 'q1', serviceId: null } }, now)
      .thenRefused('PAYMENT_INVALID_PURPOSE');
  });
});

describe('gateway events, at least once and in any order', () => {
  it('records that the card issuer asked for 3-D Secure', () => {
    given(paymentDecider, [created]).when(needAction(), now).thenEvents([requiresAction]);
  });

  it('records a success with the 2.9% + 30p processing fee for the ledger', () => {
    given(paymentDecider, [created, requiresAction]).when(succeed(), now).thenEvents([succeeded]);
  });

  it('records a failure', () => {
    given(paymentDecider, [created]).when(fail(), now).thenEvents([failed]);
  });

  it('appends nothing for a repeated gateway event', () => {
    given(paymentDecider, [created, requiresAction]).when(needAction(), now).thenEvents([]);
    given(paymentDecider, [created, succeeded]).when(succeed(), now).thenEvents([]);
    given(paymentDecider, [created, failed]).when(fail(), now).thenEvents([]);
  });

  it('does not capture twice when a second success event arrives', () => {
    given(paymentDecider, [created, succeeded]).when(succeed('evt_9'), now).thenEvents([]);
  });

  it('ignores a late failure after a success', () => {
    given(paymentDecider, [created, succeeded]).when(fail('evt_9'), now).thenEvents([]);
  });

  it('ignores a late 3-D Secure request after the payment settled', () => {
    given(paymentDecider, [created, succeeded]).when(needAction('evt_9'), now).thenEvents([]);
    given(paymentDecider, [created, failed]).when(needAction('evt_9'), now).thenEvents([]);
  });

  it('records a success that follows a failure, because the money was taken', () => {
    given(paymentDecider, [created, failed]).when(succeed(), now).thenEvents([succeeded]);
  });

  it('refuses gateway events for an unknown payment', () => {
    given(paymentDecider).when(succeed(), now).thenRefused('PAYMENT_NOT_FOUND');
  });

  it('takes gateway events only from the platform', () => {
    given(paymentDecider, [created])
      .when({ ...succeed(), actor: client }, now)
      .thenRefused('FORBIDDEN');
  });
});

describe('refunds', () => {
  it('records a refund issued by the gateway', () => {
    given(paymentDecider, [created, succeeded])
      .when(refund('b1-declined', 50001), now)
      .thenEvents([refunded('b1-declined', 50001)]);
  });

  it('appends nothing for a refund key already recorded', () => {
    given(paymentDecider, [created, succeeded, refunded('b1-declined', 50001)])
      .when(refund('b1-declined', 50001), now)
      .thenEvents([]);
  });

  it('refunds the rest, up to exactly what was captured', () => {
    given(paymentDecider, [created, succeeded, refunded('b1-declined', 50001)])
      .when(refund('b2-declined', 42721), now)
      .thenEvents([refunded('b2-declined', 42721)]);
  });

  it('never refunds more than captured minus refunded', () => {
    given(paymentDecider, [created, succeeded, refunded('b1-declined', 50001)])
      .when(refund('b2-declined', 42722), now)
      .thenRefused('PAYMENT_REFUND_EXCEEDS_CAPTURED');
  });

  it('refuses a refund before anything was captured', () => {
    given(paymentDecider, [created])
      .when(refund('b1-declined', 100), now)
      .thenRefused('PAYMENT_NOT_CAPTURED');
    given(paymentDecider, [created, failed])
      .when(refund('b1-declined', 100), now)
      .thenRefused('PAYMENT_NOT_CAPTURED');
  });

  it.each([0, -1, 10.5])('refuses a refund of %d pence', (amount) => {
    given(paymentDecider, [created, succeeded])
      .when(refund('k', amount), now)
      .thenRefused('PAYMENT_INVALID_REFUND');
  });

  it('takes refunds only from the platform', () => {
    given(paymentDecider, [created, succeeded])
      .when({ ...refund('k', 100), actor: client }, now)
      .thenRefused('FORBIDDEN');
  });
});
