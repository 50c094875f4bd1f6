import type { CommandBus } from '@esm/core/eventstore/command-bus';
import type { EventStore } from '@esm/core/eventstore/port';
import type { Clock } from '@esm/core/kernel/clock';
import type { PaymentGateway } from '@esm/core/payment/gateway';
import type pg from 'pg';

/**
 * The ports a use case is given, by the HTTP adapter (its route context) and by the job adapter
 * (its worker deps) alike: both carry at least these, so either can call any use case.
 */
export interface AppDeps {
  /** Read models, through the typed queries of `@esm/projections`; never written here. */
  pool: pg.Pool;
  clock: Clock;
  commands: CommandBus;
  /** For command-side facts read from their own streams (loadState). */
  store: EventStore;
  gateway: PaymentGateway;
}
