import { allocate } from './allocate';
import { applyRate, type BasisPoints } from './basis-points';
import type { Pence } from './pence';
import { VAT_RATE } from './rates';

/** One priced item of a quote as the money rules need it. */
export interface QuoteLineInput {
  price: Pence;
  providerFeeRate: BasisPoints;
  commissionRate: BasisPoints;
}

/** One item's share of every quote line; these become that item's booking's money. */
export interface QuoteLineMoney {
  price: Pence;
  providerFee: Pence;
  platformFee: Pence;
  vatAmount: Pence;
  total: Pence;
}

export interface QuoteTotals {
  subtotal: Pence;
  providerFees: Pence;
  platformFee: Pence;
  vatAmount: Pence;
  totalAmount: Pence;
}

/**
 * Quote money. Provider fee and platform fee are computed and rounded per item,
 * because items may belong to providers with different fee rates and plans. VAT is computed once
 * on the quote's taxable amount, so the quote shows exactly 20%, and then shared across items in
 * proportion to their taxable amounts (largest remainder), so each booking's split is exact too.
 */
export function quoteTotals(lines: readonly QuoteLineInput[]): {
  lines: QuoteLineMoney[];
  totals: QuoteTotals;
} {
  const fees = lines.map((line) => ({
    price: line.price,
    providerFee: applyRate(line.price, line.providerFeeRate),
    platformFee: applyRate(line.price, line.commissionRate),
  }));
  const taxable = fees.map((fee) => fee.price + fee.providerFee + fee.platformFee);
  const vatAmount = applyRate(
    taxable.reduce((sum, amount) => sum + amount, 0),
    VAT_RATE,
  );
  const vatShares = allocate(vatAmount, taxable);
  const money = fees.map((fee, index) => {
    const vat = vatShares[index] ?? 0;
    return { ...fee, vatAmount: vat, total: (taxable[index] ?? 0) + vat };
  });
  const sum = (pick: (line: QuoteLineMoney) => Pence) => money.reduce((total, line) => total + pick(line), 0);
  return {
    lines: money,
    totals: {
      subtotal: sum((line) => line.price),
      providerFees: sum((line) => line.providerFee),
      platformFee: sum((line) => line.platformFee),
      vatAmount,
      totalAmount: sum((line) => line.total),
    },
  };
}
