import { z } from 'zod';
import { money, providerPlan, text } from './common';

/** GET /api/provider/plan, POST /api/provider/upgrade/confirm and POST /api/provider/plan/cancel. */
export const planStatusResponse = z.object({
  plan: providerPlan,
  name: z.string(),
  monthlyPrice: money,
  /** Platform commission on each new booking, percent (20, 15 or 10). */
  commissionPercentage: z.number(),
  /** Days after the event that the balance is paid (7, 5 or 3). */
  payoutDays: z.number(),
  renewsAt: z.string().nullable(),
  cancelsAt: z.string().nullable(),
});
export type PlanStatus = z.infer<typeof planStatusResponse>;

/** POST /api/provider/upgrade: the plan to move to; answers a PaymentSetup. */
export const upgradePlanBody = z.object({ plan: text(50).min(1, 'Please choose a plan.') });
