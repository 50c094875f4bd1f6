import type { CommandBus } from '@esm/core/eventstore/command-bus';
import type { EventStore } from '@esm/core/eventstore/port';
import type { PersonalDataVault } from '@esm/core/personal-data/vault';
import type { PlatformConfig } from '@esm/core/platform/config';
import type { Clock } from '@esm/core/shared/clock';
import type pg from 'pg';
import type { Clock as BossClock, PgBoss } from 'pg-boss';
import { startBoss } from './boss';
import { ensureQueues, type JobDefinition, startJobWorkers } from './jobs';
import { mailDeliverJob } from './mail/deliver-job';
import { MailDelivery } from './mail/delivery';
import type { ProcessManager } from './process-manager/process-manager';
import { ProcessManagerRunner } from './process-manager/runner';
import { providerWelcomeJob, providerWelcomeProcess } from './providers/welcome-email';
import { documentExpiryJob, documentExpiryProcess } from './verification/document-expiry';
import type { WorkerDeps } from './worker-deps';

/** Every process manager: events in, timers and jobs out (DESIGN.md §4). */
export const allProcessManagers: readonly ProcessManager[] = [providerWelcomeProcess, documentExpiryProcess];

export const allJobs = (deps: WorkerDeps): JobDefinition[] => [
  mailDeliverJob(deps),
  providerWelcomeJob(deps),
  documentExpiryJob(deps),
];

export interface Workers {
  boss: PgBoss;
  processManagers: ProcessManagerRunner;
  deps: WorkerDeps;
  stop(): Promise<void>;
}

export async function startWorkers(options: {
  pool: pg.Pool;
  connectionString: string;
  store: EventStore;
  vault: PersonalDataVault;
  commands: CommandBus;
  clock: Clock;
  config: PlatformConfig;
  bossClock?: BossClock;
}): Promise<Workers> {
  const boss = await startBoss({
    connectionString: options.connectionString,
    ...(options.bossClock ? { clock: options.bossClock } : {}),
  });
  const deps: WorkerDeps = {
    pool: options.pool,
    store: options.store,
    vault: options.vault,
    commands: options.commands,
    clock: options.clock,
    config: options.config,
    boss,
    mail: new MailDelivery(options.pool, options.config.smtpUrl),
  };
  const jobs = allJobs(deps);
  await ensureQueues(boss, jobs);
  const processManagers = new ProcessManagerRunner({
    pool: options.pool,
    store: options.store,
    boss,
    managers: allProcessManagers,
    log: (message, error) => console.error(message, error),
  });
  await processManagers.start();
  await startJobWorkers({ boss, pool: options.pool, clock: options.clock, jobs });
  return {
    boss,
    processManagers,
    deps,
    async stop() {
      await processManagers.stop();
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
