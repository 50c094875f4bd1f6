import { BALANCE_PAYMENT_DAYS, COMMISSION_RATE, type Pence, type ProviderPlan } from '../money';

/** The paid plans /; Basic Provider is free and needs no subscription. */
export const PAID_PLANS = ['professional', 'enterprise'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export const PLAN_NAMES: Record<ProviderPlan, string> = {
  basic: 'Basic Provider',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

/** Monthly prices: Professional £29, Enterprise £99. */
export const PLAN_MONTHLY_PRICE: Record<PaidPlan, Pence> = { professional: 2900, enterprise: 9900 };

/** Higher plans rank higher: an upgrade goes up, never sideways or down. */
export const PLAN_RANK: Record<ProviderPlan, number> = { basic: 0, professional: 1, enterprise: 2 };

export const isPaidPlan = (value: string): value is PaidPlan =>
  (PAID_PLANS as readonly string[]).includes(value);

/** What a plan means for the provider's money (commission and payout delay come from money). */
export const planTerms = (plan: ProviderPlan) => ({
  name: PLAN_NAMES[plan],
  monthlyPrice: plan === 'basic' ? 0 : PLAN_MONTHLY_PRICE[plan],
  commissionRate: COMMISSION_RATE[plan],
  balancePaymentDays: BALANCE_PAYMENT_DAYS[plan],
});
