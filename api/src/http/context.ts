import type { CommandBus } from '@esm/core/eventstore/command-bus';
import type { EventStore } from '@esm/core/eventstore/port';
import type { Clock } from '@esm/core/kernel/clock';
import type { PaymentGateway } from '@esm/core/payment/gateway';
import type { Geocoder } from '@esm/core/postcode/geocoder';
import type { PlatformConfig } from '@esm/infra/platform/config';
import type pg from 'pg';
import type { Credentials } from '../auth/credentials';
import type { Auth } from '../auth/current-user';
import type { RateLimits } from './server';

/** What every route module is given: the platform's ports, nothing global. */
export interface ApiContext {
  config: PlatformConfig;
  pool: pg.Pool;
  clock: Clock;
  commands: CommandBus;
  /** For command-side facts read from their own streams (loadState), never for queries. */
  store: EventStore;
  auth: Auth;
  credentials: Credentials;
  geocoder: Geocoder;
  rateLimits: RateLimits;
  /** Card payments (checkout, boosts, plans): the simulated gateway by default, Stripe when configured. */
  gateway: PaymentGateway;
}
