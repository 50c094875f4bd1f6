import type { EscrowEvent } from '@esm/core/escrow/events';
import type { PaymentEvent } from '@esm/core/payment/events';
import type { PayoutEvent } from '@esm/core/payout/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { eventIdAt, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { ledgerProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(ledgerProjector);
});
afterAll(() => spec.close());

type Event = EscrowEvent | PaymentEvent | PayoutEvent;

// £675 booking: provider 47250, platform fee 9000, VAT 11250; deposit 11813 goes out early.
const held: EscrowEvent = {
  type: 'EscrowHeld',
  data: {
    bookingId: 'b1',
    paymentId: 'pay-1',
    customerId: 'u-client',
    providerId: 'prov-1',
    plan: 'basic',
    eventDate: '2026-07-01T14:00:00.000Z',
    eventEndsAt: '2026-07-01T22:00:00.000Z',
    fullAmount: 67500,
    platformFee: 9000,
    vatAmount: 11250,
    providerAmount: 47250,
    depositAmount: 11813,
    heldAt: '2026-06-01T12:00:00.000Z',
  },
};
const depositReleased: EscrowEvent = {
  type: 'EscrowDepositReleased',
  data: {
    bookingId: 'b1',
    payoutId: 'po-1',
    amount: 11813,
    paymentDate: '2026-06-02T12:00:00.000Z',
    releasedAt: '2026-06-01T12:05:00.000Z',
  },
};

