import { describe, expect, it } from 'vitest';
import {
  bookingMoneyFromQuoteLine,
  depositFor,
  directCheckoutMoney,
  isBalancedBookingMoney,
} from './booking-money';
import { cardProcessingFee } from './rates';

const defaultDeposit = { depositRequired: true, depositRate: 2500 };
const noDeposit = { depositRequired: false, depositRate: 2500 };

describe('direct service checkout: client pays basePrice × 1.2, platform keeps the plan commission', () => {
  it.each([
    ['basic', 45000, { totalAmount: 54000, platformFee: 9000, providerAmount: 45000, depositAmount: 11250 }],
    [
      'professional',
      45000,
      { totalAmount: 54000, platformFee: 6750, providerAmount: 47250, depositAmount: 11813 },
    ],
    [
      'enterprise',
      45000,
      { totalAmount: 54000, platformFee: 4500, providerAmount: 49500, depositAmount: 12375 },
    ],
    ['basic', 333, { totalAmount: 400, platformFee: 67, providerAmount: 333, depositAmount: 83 }],
  ] as const)('%s plan, basePrice %i pence', (plan, price, expected) => {
    expect(directCheckoutMoney(price, plan, defaultDeposit)).toEqual({ ...expected, vatAmount: 0 });
  });

  it('has no deposit when the provider does not require one', () => {
    expect(directCheckoutMoney(45000, 'basic', noDeposit).depositAmount).toBe(0);
  });
});

describe('a booking made from a quote item', () => {
  it('gives the provider the item price plus the provider fee, deposit 25% of that', () => {
    const money = bookingMoneyFromQuoteLine(
      { price: 45000, providerFee: 2250, platformFee: 9000, vatAmount: 11250, total: 67500 },
      defaultDeposit,
    );
    // deposit 25% of 47250 = 11812.5 → 11813
    expect(money).toEqual({
      totalAmount: 67500,
      platformFee: 9000,
      vatAmount: 11250,
      providerAmount: 47250,
      depositAmount: 11813,
    });
    expect(isBalancedBookingMoney(money)).toBe(true);
  });
});

describe('deposit rule', () => {
  it('never exceeds the provider amount, even with a deposit percentage above 100', () => {
    expect(depositFor(1000, { depositRequired: true, depositRate: 15000 })).toBe(1000);
  });
});

describe('isBalancedBookingMoney', () => {
  const balanced = {
    totalAmount: 100,
    platformFee: 10,
    vatAmount: 20,
    providerAmount: 70,
    depositAmount: 10,
  };
  it('accepts parts that add up', () => expect(isBalancedBookingMoney(balanced)).toBe(true));
  it('refuses parts that do not add up', () =>
    expect(isBalancedBookingMoney({ ...balanced, platformFee: 11 })).toBe(false));
  it('refuses a deposit above the provider amount', () =>
    expect(isBalancedBookingMoney({ ...balanced, depositAmount: 71 })).toBe(false));
  it('refuses fractions of a penny', () =>
    expect(isBalancedBookingMoney({ ...balanced, providerAmount: 69.5, vatAmount: 20.5 })).toBe(false));
});

describe('card processing fee 2.9% + 30p', () => {
  it.each([
    [54000, 1596],
    [67500, 1988],
    [100, 33],
  ])('on %i pence captured is %i pence', (captured, fee) => {
    expect(cardProcessingFee(captured)).toBe(fee);
  });
});
