import { type Clock, systemClock } from '@esm/core/kernel/clock';
import type { PaymentGateway } from '@esm/core/payment/gateway';
import type pg from 'pg';
import type { PlatformConfig } from '../platform/config';
import { SimulatedGateway } from './simulated/simulated-gateway';
import { createStripeGateway } from './stripe/stripe-gateway';

/**
 * The one place that chooses the payment gateway: Stripe when STRIPE_SECRET_KEY is set,
 * otherwise the built-in simulated gateway that behaves like Stripe's test mode.
 */
export function createPaymentGateway(
  config: PlatformConfig,
  pool: pg.Pool,
  clock: Clock = systemClock,
  log?: (message: string, error?: unknown) => void,
): PaymentGateway {
  if (config.stripeSecretKey) return createStripeGateway(config, { now: () => clock.now() });
  return new SimulatedGateway(pool, clock, config.paymentWebhookSecret, log);
}
