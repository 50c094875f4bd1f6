import { actorOf, systemActor, type UserIdentity } from '@esm/core/kernel/actor';
import { formatPounds, type Pence } from '@esm/core/money/index';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentErrors } from '@esm/core/payment/errors';
import { paymentStream } from '@esm/core/payment/events';
import type { GatewayIntent } from '@esm/core/payment/gateway';
import type { AppDeps } from '../deps';

/** What the card form needs to take a provider's payment (the contract's PaymentSetup). */
export interface PaymentSetup {
  clientSecret: string;
  paymentIntentId: string;
  /** Pounds with two decimals, as the contract's money fields. */
  amount: string;
  gateway: 'simulated' | 'stripe';
  publishableKey?: string;
}

type ProviderPurpose = { kind: 'boost' | 'plan'; reference: string };

/**
 * Sets up a card payment a provider makes to the platform (a boost or a plan): an intent at the
 * gateway for the amount the decider worked out, and the payment's own stream, whose purpose
 * tells the settlement worker what to activate once the money is in (boost and upgrade flow).
 */
export async function setUpProviderPayment(
  ctx: AppDeps,
  input: {
    user: UserIdentity;
    paymentId: string;
    amount: Pence;
    purpose: ProviderPurpose;
    description: string;
    correlationId: string;
  },
): Promise<PaymentSetup> {
  const { gateway, commands } = ctx;
  const intent = await gateway.createPaymentIntent({
    amount: input.amount,
    idempotencyKey: `payment:${input.paymentId}`,
    description: input.description,
    metadata: { paymentId: input.paymentId, kind: input.purpose.kind, reference: input.purpose.reference },
  });
  const actor = actorOf(input.user);
  await commands.run({
    stream: paymentStream(input.paymentId),
    decider: paymentDecider,
    command: {
      type: 'CreatePaymentIntent',
      actor,
      paymentId: input.paymentId,
      customerId: input.user.userId,
      gatewayIntentId: intent.intentId,
      amount: input.amount,
      currency: 'gbp',
      purpose: input.purpose,
    },
    actor,
    correlationId: input.correlationId,
  });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.intentId,
    amount: formatPounds(input.amount),
    gateway: gateway.name,
    ...(gateway.publishableKey ? { publishableKey: gateway.publishableKey } : {}),
  };
}

/**
 * The confirm call after the card form: asks the gateway what is true now (never trusts the
 * browser) and records the success on the payment's stream, exactly once however often it is
 * called or whatever a webhook already did. Answers the payment id the intent belongs to.
 */
export async function recordProviderPaymentSuccess(
  ctx: AppDeps,
  intentId: string,
  expected: { kind: ProviderPurpose['kind']; accepts: (reference: string) => Promise<boolean> },
  correlationId: string,
): Promise<{ paymentId: string; reference: string }> {
  let intent: GatewayIntent;
  try {
    intent = await ctx.gateway.retrievePaymentIntent(intentId);
  } catch {
    throw paymentErrors.error('PAYMENT_NOT_FOUND');
  }
  const { paymentId, kind, reference } = intent.metadata;
  // Only the caller's own purchase of this kind: anything else is as good as unknown.
  if (!paymentId || !reference || kind !== expected.kind || !(await expected.accepts(reference)))
    throw paymentErrors.error('PAYMENT_NOT_FOUND');
  if (intent.status !== 'succeeded') throw paymentErrors.error('PAYMENT_NOT_COMPLETED');
  const actor = systemActor('api:payment-confirm');
  await ctx.commands.run({
    stream: paymentStream(paymentId),
    decider: paymentDecider,
    command: {
      type: 'RecordPaymentSucceeded',
      actor,
      paymentId,
      gatewayEventId: `retrieved:${intent.intentId}`,
      gatewayChargeId: intent.chargeId ?? intent.intentId,
    },
    actor,
    correlationId,
  });
  return { paymentId, reference };
}
