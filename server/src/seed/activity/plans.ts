import type { ProviderPlan } from '@esm/core/money/index';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import { PLAN_MONTHLY_PRICE } from '@esm/core/plan/catalogue';
import { planDecider } from '@esm/core/plan/decider';
import { planStream } from '@esm/core/plan/events';
import type { SeededProvider } from '../demo-marketplace';
import { type Activity, SYSTEM, user } from './context';
import { paymentSucceeded } from './payments';

/** Southbank is Professional; some marketplace providers Professional or Enterprise. */
export async function seedPlans(a: Activity): Promise<void> {
  const { rng } = a;
  const upgrades: Array<[SeededProvider, ProviderPlan]> = [[a.southbank, 'professional']];
  a.providers.forEach((p, i) => {
    if (i % 5 === 1) upgrades.push([p, 'professional']);
    else if (i % 8 === 2) upgrades.push([p, 'enterprise']);
  });
  for (const [provider, plan] of upgrades) {
    const paymentId = rng.uuid();
    const when = a.at(-rng.int(3, 25));
    await a.run(when, paymentStream(paymentId), paymentDecider, {
      type: 'CreatePaymentIntent',
      actor: user(provider.userId),
      paymentId,
      customerId: provider.userId,
      gatewayIntentId: `pi_demo_${paymentId.slice(0, 12)}`,
      amount: PLAN_MONTHLY_PRICE[plan as 'professional' | 'enterprise'],
      currency: 'gbp',
      purpose: { kind: 'plan', reference: provider.providerId },
    });
    await a.run(when, planStream(provider.providerId), planDecider, {
      type: 'RequestPlanUpgrade',
      actor: user(provider.userId),
      providerId: provider.providerId,
      providerUserId: provider.userId,
      plan,
      paymentId,
    });
    await paymentSucceeded(a, when, paymentId);
    await a.run(when, planStream(provider.providerId), planDecider, {
      type: 'ActivatePlan',
      actor: SYSTEM,
      providerId: provider.providerId,
      paymentId,
    });
    a.plans.set(provider.providerId, plan);
    a.counts.plans++;
  }
}
