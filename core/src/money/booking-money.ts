import { applyRate, type BasisPoints } from './basis-points';
import type { Pence } from './pence';
import { isPence } from './pence';
import type { QuoteLineMoney } from './quote-totals';
import { COMMISSION_RATE, DIRECT_CHECKOUT_RATE, type ProviderPlan } from './rates';

/**
 * What one booking's payment is made of. totalAmount = providerAmount + platformFee + vatAmount,
 * always; depositAmount is the part of providerAmount paid out when the provider accepts.
 */
export interface BookingMoney {
  totalAmount: Pence;
  platformFee: Pence;
  vatAmount: Pence;
  providerAmount: Pence;
  depositAmount: Pence;
}

/** The provider's deposit terms (depositRequired default true, depositPercentage default 25.00). */
export interface DepositPolicy {
  depositRequired: boolean;
  depositRate: BasisPoints;
}

/** Deposit = depositPercentage of the provider's amount, when the provider requires one. */
export const depositFor = (providerAmount: Pence, policy: DepositPolicy): Pence =>
  policy.depositRequired ? Math.min(providerAmount, applyRate(providerAmount, policy.depositRate)) : 0;

/**
 * A booking made from one quote item: the provider keeps the item price and the provider fee;
 * the platform keeps its commission; VAT is held for HMRC.
 */
export function bookingMoneyFromQuoteLine(line: QuoteLineMoney, policy: DepositPolicy): BookingMoney {
  const providerAmount = line.price + line.providerFee;
  return {
    totalAmount: line.total,
    platformFee: line.platformFee,
    vatAmount: line.vatAmount,
    providerAmount,
    depositAmount: depositFor(providerAmount, policy),
  };
}

/**
 * What a client pays for a direct booking of `price` (fees and VAT included): the headline total
 * shown beside a base price, and the total the checkout charges, from this one rule.
 */
export const directCheckoutTotal = (price: Pence): Pence => applyRate(price, DIRECT_CHECKOUT_RATE);

/**
 * Direct service checkout: the client pays price × 1.2 whatever the plan; the platform
 * keeps price × its commission and the provider gets the rest. There is no VAT line, because the
 * spec's total has none.
 */
export function directCheckoutMoney(price: Pence, plan: ProviderPlan, policy: DepositPolicy): BookingMoney {
  const totalAmount = directCheckoutTotal(price);
  const platformFee = applyRate(price, COMMISSION_RATE[plan]);
  const providerAmount = totalAmount - platformFee;
  return {
    totalAmount,
    platformFee,
    vatAmount: 0,
    providerAmount,
    depositAmount: depositFor(providerAmount, policy),
  };
}

/** True when every part is whole pence, the parts add up to the total and the deposit fits. */
export const isBalancedBookingMoney = (money: BookingMoney): boolean =>
  [money.totalAmount, money.platformFee, money.vatAmount, money.providerAmount, money.depositAmount].every(
    isPence,
  ) &&
  money.providerAmount + money.platformFee + money.vatAmount === money.totalAmount &&
  money.depositAmount <= money.providerAmount;
