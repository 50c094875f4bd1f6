import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';
import { penceSchema, providerPlanSchema } from '../money';
import { PAID_PLANS } from './catalogue';

/** Stream of one provider's plan subscription: `plan-<providerId>`. */
export const planStream = (providerId: string): string => `plan-${providerId}`;

const paidPlan = z.enum(PAID_PLANS);
const instant = z.iso.datetime();

export const planEvents = defineEvents({
  /** Payment set up for an upgrade; nothing changes until it is paid. */
  PlanUpgradeRequested: {
    schema: z.object({
      providerId: z.string(),
      plan: paidPlan,
      price: penceSchema,
      /** The unused part of the current paid term, taken off the first payment of a higher plan. */
      credit: penceSchema,
      amount: penceSchema,
      paymentId: z.string(),
      requestedBy: z.string(),
      requestedAt: instant,
    }),
  },
  PlanUpgradePaymentFailed: {
    schema: z.object({ providerId: z.string(), plan: paidPlan, paymentId: z.string(), failedAt: instant }),
  },
  PlanActivated: {
    schema: z.object({
      providerId: z.string(),
      plan: paidPlan,
      previousPlan: providerPlanSchema,
      amount: penceSchema,
      paymentId: z.string(),
      termStart: instant,
      termEnd: instant,
      termValue: penceSchema,
      activatedAt: instant,
    }),
  },
  PlanRenewed: {
    schema: z.object({
      providerId: z.string(),
      plan: paidPlan,
      amount: penceSchema,
      paymentId: z.string(),
      termStart: instant,
      termEnd: instant,
      renewedAt: instant,
    }),
  },
  PlanCancellationRequested: {
    schema: z.object({
      providerId: z.string(),
      plan: paidPlan,
      requestedBy: z.string(),
      requestedAt: instant,
      /** The later of 30 days from the request and the end of the paid term. */
      endsAt: instant,
    }),
  },
  /** Back to Basic Provider: 20% commission and payouts 7 days after the event from the next booking on. */
  PlanEnded: {
    schema: z.object({
      providerId: z.string(),
      plan: paidPlan,
      reason: z.enum(['cancelled', 'renewal_payment_failed']),
      failedPaymentId: z.string().nullable(),
      endedAt: instant,
    }),
  },
});

export type PlanEvent = EventsOf<typeof planEvents>;