describe('ledger projector: given money events, then balanced lines and booking totals', () => {
  it('writes one balanced transaction per movement and folds the booking totals', async () => {
    const rm = await spec.given<Event>([
      held,
      {
        type: 'PaymentSucceeded',
        data: {
          paymentId: 'pay-1',
          gatewayEventId: 'evt-1',
          gatewayChargeId: 'ch-1',
          amount: 67500,
          processingFee: 1988,
          succeededAt: '2026-06-01T12:00:00.000Z',
        },
      },
      depositReleased,
      {
        type: 'PayoutScheduled',
        data: {
          payoutId: 'po-1',
          bookingId: 'b1',
          providerId: 'prov-1',
          amount: 11813,
          paymentRule: 'deposit',
          paymentDate: '2026-06-02T12:00:00.000Z',
          eventDate: '2026-07-01T14:00:00.000Z',
          scheduledAt: '2026-06-01T12:05:00.000Z',
        },
      },
      {
        type: 'PayoutSent',
        data: {
          payoutId: 'po-1',
          attempt: 1,
          transferId: 'tr-1',
          amount: 11813,
          sentAt: '2026-06-02T12:00:00.000Z',
        },
      },
      {
        type: 'EscrowBalanceReleased',
        data: {
          bookingId: 'b1',
          payoutId: 'po-2',
          providerAmount: 35437,
          platformFee: 9000,
          vatAmount: 11250,
          paymentDate: '2026-07-03T12:00:00.000Z',
          releasedAt: '2026-07-02T00:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows(
      'ledger_entries',
      [
        {
          event_id: eventIdAt(1),
          line: 0,
          movement: 'captured',
          account: 'cash',
          amount: 67500,
          booking_id: 'b1',
          payment_id: 'pay-1',
        },
        { event_id: eventIdAt(1), line: 1, movement: 'captured', account: 'escrow_held', amount: -67500 },
        {
          event_id: eventIdAt(2),
          line: 0,
          movement: 'card_fee',
          account: 'card_fees',
          amount: 1988,
          booking_id: null,
          payment_id: 'pay-1',
        },
        { event_id: eventIdAt(2), line: 1, movement: 'card_fee', account: 'cash', amount: -1988 },
        {
          event_id: eventIdAt(3),
          line: 0,
          movement: 'deposit_released',
          account: 'escrow_held',
          amount: 11813,
          booking_id: 'b1',
          payment_id: null,
        },
        {
          event_id: eventIdAt(3),
          line: 1,
          movement: 'deposit_released',
          account: 'provider_payable',
          amount: -11813,
        },
        // PayoutSent names only the payout: the booking comes from the earlier PayoutScheduled.
        {
          event_id: eventIdAt(5),
          line: 0,
          movement: 'payout_sent',
          account: 'provider_payable',
          amount: 11813,
          booking_id: 'b1',
        },
        { event_id: eventIdAt(5), line: 1, movement: 'payout_sent', account: 'cash', amount: -11813 },
        {
          event_id: eventIdAt(6),
          line: 0,
          movement: 'balance_released',
          account: 'escrow_held',
          amount: 55687,
        },
        {
          event_id: eventIdAt(6),
          line: 1,
          movement: 'balance_released',
          account: 'provider_payable',
          amount: -35437,
        },
        {
          event_id: eventIdAt(6),
          line: 2,
          movement: 'balance_released',
          account: 'platform_revenue',
          amount: -9000,
        },
        {
          event_id: eventIdAt(6),
          line: 3,
          movement: 'balance_released',
          account: 'vat_payable',
          amount: -11250,
        },
      ],
      ['event_id', 'line'],
    );
    await rm.thenRows('ledger_bookings', [
      {
        booking_id: 'b1',
        payment_id: 'pay-1',
        captured: 67500,
        refunded: 0,
        provider_payouts: 47250,
        platform_fee: 9000,
        vat: 11250,
        receivables: 0,
        held: 0,
        updated_at: '2026-06-01T12:05:00.000Z',
      },
    ]);
  });

  it('refunds from held money, leaves zero lines out, and settles the refund when issued', async () => {
    const rm = await spec.given<Event>([
      held,
      depositReleased,
      {
        type: 'EscrowRefunded',
        data: {
          bookingId: 'b1',
          refundKey: 'rf-1',
          reason: 'provider_declined',
          amount: 55687,
          parts: { provider: 35437, platformFee: 9000, vat: 11250 },
          fromHeld: { provider: 35437, platformFee: 9000, vat: 11250 },
          fromReleasedPlatformFee: 0,
          fromReleasedVat: 0,
          receivable: 0,
          refundedAt: '2026-06-02T12:00:00.000Z',
        },
      },
      {
        type: 'PaymentRefundIssued',
        data: {
          paymentId: 'pay-1',
          refundKey: 'rf-1',
          bookingId: 'b1',
          amount: 55687,
          reason: 'provider_declined',
          gatewayRefundId: 're-1',
          issuedAt: '2026-06-02T12:01:00.000Z',
        },
      },
    ]);
    await rm.thenRows(
      'ledger_entries',
      [
        { movement: 'captured', line: 0, account: 'cash', amount: 67500 },
        { movement: 'captured', line: 1, account: 'escrow_held', amount: -67500 },
        { movement: 'deposit_released', line: 0, account: 'escrow_held', amount: 11813 },
        { movement: 'deposit_released', line: 1, account: 'provider_payable', amount: -11813 },
        // Nothing came back from released fee, VAT or the provider: those lines are left out.
        { movement: 'refund', line: 0, account: 'escrow_held', amount: 55687 },
        { movement: 'refund', line: 1, account: 'client_refunds_payable', amount: -55687 },
        {
          movement: 'refund_issued',
          line: 0,
          account: 'client_refunds_payable',
          amount: 55687,
          payment_id: 'pay-1',
        },
        { movement: 'refund_issued', line: 1, account: 'cash', amount: -55687 },
      ],
      ['event_id', 'line'],
    );
    await rm.thenRows('ledger_bookings', [
      {
        booking_id: 'b1',
        payment_id: 'pay-1',
        captured: 67500,
        refunded: 55687,
        provider_payouts: 11813,
        platform_fee: 0,
        vat: 0,
        receivables: 0,
        held: 0,
      },
    ]);
  });
});
