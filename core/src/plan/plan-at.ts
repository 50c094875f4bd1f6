import { BALANCE_PAYMENT_DAYS, type BasisPoints, COMMISSION_RATE, type ProviderPlan } from '../money';
import type { PlanState } from './state';

/** The plan in force at `at`: a paid plan between its activation and its end, Basic otherwise. */
export function planAt(state: PlanState, at: Date): ProviderPlan {
  const time = at.getTime();
  const period = state.periods.find(
    (p) => Date.parse(p.from) <= time && (p.to === null || time < Date.parse(p.to)),
  );
  return period?.plan ?? 'basic';
}

/**
 * The platform's commission for a booking made at `at` (Basic 20%, Professional 15%, Enterprise
 * 10%). A plan change applies from the next booking on: each booking keeps the plan of its moment.
 */
export const commissionFor = (state: PlanState, at: Date): BasisPoints => COMMISSION_RATE[planAt(state, at)];

/** Days after the event that the balance is paid for a booking made at `at` (7, 5 or 3). */
export const balancePaymentDaysFor = (state: PlanState, at: Date): number =>
  BALANCE_PAYMENT_DAYS[planAt(state, at)];
