import type { BookingEvent } from '@esm/core/booking/events';
import type { EscrowEvent } from '@esm/core/escrow/events';
import { describe, expect, it } from 'vitest';
import { given } from '../process-manager/testing/given-events';
import { disputePayoutsProcess, ESCROW_DISPUTE_PAYOUTS_QUEUE } from './dispute-payouts';
import { ESCROW_HOLD_QUEUE, escrowHoldProcess } from './hold-escrow';
import { ESCROW_RELEASE_BALANCE_QUEUE, escrowReleaseProcess } from './release-balance';
import { ESCROW_RELEASE_DEPOSIT_QUEUE, escrowDepositProcess } from './release-deposit';

const paidAt = '2026-06-01T12:05:00.000Z';
const paid: BookingEvent = {
  type: 'BookingPaid',
  data: {
    bookingId: 'b1',
    paymentId: 'pay-1',
    providerNotifiedAt: paidAt,
    respondBy: '2026-06-02T12:05:00.000Z',
  },
};
const accepted: BookingEvent = {
  type: 'BookingAccepted',
  data: {
    bookingId: 'b1',
    providerUserId: 'u-provider',
    providerResponse: null,
    providerRespondedAt: '2026-06-01T15:00:00.000Z',
  },
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
    heldAt: paidAt,
  },
};
const disputeRaised: EscrowEvent = {
  type: 'EscrowDisputeRaised',
  data: { bookingId: 'b1', customerId: 'u-client', reason: 'No show', raisedAt: '2026-07-02T10:00:00.000Z' },
};
const disputeResolved: EscrowEvent = {
  type: 'EscrowDisputeResolved',
  data: {
    bookingId: 'b1',
    customerId: 'u-client',
    investigatorId: 'u-investigator',
    outcome: 'release_to_provider',
    refundAmount: 0,
    notes: null,
    resolvedAt: '2026-07-05T10:00:00.000Z',
  },
};

describe('escrow hold: money is held as soon as a booking is paid', () => {
  it('given a paid booking, holds its escrow at once', () => {
    given(escrowHoldProcess, [{ event: paid, at: paidAt }]).thenTimers([
      {
        kind: 'schedule',
        key: 'escrow-hold:b1',
        queue: ESCROW_HOLD_QUEUE,
        runAt: new Date(paidAt),
        data: { bookingId: 'b1' },
      },
    ]);
  });
});

describe('escrow deposit: the deposit goes to the provider once they accept', () => {
  it('given an accepted booking, releases the deposit at once', () => {
    given<BookingEvent>(escrowDepositProcess, [
      paid,
      { event: accepted, at: '2026-06-01T15:00:00.000Z' },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'escrow-deposit:b1',
        queue: ESCROW_RELEASE_DEPOSIT_QUEUE,
        runAt: new Date('2026-06-01T15:00:00.000Z'),
        data: { bookingId: 'b1' },
      },
    ]);
  });
});

describe('escrow release: the balance goes out when the dispute window closes', () => {
  it('given held escrow, schedules the release 48 hours after the event ends', () => {
    given(escrowReleaseProcess, [held]).thenTimers([
      {
        kind: 'schedule',
        key: 'escrow-release:b1',
        queue: ESCROW_RELEASE_BALANCE_QUEUE,
        runAt: new Date('2026-07-03T22:00:00.000Z'),
        data: { bookingId: 'b1' },
      },
    ]);
  });

  it('cancels the release when the client raises a dispute', () => {
    given<EscrowEvent>(escrowReleaseProcess, [held, disputeRaised]).thenTimers([
      expect.objectContaining({ kind: 'schedule', key: 'escrow-release:b1' }),
      { kind: 'cancel', key: 'escrow-release:b1' },
    ]);
  });
});

describe('dispute payouts: a dispute freezes the booking’s payouts until it is resolved', () => {
  it('freezes on a dispute and unfreezes on its resolution', () => {
    given<EscrowEvent>(disputePayoutsProcess, [
      { event: disputeRaised, at: '2026-07-02T10:00:00.000Z' },
      { event: disputeResolved, at: '2026-07-05T10:00:00.000Z' },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'escrow-dispute-freeze:b1',
        queue: ESCROW_DISPUTE_PAYOUTS_QUEUE,
        runAt: new Date('2026-07-02T10:00:00.000Z'),
        data: { bookingId: 'b1', action: 'freeze' },
      },
      {
        kind: 'schedule',
        key: 'escrow-dispute-unfreeze:b1',
        queue: ESCROW_DISPUTE_PAYOUTS_QUEUE,
        runAt: new Date('2026-07-05T10:00:00.000Z'),
        data: { bookingId: 'b1', action: 'unfreeze' },
      },
    ]);
  });
});
