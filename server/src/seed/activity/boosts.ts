import { boostDecider } from '@esm/core/boost/decider';
import { boostStream } from '@esm/core/boost/events';
import { seedBoostPackageCommands } from '@esm/core/boost/seed-packages';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import type { SeededService } from '../demo-marketplace';
import { type Activity, SYSTEM, user } from './context';
import { paymentSucceeded } from './payments';

/** Two Featured and two Category boosts, bought a few days ago. */
export async function seedBoosts(a: Activity): Promise<void> {
  const { rng, southbank, providers } = a;
  const packages = seedBoostPackageCommands(SYSTEM);
  const boosted: Array<[SeededService, number]> = [
    [southbank.services[0]!, 1],
    [providers[3]!.services[0]!, 0],
    [providers[10]!.services[0]!, 1],
    [providers[21]!.services[0]!, 0],
  ];
  for (const [service, packageIndex] of boosted) {
    const { type: _t, actor: _a, packageId, ...fields } = packages[packageIndex]!;
    const boostId = rng.uuid();
    const paymentId = rng.uuid();
    const when = a.at(-rng.int(2, 12));
    const owner = user(service.providerUserId);
    await a.run(when, paymentStream(paymentId), paymentDecider, {
      type: 'CreatePaymentIntent',
      actor: owner,
      paymentId,
      customerId: service.providerUserId,
      gatewayIntentId: `pi_demo_${paymentId.slice(0, 12)}`,
      amount: fields.price,
      currency: 'gbp',
      purpose: { kind: 'boost', reference: boostId },
    });
    await a.run(when, boostStream(boostId), boostDecider, {
      type: 'RequestBoostPurchase',
      actor: owner,
      boostId,
      paymentId,
      service: {
        serviceId: service.serviceId,
        providerId: service.providerId,
        ownerUserId: service.providerUserId,
      },
      boostPackage: { packageId, ...fields },
      activeBoost: null,
    });
    await paymentSucceeded(a, when, paymentId);
    await a.run(when, boostStream(boostId), boostDecider, {
      type: 'ActivateBoost',
      actor: SYSTEM,
      boostId,
      paymentId,
    });
    a.counts.boosts++;
  }
}
