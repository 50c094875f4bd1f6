import { credentialMigrations } from '@esm/api/auth/credentials';
import { signInThrottleMigrations } from '@esm/api/auth/sign-in-throttle';
import { sessionMigrations } from '@esm/api/http/server';
import { paymentWebhookMigrations } from '@esm/api/payments/webhook-dedupe';
import { eventStoreMigrations } from '@esm/infra/eventstore/postgres/migrations';
import { simulatedGatewayMigrations } from '@esm/infra/payment/simulated/simulated-gateway';
import { personalDataMigrations } from '@esm/infra/personal-data/postgres-vault';
import { type Migration, migrate } from '@esm/infra/postgres/migrate';
import { driftRecordMigrations } from '@esm/projections/health/drift-record';
import { readModelExtensionsMigration } from '@esm/projections/index';
import { readModelMigrations } from '@esm/projections/runner/read-model-schema';
import { mailMigrations } from '@esm/workers/mail/migrations';
import { workerMigrations } from '@esm/workers/process-manager/migrations';
import type pg from 'pg';

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
  ...driftRecordMigrations,
];

export const migrateAll = (pool: pg.Pool) => migrate(pool, allMigrations);
