import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { type EscrowCommand, escrowDecider } from './decider';
import { type EscrowEvent, escrowEvents } from './events';
import { escrowLedger, isLedgerBalanced } from './ledger';

const worker = systemActor('worker:escrow');
const client = { kind: 'user', userId: 'u-client', roles: [] } as const;
const provider = { kind: 'user', userId: 'u-provider', roles: [] } as const;
const investigator = { kind: 'user', userId: 'u-inv', roles: ['investigator'] } as const;

// £450 stage from a quote: provider 47250, Basic fee 9000, VAT 11250, deposit 11813 (25%)
const money = {
  totalAmount: 67500,
  platformFee: 9000,
  vatAmount: 11250,
  providerAmount: 47250,
  depositAmount: 11813,
};
const hold: Extract<EscrowCommand, { type: 'HoldPayment' }> = {
  type: 'HoldPayment',
  actor: worker,
  bookingId: 'b1',
  paymentId: 'pay-1',
  customerId: 'u-client',
  providerId: 'prov-1',
  plan: 'basic',
  eventDate: '2026-07-01T14:00:00.000Z',
  eventEndsAt: '2026-07-01T22:00:00.000Z',
  money,
};
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
    heldAt: '2026-06-01T12:05:00.000Z',
  },
};
const depositReleased: EscrowEvent = {
  type: 'EscrowDepositReleased',
  data: {
    bookingId: 'b1',
    payoutId: 'po-dep',
    amount: 11813,
    paymentDate: '2026-06-15T15:00:00.000Z',
    releasedAt: '2026-06-01T15:00:00.000Z',
  },
};
const disputeRaised: EscrowEvent = {
  type: 'EscrowDisputeRaised',
  data: {
    bookingId: 'b1',
    customerId: 'u-client',
    reason: 'The stage never arrived',
    raisedAt: '2026-07-02T10:00:00.000Z',
  },
};

const heldAt = new Date('2026-06-01T12:05:00Z');
const confirmedAt = new Date('2026-06-01T15:00:00Z');
const afterWindow = new Date('2026-07-03T22:00:00Z');

const refund = (amount: number, extra: Partial<Extract<EscrowCommand, { type: 'RefundEscrow' }>> = {}) =>
  ({
    type: 'RefundEscrow',
    actor: worker,
    bookingId: 'b1',
    refundKey: 'b1-cancel',
    amount,
    reason: 'customer_cancelled',
    recalledDepositPayoutId: null,
    ...extra,
  }) as const;
const releaseBalance = (bookingStatus: 'confirmed' | 'completed' | 'cancelled' | 'pending' = 'completed') =>
  ({ type: 'ReleaseBalance', actor: worker, bookingId: 'b1', payoutId: 'po-bal', bookingStatus }) as const;
const raise = (reason = 'The stage never arrived', extra = {}) =>
  ({
    type: 'RaiseDispute',
    actor: client,
    bookingId: 'b1',
    reason,
    bookingStatus: 'completed',
    ...extra,
  }) as const;
const resolve = (outcome: 'release_to_provider' | 'refund_in_full' | 'refund_in_part', extra = {}) =>
  ({
    type: 'ResolveDispute',
    actor: investigator,
    bookingId: 'b1',
    outcome,
    refundAmount: 0,
    notes: 'Checked photos from both sides',
    refundKey: 'b1-dispute',
    payoutId: 'po-bal',
    recalledDepositPayoutId: null,
    ...extra,
  }) as const;

const balancedAfter = (events: EscrowEvent[]) => expect(isLedgerBalanced(escrowLedger(events))).toBe(true);

describe('escrow event schemas', () => {
  it.each([held, depositReleased, disputeRaised])('$type matches its schema', (event) => {
    expect(escrowEvents[event.type].schema.safeParse(event.data).success).toBe(true);
  });
});

