import type { EscrowEvent } from '@esm/core/escrow/events';

/**
 * The ledger's accounts (docs/money.md). Amounts are pence, debit positive and credit negative, so
 * every transaction's lines add up to zero and an account's balance is the sum of its lines.
 */
export const LEDGER_ACCOUNTS = [
  /** The platform's balance at the gateway: card money in, refunds, payouts and card fees out. */
  'cash',
  /** Client money held for a booking until it is refunded or released. */
  'escrow_held',
  /** Released to a provider, scheduled or sent: settled by the payout transfer. */
  'provider_payable',
  /** The platform's commission, earned when it leaves escrow. */
  'platform_revenue',
  /** VAT owed to HMRC, recognised when it leaves escrow. */
  'vat_payable',
  /** Refunds decided but not yet confirmed by the gateway. */
  'client_refunds_payable',
  /** Provider money refunded after it had been paid out: the provider owes it back. */
  'provider_receivable',
  /** 2.9% + 30p per card payment: the platform's cost. */
  'card_fees',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export interface LedgerLine {
  account: LedgerAccount;
  /** Debit positive, credit negative. */
  amount: number;
}

const debit = (account: LedgerAccount, amount: number): LedgerLine => ({ account, amount });
const credit = (account: LedgerAccount, amount: number): LedgerLine => ({ account, amount: -amount });

/** The double entry of one escrow event; zero-amount lines are left out. */
export function escrowLines(event: EscrowEvent): { movement: string; lines: LedgerLine[] } | null {
  let movement: string;
  let lines: LedgerLine[];
  switch (event.type) {
    case 'EscrowHeld':
      movement = 'captured';
      lines = [debit('cash', event.data.fullAmount), credit('escrow_held', event.data.fullAmount)];
      break;
    case 'EscrowDepositReleased':
      movement = 'deposit_released';
      lines = [debit('escrow_held', event.data.amount), credit('provider_payable', event.data.amount)];
      break;
    case 'EscrowDepositRecalled':
      movement = 'deposit_recalled';
      lines = [
        debit('provider_payable', event.data.amount),
        credit('provider_receivable', event.data.settlesReceivable),
        credit('escrow_held', event.data.returnedToHeld),
      ];
      break;
    case 'EscrowBalanceReleased': {
      const { providerAmount, platformFee, vatAmount } = event.data;
      movement = 'balance_released';
      lines = [
        debit('escrow_held', providerAmount + platformFee + vatAmount),
        credit('provider_payable', providerAmount),
        credit('platform_revenue', platformFee),
        credit('vat_payable', vatAmount),
      ];
      break;
    }
    case 'EscrowRefunded': {
      const d = event.data;
      movement = 'refund';
      lines = [
        debit('escrow_held', d.fromHeld.provider + d.fromHeld.platformFee + d.fromHeld.vat),
        debit('platform_revenue', d.fromReleasedPlatformFee),
        debit('vat_payable', d.fromReleasedVat),
        debit('provider_receivable', d.receivable),
        credit('client_refunds_payable', d.amount),
      ];
      break;
    }
    default:
      return null;
  }
  return { movement, lines: lines.filter((l) => l.amount !== 0) };
}

export const refundIssuedLines = (amount: number): LedgerLine[] => [
  debit('client_refunds_payable', amount),
  credit('cash', amount),
];
export const payoutSentLines = (amount: number): LedgerLine[] => [
  debit('provider_payable', amount),
  credit('cash', amount),
];
export const cardFeeLines = (amount: number): LedgerLine[] => [
  debit('card_fees', amount),
  credit('cash', amount),
];
