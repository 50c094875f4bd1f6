import { eventStoreMigrations } from '@esm/core/eventstore/postgres/migrations';
import { simulatedGatewayMigrations } from '@esm/core/payment/simulated-gateway';
import { personalDataMigrations } from '@esm/core/personal-data/vault';
import { type Migration, migrate } from '@esm/core/postgres/migrate';
import { readModelExtensionsMigration } from '@esm/projections/index';
import { readModelMigrations } from '@esm/projections/runner/read-model-schema';
import { mailMigrations } from '@esm/workers/mail/migrations';
import { workerMigrations } from '@esm/workers/process-manager/migrations';
import type pg from 'pg';
import { credentialMigrations } from '../auth/credentials';
import { signInThrottleMigrations } from '../auth/sign-in-throttle';
import { sessionMigrations } from '../http/server';
import { paymentWebhookMigrations } from '../payments/webhook-dedupe';

/** Every schema the platform owns, in the order they were introduced. */
export const allMigrations: Migration[] = [
  ...eventStoreMigrations,
  ...personalDataMigrations,
  ...readModelMigrations,
  readModelExtensionsMigration,
  ...sessionMigrations,
  ...workerMigrations,
  ...mailMigrations,
  ...credentialMigrations,
  ...signInThrottleMigrations,
  ...simulatedGatewayMigrations,
  ...paymentWebhookMigrations,
];

export const migrateAll = (pool: pg.Pool) => migrate(pool, allMigrations);
