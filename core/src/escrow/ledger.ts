import type { Pence } from '../money';
import type { EscrowEvent } from './events';

/**
 * A booking's money as the double-entry ledger sees it, summed from its escrow events alone
 *. providerPayouts counts payouts scheduled or sent; receivables are provider money
 * that was refunded after it had already gone out, which the provider owes back.
 */
export interface EscrowLedger {
  captured: Pence;
  refunded: Pence;
  providerPayouts: Pence;
  platformFee: Pence;
  vat: Pence;
  receivables: Pence;
  held: Pence;
}

export const emptyLedger: EscrowLedger = {
  captured: 0,
  refunded: 0,
  providerPayouts: 0,
  platformFee: 0,
  vat: 0,
  receivables: 0,
  held: 0,
};

export function applyToLedger(ledger: EscrowLedger, event: EscrowEvent): EscrowLedger {
  switch (event.type) {
    case 'EscrowHeld':
      return {
        ...ledger,
        captured: ledger.captured + event.data.fullAmount,
        held: ledger.held + event.data.fullAmount,
      };
    case 'EscrowDepositReleased':
      return {
        ...ledger,
        held: ledger.held - event.data.amount,
        providerPayouts: ledger.providerPayouts + event.data.amount,
      };
    case 'EscrowDepositRecalled':
      return {
        ...ledger,
        providerPayouts: ledger.providerPayouts - event.data.amount,
        receivables: ledger.receivables - event.data.settlesReceivable,
        held: ledger.held + event.data.returnedToHeld,
      };
    case 'EscrowBalanceReleased': {
      const { providerAmount, platformFee, vatAmount } = event.data;
      return {
        ...ledger,
        held: ledger.held - providerAmount - platformFee - vatAmount,
        providerPayouts: ledger.providerPayouts + providerAmount,
        platformFee: ledger.platformFee + platformFee,
        vat: ledger.vat + vatAmount,
      };
    }
    case 'EscrowRefunded': {
      const { fromHeld } = event.data;
      return {
        ...ledger,
        refunded: ledger.refunded + event.data.amount,
        held: ledger.held - fromHeld.provider - fromHeld.platformFee - fromHeld.vat,
        platformFee: ledger.platformFee - event.data.fromReleasedPlatformFee,
        vat: ledger.vat - event.data.fromReleasedVat,
        receivables: ledger.receivables + event.data.receivable,
      };
    }
    case 'EscrowDisputeRaised':
    case 'EscrowDisputeResolved':
      return ledger;
  }
}

export const escrowLedger = (events: readonly EscrowEvent[]): EscrowLedger =>
  events.reduce(applyToLedger, emptyLedger);

/**
 * The booking balances: every captured penny (plus what the provider owes back) is refunded,
 * paid out to the provider, platform revenue, VAT, or still held.
 */
export const isLedgerBalanced = (ledger: EscrowLedger): boolean =>
  ledger.captured + ledger.receivables ===
  ledger.refunded + ledger.providerPayouts + ledger.platformFee + ledger.vat + ledger.held;
