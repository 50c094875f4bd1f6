import type { MoneyParts, ProviderPlan } from '../money';
import type { EscrowEvent } from './events';

export type DepositStatus = 'held' | 'released' | 'recalled';

export type EscrowState =
  | { exists: false }
  | {
      exists: true;
      bookingId: string;
      paymentId: string;
      customerId: string;
      plan: ProviderPlan;
      eventDate: string;
      eventEndsAt: string;
      fullAmount: number;
      depositAmount: number;
      /** Each party's share not yet refunded to the client. */
      entitled: MoneyParts;
      /** Still in escrow. */
      held: MoneyParts;
      /** Out of escrow: provider payouts (scheduled or sent), platform revenue, VAT payable. */
      released: MoneyParts;
      refunded: number;
      /** Owed back by the provider: refunded provider money that had already been paid out. */
      receivable: number;
      deposit: { status: DepositStatus; payoutId: string | null; amount: number };
      balanceReleased: boolean;
      dispute: 'none' | 'open' | 'resolved';
      refundKeys: readonly string[];
    };

export type HeldEscrow = Extract<EscrowState, { exists: true }>;

const add = (a: MoneyParts, b: MoneyParts): MoneyParts => ({
  provider: a.provider + b.provider,
  platformFee: a.platformFee + b.platformFee,
  vat: a.vat + b.vat,
});
const subtract = (a: MoneyParts, b: MoneyParts): MoneyParts => ({
  provider: a.provider - b.provider,
  platformFee: a.platformFee - b.platformFee,
  vat: a.vat - b.vat,
});
const providerOnly = (provider: number): MoneyParts => ({ provider, platformFee: 0, vat: 0 });

export function evolveEscrow(state: EscrowState, event: EscrowEvent): EscrowState {
  if (event.type === 'EscrowHeld') {
    const data = event.data;
    const shares = { provider: data.providerAmount, platformFee: data.platformFee, vat: data.vatAmount };
    return {
      exists: true,
      bookingId: data.bookingId,
      paymentId: data.paymentId,
      customerId: data.customerId,
      plan: data.plan,
      eventDate: data.eventDate,
      eventEndsAt: data.eventEndsAt,
      fullAmount: data.fullAmount,
      depositAmount: data.depositAmount,
      entitled: shares,
      held: shares,
      released: { provider: 0, platformFee: 0, vat: 0 },
      refunded: 0,
      receivable: 0,
      deposit: { status: 'held', payoutId: null, amount: 0 },
      balanceReleased: false,
      dispute: 'none',
      refundKeys: [],
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'EscrowDepositReleased': {
      const moved = providerOnly(event.data.amount);
      return {
        ...state,
        held: subtract(state.held, moved),
        released: add(state.released, moved),
        deposit: { status: 'released', payoutId: event.data.payoutId, amount: event.data.amount },
      };
    }
    case 'EscrowDepositRecalled':
      return {
        ...state,
        held: add(state.held, providerOnly(event.data.returnedToHeld)),
        released: subtract(state.released, providerOnly(event.data.amount)),
        receivable: state.receivable - event.data.settlesReceivable,
        deposit: { ...state.deposit, status: 'recalled' },
      };
    case 'EscrowBalanceReleased': {
      const moved = {
        provider: event.data.providerAmount,
        platformFee: event.data.platformFee,
        vat: event.data.vatAmount,
      };
      return {
        ...state,
        held: subtract(state.held, moved),
        released: add(state.released, moved),
        balanceReleased: true,
      };
    }
    case 'EscrowRefunded':
      return {
        ...state,
        entitled: subtract(state.entitled, event.data.parts),
        held: subtract(state.held, event.data.fromHeld),
        released: subtract(state.released, {
          provider: 0,
          platformFee: event.data.fromReleasedPlatformFee,
          vat: event.data.fromReleasedVat,
        }),
        refunded: state.refunded + event.data.amount,
        receivable: state.receivable + event.data.receivable,
        refundKeys: [...state.refundKeys, event.data.refundKey],
      };
    case 'EscrowDisputeRaised':
      return { ...state, dispute: 'open' };
    case 'EscrowDisputeResolved':
      return { ...state, dispute: 'resolved' };
  }
}
