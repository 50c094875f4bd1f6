import { describe, expect, it } from 'vitest';
import { choosePaymentForm } from './payment-form-choice';

describe('choosePaymentForm', () => {
  it('uses Stripe Elements when the gateway is Stripe with a publishable key', () => {
    expect(
      choosePaymentForm({ clientSecret: 'pi_1_secret_x', gateway: 'stripe', publishableKey: 'pk_test_abc' }),
    ).toEqual({ kind: 'stripe', clientSecret: 'pi_1_secret_x', publishableKey: 'pk_test_abc' });
    expect(
      choosePaymentForm({ clientSecret: 's', gateway: 'stripe', publishableKey: 'pk_live_abc' }).kind,
    ).toBe('stripe');
  });

  it('uses the simulated form for the simulated gateway, even if a key is present', () => {
    expect(choosePaymentForm({ clientSecret: 'sim_1', gateway: 'simulated' })).toEqual({
      kind: 'simulated',
      clientSecret: 'sim_1',
    });
    expect(
      choosePaymentForm({ clientSecret: 'sim_1', gateway: 'simulated', publishableKey: 'pk_test_x' }).kind,
    ).toBe('simulated');
  });

  it('does not load Stripe without a usable publishable key', () => {
    expect(choosePaymentForm({ clientSecret: 's', gateway: 'stripe' }).kind).toBe('stripe-unconfigured');
    expect(choosePaymentForm({ clientSecret: 's', gateway: 'stripe', publishableKey: ' ' }).kind).toBe(
      'stripe-unconfigured',
    );
    // A secret key must never reach the browser; refuse rather than pass it to Stripe.js.
    expect(
      choosePaymentForm({ clientSecret: 's', gateway: 'stripe', publishableKey: 'sk_test_x' }).kind,
    ).toBe('stripe-unconfigured');
  });

  it('reports a set-up without a client secret as failed', () => {
    expect(choosePaymentForm({ clientSecret: '', gateway: 'stripe', publishableKey: 'pk_test_x' }).kind).toBe(
      'setup-failed',
    );
  });
});
