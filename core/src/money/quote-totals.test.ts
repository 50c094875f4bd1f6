import { describe, expect, it } from 'vitest';
import { quoteTotals } from './quote-totals';

describe('quote totals', () => {
  it('prices the spec placeholder item: £450 at 5% provider fee, Basic 20% commission, 20% VAT', () => {
    const { lines, totals } = quoteTotals([{ price: 45000, providerFeeRate: 500, commissionRate: 2000 }]);
    expect(lines).toEqual([
      { price: 45000, providerFee: 2250, platformFee: 9000, vatAmount: 11250, total: 67500 },
    ]);
    expect(totals).toEqual({
      subtotal: 45000,
      providerFees: 2250,
      platformFee: 9000,
      vatAmount: 11250,
      totalAmount: 67500,
    });
  });

  it('rounds each fee half-up per item (Professional 15%: 1851.75p → 1852p, 5%: 617.25p → 617p)', () => {
    const { totals } = quoteTotals([{ price: 12345, providerFeeRate: 500, commissionRate: 1500 }]);
    // taxable 12345 + 617 + 1852 = 14814; VAT 2962.8 → 2963
    expect(totals).toEqual({
      subtotal: 12345,
      providerFees: 617,
      platformFee: 1852,
      vatAmount: 2963,
      totalAmount: 17777,
    });
  });

  it('uses each item’s own fee rate and its provider’s plan, and charges VAT once on the whole quote', () => {
    const { lines, totals } = quoteTotals([
      { price: 33333, providerFeeRate: 500, commissionRate: 2000 },
      { price: 10001, providerFeeRate: 750, commissionRate: 1000 },
    ]);
    // A: fee 1666.65 → 1667, commission 6666.6 → 6667, taxable 41667
    // B: fee 750.075 → 750, commission 1000.1 → 1000, taxable 11751
    // VAT on 53418 = 10683.6 → 10684, shared 8333.71… / 2350.28… → 8334 / 2350
    // (rounding VAT per item would give 8333 + 2350 = 10683, a penny short of 20%)
    expect(lines).toEqual([
      { price: 33333, providerFee: 1667, platformFee: 6667, vatAmount: 8334, total: 50001 },
      { price: 10001, providerFee: 750, platformFee: 1000, vatAmount: 2350, total: 14101 },
    ]);
    expect(totals).toEqual({
      subtotal: 43334,
      providerFees: 2417,
      platformFee: 7667,
      vatAmount: 10684,
      totalAmount: 64102,
    });
  });

  it('charges no provider fee when the provider set 0.00', () => {
    const { totals } = quoteTotals([{ price: 1000, providerFeeRate: 0, commissionRate: 2000 }]);
    expect(totals).toEqual({
      subtotal: 1000,
      providerFees: 0,
      platformFee: 200,
      vatAmount: 240,
      totalAmount: 1440,
    });
  });

  it('prices free items at zero without dividing by zero', () => {
    const { totals } = quoteTotals([{ price: 0, providerFeeRate: 500, commissionRate: 2000 }]);
    expect(totals.totalAmount).toBe(0);
  });
});