describe('holding the payment', () => {
  it('given nothing, when the payment succeeds, then the whole payment is held with its split', () => {
    given(escrowDecider).when(hold, heldAt).thenEvents([held]);
  });

  it('appends nothing when the same payment is held again', () => {
    given(escrowDecider, [held]).when(hold, heldAt).thenEvents([]);
  });

  it('refuses a different payment for the same booking', () => {
    given(escrowDecider, [held])
      .when({ ...hold, paymentId: 'pay-2' }, heldAt)
      .thenRefused('ESCROW_ALREADY_HELD');
  });

  it('refuses amounts that do not add up', () => {
    given(escrowDecider)
      .when({ ...hold, money: { ...money, vatAmount: 11249 } }, heldAt)
      .thenRefused('ESCROW_INVALID_AMOUNT');
  });

  it('refuses an event that ends before it starts', () => {
    given(escrowDecider)
      .when({ ...hold, eventEndsAt: '2026-07-01T13:00:00.000Z' }, heldAt)
      .thenRefused('ESCROW_INVALID_DATE');
  });

  it('takes money movements only from the platform', () => {
    given(escrowDecider)
      .when({ ...hold, actor: client }, heldAt)
      .thenRefused('FORBIDDEN');
  });
});

describe('deposit release on acceptance', () => {
  const release = { type: 'ReleaseDeposit', actor: worker, bookingId: 'b1', payoutId: 'po-dep' } as const;

  it('releases 25% of the provider amount, paid 14 days after confirmation', () => {
    given(escrowDecider, [held]).when(release, confirmedAt).thenEvents([depositReleased]);
  });

  it('pays it 4 days after confirmation when the event is within a week', () => {
    const soon: EscrowEvent = {
      type: 'EscrowHeld',
      data: { ...held.data, eventDate: '2026-06-05T14:00:00.000Z', eventEndsAt: '2026-06-05T22:00:00.000Z' },
    };
    given(escrowDecider, [soon])
      .when(release, confirmedAt)
      .thenEvents([
        {
          type: 'EscrowDepositReleased',
          data: { ...depositReleased.data, paymentDate: '2026-06-05T15:00:00.000Z' },
        },
      ]);
  });

  it('releases nothing when the provider takes no deposit', () => {
    const noDeposit: EscrowEvent = { type: 'EscrowHeld', data: { ...held.data, depositAmount: 0 } };
    given(escrowDecider, [noDeposit]).when(release, confirmedAt).thenEvents([]);
  });

  it('appends nothing when the deposit was already released', () => {
    given(escrowDecider, [held, depositReleased]).when(release, confirmedAt).thenEvents([]);
  });

  it('keeps the deposit while a dispute is open', () => {
    given(escrowDecider, [held, disputeRaised]).when(release, confirmedAt).thenRefused('ESCROW_FROZEN');
  });

  it('refuses an unknown escrow', () => {
    given(escrowDecider).when(release, confirmedAt).thenRefused('ESCROW_NOT_FOUND');
  });

  it('is the platform’s to run', () => {
    given(escrowDecider, [held])
      .when({ ...release, actor: provider }, confirmedAt)
      .thenRefused('FORBIDDEN');
  });
});

