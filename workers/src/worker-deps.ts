import type { CommandBus } from '@esm/core/eventstore/command-bus';
import type { EventStore } from '@esm/core/eventstore/port';
import type { Clock } from '@esm/core/kernel/clock';
import type { PaymentGateway } from '@esm/core/payment/gateway';
import type { PersonalDataVault } from '@esm/core/personal-data/vault';
import type { PlatformConfig } from '@esm/infra/platform/config';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { MailDelivery } from './mail/delivery';

/** What job handlers are given. */
export interface WorkerDeps {
  pool: pg.Pool;
  store: EventStore;
  vault: PersonalDataVault;
  commands: CommandBus;
  clock: Clock;
  config: PlatformConfig;
  boss: PgBoss;
  mail: MailDelivery;
  /** Refunds and payout transfers: Stripe, the simulated gateway, or a test double. */
  gateway: PaymentGateway;
}
