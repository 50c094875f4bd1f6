import type { Pence } from '../money';
import type { PaidPlan } from './catalogue';
import type { PaidTerm } from './subscription-term';

export interface PlanPeriod {
  plan: PaidPlan;
  from: string;
  /** Null while the plan is in force. */
  to: string | null;
}

export interface PlanState {
  providerId: string | null;
  /** The paid plan in force and its current term; null on Basic Provider. */
  current: (PaidTerm & { plan: PaidPlan; monthlyPrice: Pence }) | null;
  cancellation: { requestedAt: string; endsAt: string } | null;
  pending: { plan: PaidPlan; paymentId: string; amount: Pence } | null;
  /** Payments already applied, so a webhook delivered twice changes nothing the second time. */
  appliedPaymentIds: readonly string[];
  /** Every paid period, for the plan in force at any past moment (commission of a booking). */
  periods: readonly PlanPeriod[];
}

export const initialPlanState: PlanState = {
  providerId: null,
  current: null,
  cancellation: null,
  pending: null,
  appliedPaymentIds: [],
  periods: [],
};