describe('balance release 48 hours after the event', () => {
  const balanceReleased: EscrowEvent = {
    type: 'EscrowBalanceReleased',
    data: {
      bookingId: 'b1',
      payoutId: 'po-bal',
      providerAmount: 35437,
      platformFee: 9000,
      vatAmount: 11250,
      paymentDate: '2026-07-08T22:00:00.000Z',
      releasedAt: '2026-07-03T22:00:00.000Z',
    },
  };

  it('releases what is held: the provider’s balance paid 7 days after the event on Basic, the fee and VAT', () => {
    const history = [held, depositReleased];
    given(escrowDecider, history).when(releaseBalance(), afterWindow).thenEvents([balanceReleased]);
    balancedAfter([...history, balanceReleased]);
  });

  it('refuses before the 48 hours are over', () => {
    given(escrowDecider, [held, depositReleased])
      .when(releaseBalance(), new Date('2026-07-03T21:59:59Z'))
      .thenRefused('ESCROW_RELEASE_NOT_DUE');
  });

  it('refuses while the booking is not yet confirmed', () => {
    given(escrowDecider, [held])
      .when(releaseBalance('pending'), afterWindow)
      .thenRefused('ESCROW_RELEASE_NOT_DUE');
  });

  it('stays frozen while a dispute is open', () => {
    given(escrowDecider, [held, depositReleased, disputeRaised])
      .when(releaseBalance(), afterWindow)
      .thenRefused('ESCROW_FROZEN');
  });

  it('appends nothing the second time', () => {
    given(escrowDecider, [held, depositReleased, balanceReleased])
      .when(releaseBalance(), afterWindow)
      .thenEvents([]);
  });

  it('releases what a client’s cancellation left with the provider at once, paid by the plan delay from now', () => {
    const cancelledAt = new Date('2026-06-11T10:00:00Z');
    const outcome = given(escrowDecider, [held]).when(refund(50625), cancelledAt).outcome as EscrowEvent[];
    const history = [held, ...outcome];
    const releasedNow: EscrowEvent = {
      type: 'EscrowBalanceReleased',
      data: {
        bookingId: 'b1',
        payoutId: 'po-bal',
        providerAmount: 11813,
        platformFee: 2250,
        vatAmount: 2812,
        paymentDate: '2026-06-18T10:00:00.000Z',
        releasedAt: '2026-06-11T10:00:00.000Z',
      },
    };
    given(escrowDecider, history).when(releaseBalance('cancelled'), cancelledAt).thenEvents([releasedNow]);
    balancedAfter([...history, releasedNow]);
  });

  it('has nothing to release after a full refund', () => {
    given(escrowDecider, [held])
      .when(refund(67500, { reason: 'provider_declined' }), confirmedAt)
      .thenEvents([
        {
          type: 'EscrowRefunded',
          data: {
            bookingId: 'b1',
            refundKey: 'b1-cancel',
            reason: 'provider_declined',
            amount: 67500,
            parts: { provider: 47250, platformFee: 9000, vat: 11250 },
            fromHeld: { provider: 47250, platformFee: 9000, vat: 11250 },
            fromReleasedPlatformFee: 0,
            fromReleasedVat: 0,
            receivable: 0,
            refundedAt: '2026-06-01T15:00:00.000Z',
          },
        },
      ]);
  });
});

