import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { isDomainError } from '../kernel/errors';
import { type EscrowCommand, escrowDecider } from './decider';
import { type EscrowEvent, escrowEvents } from './events';
import { applyToLedger, emptyLedger, isLedgerBalanced } from './ledger';
import type { EscrowState } from './state';

const worker = systemActor('worker:escrow');
const client = { kind: 'user', userId: 'u-client', roles: [] } as const;
const investigator = { kind: 'user', userId: 'u-inv', roles: ['investigator'] } as const;

const eventDate = '2026-07-01T14:00:00.000Z';
const eventEndsAt = '2026-07-01T22:00:00.000Z';
const confirmedAt = new Date('2026-06-01T15:00:00Z');
const duringWindow = new Date('2026-07-02T10:00:00Z');
const afterWindow = new Date('2026-07-04T10:00:00Z');

const money = fc
  .record({
    providerAmount: fc.integer({ min: 0, max: 5_000_000 }),
    platformFee: fc.integer({ min: 0, max: 1_000_000 }),
    vatAmount: fc.integer({ min: 0, max: 1_000_000 }),
    depositShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .filter((m) => m.providerAmount + m.platformFee + m.vatAmount > 0)
  .map((m) => ({
    totalAmount: m.providerAmount + m.platformFee + m.vatAmount,
    platformFee: m.platformFee,
    vatAmount: m.vatAmount,
    providerAmount: m.providerAmount,
    depositAmount: Math.floor(m.providerAmount * m.depositShare),
  }));

/** A step of a booking's escrow life; amounts are fractions of what is still refundable. */
const step = fc.oneof(
  fc.constant({ kind: 'deposit' as const }),
  fc.record({
    kind: fc.constant('refund' as const),
    fraction: fc.double({ min: 0, max: 1.1, noNaN: true }),
    recall: fc.boolean(),
  }),
  fc.constant({ kind: 'dispute' as const }),
  fc.record({
    kind: fc.constant('resolve' as const),
    outcome: fc.constantFrom('release_to_provider', 'refund_in_full', 'refund_in_part'),
    fraction: fc.double({ min: 0, max: 1, noNaN: true }),
    recall: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('balance' as const),
    bookingStatus: fc.constantFrom('completed', 'cancelled'),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const refundable = (state: EscrowState) =>
  state.exists ? state.entitled.provider + state.entitled.platformFee + state.entitled.vat : 0;
const depositPayout = (state: EscrowState, recall: boolean) =>
  recall && state.exists && state.deposit.status === 'released' ? state.deposit.payoutId : null;

function commandFor(s: Step, state: EscrowState, index: number): { command: EscrowCommand; at: Date } {
  const bookingId = 'b1';
  switch (s.kind) {
    case 'deposit':
      return {
        command: { type: 'ReleaseDeposit', actor: worker, bookingId, payoutId: 'po-dep' },
        at: confirmedAt,
      };
    case 'refund':
      return {
        command: {
          type: 'RefundEscrow',
          actor: worker,
          bookingId,
          refundKey: `r${index}`,
          amount: Math.floor(refundable(state) * s.fraction),
          reason: 'customer_cancelled',
          recalledDepositPayoutId: depositPayout(state, s.recall),
        },
        at: duringWindow,
      };
    case 'dispute':
      return {
        command: {
          type: 'RaiseDispute',
          actor: client,
          bookingId,
          reason: 'Not as described',
          bookingStatus: 'completed',
        },
        at: duringWindow,
      };
    case 'resolve':
      return {
        command: {
          type: 'ResolveDispute',
          actor: investigator,
          bookingId,
          outcome: s.outcome as 'refund_in_part',
          refundAmount: Math.floor(refundable(state) * s.fraction),
          notes: null,
          refundKey: `d${index}`,
          payoutId: 'po-bal',
          recalledDepositPayoutId: depositPayout(state, s.recall),
        },
        at: afterWindow,
      };
    case 'balance':
      return {
        command: {
          type: 'ReleaseBalance',
          actor: worker,
          bookingId,
          payoutId: 'po-bal',
          bookingStatus: s.bookingStatus as 'completed',
        },
        at: afterWindow,
      };
  }
}

describe('escrow ledger properties', () => {
  it('every booking’s money balances after every step: captured + receivables = refunds + payouts + fee + VAT + held', () => {
    fc.assert(
      fc.property(money, fc.array(step, { maxLength: 12 }), (bookingMoney, steps) => {
        const heldEvent: EscrowEvent = {
          type: 'EscrowHeld',
          data: {
            bookingId: 'b1',
            paymentId: 'pay-1',
            customerId: 'u-client',
            providerId: 'prov-1',
            plan: 'basic',
            eventDate,
            eventEndsAt,
            fullAmount: bookingMoney.totalAmount,
            platformFee: bookingMoney.platformFee,
            vatAmount: bookingMoney.vatAmount,
            providerAmount: bookingMoney.providerAmount,
            depositAmount: bookingMoney.depositAmount,
            heldAt: '2026-06-01T12:05:00.000Z',
          },
        };
        let state = escrowDecider.evolve(escrowDecider.initialState, heldEvent);
        let ledger = applyToLedger(emptyLedger, heldEvent);

        steps.forEach((s, index) => {
          const { command, at } = commandFor(s, state, index);
          const outcome = escrowDecider.decide(command, state, at);
          if (isDomainError(outcome)) return;
          for (const event of outcome) {
            expect(escrowEvents[event.type].schema.safeParse(event.data).success).toBe(true);
            state = escrowDecider.evolve(state, event);
            ledger = applyToLedger(ledger, event);
          }
          if (!state.exists) throw new Error('escrow vanished');
          expect(isLedgerBalanced(ledger)).toBe(true);
          expect(ledger.refunded).toBeLessThanOrEqual(ledger.captured);
          expect(ledger.receivables).toBeGreaterThanOrEqual(0);
          for (const part of [state.held, state.released, state.entitled]) {
            expect(Math.min(part.provider, part.platformFee, part.vat)).toBeGreaterThanOrEqual(0);
          }
          expect(ledger.held).toBe(state.held.provider + state.held.platformFee + state.held.vat);
          expect(state.refunded + refundable(state)).toBe(bookingMoney.totalAmount);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('once everything has left escrow, the booking is fully accounted for without anything held', () => {
    fc.assert(
      fc.property(
        money,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (bookingMoney, fraction, recall) => {
          const heldEvent: EscrowEvent = {
            type: 'EscrowHeld',
            data: {
              bookingId: 'b1',
              paymentId: 'pay-1',
              customerId: 'u-client',
              providerId: 'prov-1',
              plan: 'professional',
              eventDate,
              eventEndsAt,
              fullAmount: bookingMoney.totalAmount,
              platformFee: bookingMoney.platformFee,
              vatAmount: bookingMoney.vatAmount,
              providerAmount: bookingMoney.providerAmount,
              depositAmount: bookingMoney.depositAmount,
              heldAt: '2026-06-01T12:05:00.000Z',
            },
          };
          const events: EscrowEvent[] = [heldEvent];
          let state = escrowDecider.evolve(escrowDecider.initialState, heldEvent);
          const run = (command: EscrowCommand, at: Date) => {
            const outcome = escrowDecider.decide(command, state, at);
            if (isDomainError(outcome)) throw outcome;
            for (const event of outcome) {
              events.push(event);
              state = escrowDecider.evolve(state, event);
            }
          };
          run({ type: 'ReleaseDeposit', actor: worker, bookingId: 'b1', payoutId: 'po-dep' }, confirmedAt);
          const amount = Math.floor(bookingMoney.totalAmount * fraction);
          if (amount > 0) {
            run(
              {
                type: 'RefundEscrow',
                actor: worker,
                bookingId: 'b1',
                refundKey: 'cancel',
                amount,
                reason: 'customer_cancelled',
                recalledDepositPayoutId: depositPayout(state, recall),
              },
              duringWindow,
            );
          }
          run(
            {
              type: 'ReleaseBalance',
              actor: worker,
              bookingId: 'b1',
              payoutId: 'po-bal',
              bookingStatus: 'cancelled',
            },
            afterWindow,
          );
          const ledger = events.reduce(applyToLedger, emptyLedger);
          expect(ledger.held).toBe(0);
          expect(ledger.captured + ledger.receivables).toBe(
            ledger.refunded + ledger.providerPayouts + ledger.platformFee + ledger.vat,
          );
          expect(ledger.refunded).toBe(amount);
        },
      ),
      { numRuns: 300 },
    );
  });
});
