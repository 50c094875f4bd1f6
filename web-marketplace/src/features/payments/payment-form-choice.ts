import type { PaymentSetup } from '@esm/contract/payments';

/**
 * Which card form a payment set-up needs. Stripe Elements (and Stripe.js, fetched from
 * js.stripe.com) only when the API set the payment up with Stripe and gave a publishable key; the
 * built-in simulated form otherwise. Kept apart from the component so it is testable without a DOM.
 */
export type PaymentFormChoice =
  | { kind: 'setup-failed' }
  | { kind: 'stripe-unconfigured' }
  | { kind: 'stripe'; clientSecret: string; publishableKey: string }
  | { kind: 'simulated'; clientSecret: string };

export function choosePaymentForm(
  setup: Pick<PaymentSetup, 'clientSecret' | 'gateway' | 'publishableKey'>,
): PaymentFormChoice {
  if (!setup.clientSecret) return { kind: 'setup-failed' };
  if (setup.gateway === 'stripe') {
    const publishableKey = setup.publishableKey?.trim();
    if (!publishableKey || !/^pk_(test|live)_/.test(publishableKey)) return { kind: 'stripe-unconfigured' };
    return { kind: 'stripe', clientSecret: setup.clientSecret, publishableKey };
  }
  return { kind: 'simulated', clientSecret: setup.clientSecret };
}