describe('refunds reduce what is held, never below zero', () => {
  const at = new Date('2026-06-11T10:00:00Z');
  const refunded = (
    data: Partial<Extract<EscrowEvent, { type: 'EscrowRefunded' }>['data']>,
  ): EscrowEvent => ({
    type: 'EscrowRefunded',
    data: {
      bookingId: 'b1',
      refundKey: 'b1-cancel',
      reason: 'customer_cancelled',
      amount: 0,
      parts: { provider: 0, platformFee: 0, vat: 0 },
      fromHeld: { provider: 0, platformFee: 0, vat: 0 },
      fromReleasedPlatformFee: 0,
      fromReleasedVat: 0,
      receivable: 0,
      refundedAt: at.toISOString(),
      ...data,
    },
  });

  it('takes a 75% refund from every share in proportion, all from what is held', () => {
    const parts = { provider: 35437, platformFee: 6750, vat: 8438 };
    const event = refunded({ amount: 50625, parts, fromHeld: parts });
    given(escrowDecider, [held]).when(refund(50625), at).thenEvents([event]);
    balancedAfter([held, event]);
  });

  it('records a receivable when a full refund needs the deposit already paid to the provider', () => {
    const event = refunded({
      reason: 'provider_cancelled',
      amount: 67500,
      parts: { provider: 47250, platformFee: 9000, vat: 11250 },
      fromHeld: { provider: 35437, platformFee: 9000, vat: 11250 },
      receivable: 11813,
    });
    given(escrowDecider, [held, depositReleased])
      .when(refund(67500, { reason: 'provider_cancelled' }), at)
      .thenEvents([event]);
    balancedAfter([held, depositReleased, event]);
  });

  it('recalls a deposit payout cancelled before it was sent, so no receivable is needed', () => {
    const recalled: EscrowEvent = {
      type: 'EscrowDepositRecalled',
      data: {
        bookingId: 'b1',
        payoutId: 'po-dep',
        amount: 11813,
        settlesReceivable: 0,
        returnedToHeld: 11813,
        recalledAt: at.toISOString(),
      },
    };
    const event = refunded({
      reason: 'provider_cancelled',
      amount: 67500,
      parts: { provider: 47250, platformFee: 9000, vat: 11250 },
      fromHeld: { provider: 47250, platformFee: 9000, vat: 11250 },
    });
    given(escrowDecider, [held, depositReleased])
      .when(refund(67500, { reason: 'provider_cancelled', recalledDepositPayoutId: 'po-dep' }), at)
      .thenEvents([recalled, event]);
    balancedAfter([held, depositReleased, recalled, event]);
  });

  it('takes a refund after release back from platform revenue and VAT, and the provider’s share as a receivable', () => {
    const balanceReleased: EscrowEvent = {
      type: 'EscrowBalanceReleased',
      data: {
        bookingId: 'b1',
        payoutId: 'po-bal',
        providerAmount: 35437,
        platformFee: 9000,
        vatAmount: 11250,
        paymentDate: '2026-07-08T22:00:00.000Z',
        releasedAt: '2026-07-03T22:00:00.000Z',
      },
    };
    // retained 57500 over 47250 / 9000 / 11250 = 40250 / 7666.67 / 9583.33 → 40250 / 7667 / 9583
    const event = refunded({
      reason: 'provider_cancelled',
      amount: 10000,
      parts: { provider: 7000, platformFee: 1333, vat: 1667 },
      fromReleasedPlatformFee: 1333,
      fromReleasedVat: 1667,
      receivable: 7000,
    });
    const history = [held, depositReleased, balanceReleased];
    given(escrowDecider, history)
      .when(refund(10000, { reason: 'provider_cancelled' }), at)
      .thenEvents([event]);
    balancedAfter([...history, event]);
  });

  it('appends nothing for a refund key already applied', () => {
    const parts = { provider: 35437, platformFee: 6750, vat: 8438 };
    given(escrowDecider, [held, refunded({ amount: 50625, parts, fromHeld: parts })])
      .when(refund(50625), at)
      .thenEvents([]);
  });

  it('never refunds more than was paid and not yet refunded', () => {
    given(escrowDecider, [held]).when(refund(67501), at).thenRefused('ESCROW_REFUND_EXCEEDS_PAYMENT');
    const parts = { provider: 35437, platformFee: 6750, vat: 8438 };
    given(escrowDecider, [held, refunded({ amount: 50625, parts, fromHeld: parts })])
      .when(refund(16876, { refundKey: 'another' }), at)
      .thenRefused('ESCROW_REFUND_EXCEEDS_PAYMENT');
  });

  it.each([0, -5, 1.5])('refuses a refund of %d pence', (amount) => {
    given(escrowDecider, [held]).when(refund(amount), at).thenRefused('ESCROW_INVALID_AMOUNT');
  });

  it('refuses refunds outside the dispute while the money is frozen', () => {
    given(escrowDecider, [held, disputeRaised]).when(refund(1000), at).thenRefused('ESCROW_FROZEN');
  });

  it('refuses to recall a deposit that was not released, or another payout', () => {
    given(escrowDecider, [held])
      .when(refund(1000, { recalledDepositPayoutId: 'po-dep' }), at)
      .thenRefused('ESCROW_DEPOSIT_NOT_RECALLABLE');
    given(escrowDecider, [held, depositReleased])
      .when(refund(1000, { recalledDepositPayoutId: 'po-other' }), at)
      .thenRefused('ESCROW_DEPOSIT_NOT_RECALLABLE');
  });

  it('refuses refunds asked for by a user', () => {
    given(escrowDecider, [held])
      .when({ ...refund(1000), actor: client }, at)
      .thenRefused('FORBIDDEN');
  });

  it('refuses a refund of an unknown escrow', () => {
    given(escrowDecider).when(refund(1000), at).thenRefused('ESCROW_NOT_FOUND');
  });
});

