import { formatPounds } from '@esm/core/money/index';
import { PLAN_NAMES, planTerms } from '@esm/core/plan/catalogue';
import { planAt } from '@esm/core/plan/plan-at';
import type { PlanState } from '@esm/core/plan/state';
import { z } from 'zod';
import { money } from '../http/schemas';

/** GET /api/provider/plan: the plan in force and what it means for the provider's money. */
export const planStatusResponse = z.object({
  plan: z.enum(['basic', 'professional', 'enterprise']),
  name: z.string(),
  monthlyPrice: money,
  /** Platform commission on each new booking, percent (20, 15 or 10). */
  commissionPercentage: z.number(),
  /** Days after the event that the balance is paid (7, 5 or 3). */
  payoutDays: z.number(),
  renewsAt: z.string().nullable(),
  cancelsAt: z.string().nullable(),
});

export function planStatusJson(state: PlanState, now: Date): z.infer<typeof planStatusResponse> {
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
