import { balancePaymentDate, type RefundReason, splitRefund, sumParts } from '../money';
import type { EscrowEvent } from './events';
import type { HeldEscrow } from './state';

/**
 * How money leaves escrow, as events. Pure arithmetic over the escrow state; the decider decides
 * whether a movement is allowed, these decide exactly which pence move.
 */

export function refundEvent(
  state: HeldEscrow,
  input: { refundKey: string; amount: number; reason: RefundReason },
  now: Date,
): EscrowEvent {
  const parts = splitRefund(state.entitled, input.amount);
  const fromHeld = {
    provider: Math.min(state.held.provider, parts.provider),
    platformFee: Math.min(state.held.platformFee, parts.platformFee),
    vat: Math.min(state.held.vat, parts.vat),
  };
  return {
    type: 'EscrowRefunded',
    data: {
      bookingId: state.bookingId,
      refundKey: input.refundKey,
      reason: input.reason,
      amount: input.amount,
      parts,
      fromHeld,
      fromReleasedPlatformFee: parts.platformFee - fromHeld.platformFee,
      fromReleasedVat: parts.vat - fromHeld.vat,
      receivable: parts.provider - fromHeld.provider,
      refundedAt: now.toISOString(),
    },
  };
}

export function depositRecallEvent(state: HeldEscrow, payoutId: string, now: Date): EscrowEvent {
  const amount = state.deposit.amount;
  const settlesReceivable = Math.min(state.receivable, amount);
  return {
    type: 'EscrowDepositRecalled',
    data: {
      bookingId: state.bookingId,
      payoutId,
      amount,
      settlesReceivable,
      returnedToHeld: amount - settlesReceivable,
      recalledAt: now.toISOString(),
    },
  };
}

/** Everything still held leaves escrow; the provider's part is paid on `paymentDate`. */
export function balanceReleaseEvent(
  state: HeldEscrow,
  payoutId: string,
  paymentDate: Date,
  now: Date,
): EscrowEvent | null {
  if (sumParts(state.held) === 0) return null;
  const paysProvider = state.held.provider > 0;
  return {
    type: 'EscrowBalanceReleased',
    data: {
      bookingId: state.bookingId,
      payoutId: paysProvider ? payoutId : null,
      providerAmount: state.held.provider,
      platformFee: state.held.platformFee,
      vatAmount: state.held.vat,
      paymentDate: paysProvider ? paymentDate.toISOString() : null,
      releasedAt: now.toISOString(),
    },
  };
}

/** Paid by the plan's delay after `from`, and never before the release itself. */
export const balancePaymentDateFrom = (state: HeldEscrow, from: Date, now: Date): Date =>
  new Date(Math.max(balancePaymentDate(from, state.plan).getTime(), now.getTime()));