describe('disputes (within 48 hours of the event)', () => {
  const history = [held, depositReleased];
  const raisedAt = new Date('2026-07-02T10:00:00Z');

  it('given a completed booking, when the client raises a dispute within 48 hours, then the money is frozen', () => {
    given(escrowDecider, history)
      .when(raise('  The stage never arrived '), raisedAt)
      .thenEvents([disputeRaised]);
  });

  it('accepts a dispute once the event has started', () => {
    given(escrowDecider, history)
      .when(raise('No-show', { bookingStatus: 'confirmed' }), new Date('2026-07-01T14:30:00Z'))
      .thenEvents([
        {
          type: 'EscrowDisputeRaised',
          data: { ...disputeRaised.data, reason: 'No-show', raisedAt: '2026-07-01T14:30:00.000Z' },
        },
      ]);
  });

  it('refuses a dispute before the event starts', () => {
    given(escrowDecider, history)
      .when(raise('x', { bookingStatus: 'confirmed' }), new Date('2026-07-01T13:59:59Z'))
      .thenRefused('ESCROW_DISPUTE_TOO_EARLY');
  });

  it('refuses a dispute 48 hours or more after the event', () => {
    given(escrowDecider, history)
      .when(raise(), afterWindow)
      .thenRefused(
        'ESCROW_DISPUTE_WINDOW_CLOSED',
        'Disputes must be raised within 48 hours after the event. Please contact support if you need help.',
      );
  });

  it.each([
    ['the provider', provider],
    ['the platform', worker],
    ['an investigator', investigator],
  ])('lets only the client raise a dispute, not %s', (_, actor) => {
    given(escrowDecider, history)
      .when({ ...raise(), actor }, raisedAt)
      .thenRefused('FORBIDDEN');
  });

  it('refuses a dispute on a booking that was not confirmed', () => {
    given(escrowDecider, history)
      .when(raise('x', { bookingStatus: 'cancelled' }), raisedAt)
      .thenRefused('ESCROW_DISPUTE_NOT_ALLOWED');
  });

  it('refuses a second dispute', () => {
    given(escrowDecider, [...history, disputeRaised])
      .when(raise(), raisedAt)
      .thenRefused('ESCROW_DISPUTE_EXISTS');
  });

  it.each(['   ', 'x'.repeat(2001)])('refuses an empty or overlong reason', (reason) => {
    given(escrowDecider, history).when(raise(reason), raisedAt).thenRefused('ESCROW_DISPUTE_REASON_INVALID');
  });

  it('refuses a dispute on an unknown escrow', () => {
    given(escrowDecider).when(raise(), raisedAt).thenRefused('ESCROW_NOT_FOUND');
  });
});

