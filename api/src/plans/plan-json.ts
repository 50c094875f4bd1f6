import type { PlanStatus } from '@esm/contract/plans';
import { formatPounds } from '@esm/core/money/index';
import { PLAN_NAMES, planTerms } from '@esm/core/plan/catalogue';
import { planAt } from '@esm/core/plan/plan-at';
import type { PlanState } from '@esm/core/plan/state';

export function planStatusJson(state: PlanState, now: Date): PlanStatus {
  const plan = planAt(state, now);
  const terms = planTerms(plan);
  return {
    plan,
    name: PLAN_NAMES[plan],
    monthlyPrice: formatPounds(terms.monthlyPrice),
    commissionPercentage: terms.commissionRate / 100,
    payoutDays: terms.balancePaymentDays,
    renewsAt: state.current && !state.cancellation ? state.current.termEnd : null,
    cancelsAt: state.cancellation?.endsAt ?? null,
  };
}