describe('dispute resolution by an investigator', () => {
  const open = [held, depositReleased, disputeRaised];
  const resolvedAt = new Date('2026-07-10T10:00:00Z');
  const resolved = (outcome: string, refundAmount: number): EscrowEvent => ({
    type: 'EscrowDisputeResolved',
    data: {
      bookingId: 'b1',
      customerId: 'u-client',
      investigatorId: 'u-inv',
      outcome: outcome as 'release_to_provider',
      refundAmount,
      notes: 'Checked photos from both sides',
      resolvedAt: resolvedAt.toISOString(),
    },
  });
  const releasedRest = (providerAmount: number, platformFee: number, vatAmount: number): EscrowEvent => ({
    type: 'EscrowBalanceReleased',
    data: {
      bookingId: 'b1',
      payoutId: 'po-bal',
      providerAmount,
      platformFee,
      vatAmount,
      // resolved after the Basic 7-day payment date, so paid at once
      paymentDate: resolvedAt.toISOString(),
      releasedAt: resolvedAt.toISOString(),
    },
  });

  it('releases everything held to the provider', () => {
    const events = [resolved('release_to_provider', 0), releasedRest(35437, 9000, 11250)];
    given(escrowDecider, open).when(resolve('release_to_provider'), resolvedAt).thenEvents(events);
    balancedAfter([...open, ...events]);
  });

  it('refunds the client in full, the paid deposit becoming a receivable', () => {
    const events: EscrowEvent[] = [
      resolved('refund_in_full', 67500),
      {
        type: 'EscrowRefunded',
        data: {
          bookingId: 'b1',
          refundKey: 'b1-dispute',
          reason: 'dispute_resolved',
          amount: 67500,
          parts: { provider: 47250, platformFee: 9000, vat: 11250 },
          fromHeld: { provider: 35437, platformFee: 9000, vat: 11250 },
          fromReleasedPlatformFee: 0,
          fromReleasedVat: 0,
          receivable: 11813,
          refundedAt: resolvedAt.toISOString(),
        },
      },
    ];
    given(escrowDecider, open).when(resolve('refund_in_full'), resolvedAt).thenEvents(events);
    balancedAfter([...open, ...events]);
  });

  it('refunds in full without a receivable when the frozen deposit payout was cancelled first', () => {
    const outcome = given(escrowDecider, open).when(
      resolve('refund_in_full', { recalledDepositPayoutId: 'po-dep' }),
      resolvedAt,
    ).outcome as EscrowEvent[];
    expect(outcome.map((event) => event.type)).toEqual([
      'EscrowDepositRecalled',
      'EscrowDisputeResolved',
      'EscrowRefunded',
    ]);
    expect(outcome[2]).toMatchObject({ data: { receivable: 0, fromHeld: { provider: 47250 } } });
    balancedAfter([...open, ...outcome]);
  });

  it('refunds part and releases the rest', () => {
    // retained 47500 over 47250 / 9000 / 11250 = 33250 / 6333.33 / 7916.67 → 33250 / 6333 / 7917
    const parts = { provider: 14000, platformFee: 2667, vat: 3333 };
    const events: EscrowEvent[] = [
      resolved('refund_in_part', 20000),
      {
        type: 'EscrowRefunded',
        data: {
          bookingId: 'b1',
          refundKey: 'b1-dispute',
          reason: 'dispute_resolved',
          amount: 20000,
          parts,
          fromHeld: parts,
          fromReleasedPlatformFee: 0,
          fromReleasedVat: 0,
          receivable: 0,
          refundedAt: resolvedAt.toISOString(),
        },
      },
      releasedRest(21437, 6333, 7917),
    ];
    given(escrowDecider, open)
      .when(resolve('refund_in_part', { refundAmount: 20000 }), resolvedAt)
      .thenEvents(events);
    balancedAfter([...open, ...events]);
  });

  it('pays a released balance on the plan date when the dispute is resolved before it', () => {
    const early = new Date('2026-07-03T09:00:00Z');
    const outcome = given(escrowDecider, open).when(resolve('release_to_provider'), early)
      .outcome as EscrowEvent[];
    expect(outcome[1]).toMatchObject({ data: { paymentDate: '2026-07-08T22:00:00.000Z' } });
  });

  it.each([0, 67500, 70000, 10.5])('refuses a partial refund of %d pence', (refundAmount) => {
    given(escrowDecider, open)
      .when(resolve('refund_in_part', { refundAmount }), resolvedAt)
      .thenRefused('ESCROW_PARTIAL_REFUND_INVALID');
  });

  it.each([
    ['the client', client],
    ['the platform', worker],
  ])('lets only investigators resolve, not %s', (_, actor) => {
    given(escrowDecider, open)
      .when({ ...resolve('release_to_provider'), actor }, resolvedAt)
      .thenRefused('FORBIDDEN');
  });

  it('refuses to resolve when no dispute is open', () => {
    given(escrowDecider, [held, depositReleased])
      .when(resolve('release_to_provider'), resolvedAt)
      .thenRefused('ESCROW_NO_OPEN_DISPUTE');
    given(escrowDecider, [...open, resolved('release_to_provider', 0)])
      .when(resolve('release_to_provider'), resolvedAt)
      .thenRefused('ESCROW_NO_OPEN_DISPUTE');
  });

  it('refuses to recall a payout that is not the released deposit', () => {
    given(escrowDecider, open)
      .when(resolve('refund_in_full', { recalledDepositPayoutId: 'po-x' }), resolvedAt)
      .thenRefused('ESCROW_DEPOSIT_NOT_RECALLABLE');
  });

  it('refuses resolution notes over 2000 characters', () => {
    given(escrowDecider, open)
      .when(resolve('release_to_provider', { notes: 'x'.repeat(2001) }), resolvedAt)
      .thenRefused('ESCROW_DISPUTE_REASON_INVALID');
  });

  it('refuses to resolve an unknown escrow', () => {
    given(escrowDecider).when(resolve('release_to_provider'), resolvedAt).thenRefused('ESCROW_NOT_FOUND');
  });
});
