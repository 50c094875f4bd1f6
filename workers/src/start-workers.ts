import type { CommandBus } from '@esm/core/eventstore/command-bus';
import type { EventStore } from '@esm/core/eventstore/port';
import type { Clock } from '@esm/core/kernel/clock';
import type { PaymentGateway } from '@esm/core/payment/gateway';
import type { PersonalDataVault } from '@esm/core/personal-data/vault';
import type { PlatformConfig } from '@esm/infra/platform/config';
import type pg from 'pg';
import type { Clock as BossClock, PgBoss } from 'pg-boss';
import { accountErasureJob, accountErasureProcess } from './accounts/account-erasure';
import { boostBillingProcess, boostDueJob, boostUpgradeEndJob } from './billing/boost-billing';
import { planBillingProcess, planDueJob } from './billing/plan-billing';
import {
  providerPurchaseSettlementJob,
  providerPurchaseSettlementProcess,
} from './billing/purchase-settlement';
import { bookingCalendarReleaseJob, bookingCalendarReleaseProcess } from './bookings/calendar-release';
import { checkoutHoldJob, checkoutHoldProcess } from './bookings/checkout-hold';
import { bookingCompletionJob, bookingCompletionProcess } from './bookings/completion';
import { bookingAutoDeclineJob, providerResponseProcess } from './bookings/provider-response';
import {
  settlementCheckJob,
  settlementCheckProcess,
  sweepUnsettledPayments,
} from './bookings/settlement-check';
import { startBoss } from './boss';
import { disputePayoutsJob, disputePayoutsProcess } from './escrow/dispute-payouts';
import { escrowHoldJob, escrowHoldProcess } from './escrow/hold-escrow';
import { escrowReleaseJob, escrowReleaseProcess } from './escrow/release-balance';
import { escrowDepositJob, escrowDepositProcess } from './escrow/release-deposit';
import { ensureQueues, type JobDefinition, startJobWorkers } from './jobs';
import { mailDeliverJob } from './mail/deliver-job';
import { MailDelivery } from './mail/delivery';
import { allEmailNotifications } from './notifications/all';
import { notificationJob, notificationProcess } from './notifications/notification';
import { payoutAccountSyncJob, payoutAccountSyncProcess } from './payout-accounts/sync-payout-account';
import { payoutExecuteJob, payoutExecuteProcess } from './payouts/execute-payout';
import { providerPayoutsResumeJob, providerPayoutsResumeProcess } from './payouts/provider-unfreeze';
import { payoutScheduleJob, payoutScheduleProcess } from './payouts/schedule-payout';
import type { ProcessManager } from './process-manager/process-manager';
import { ProcessManagerRunner } from './process-manager/runner';
import { providerWelcomeJob, providerWelcomeProcess } from './providers/welcome-email';
import { quoteExpiryJob, quoteExpiryProcess } from './quotes/quote-expiry';
import { bookingRefundJob, bookingRefundProcess } from './refunds/booking-refund';
import { refundIssueJob, refundIssueProcess } from './refunds/issue-refund';
import { fraudAlertActionJob, fraudAlertActionProcess } from './risk/alert-actions';
import { fraudRulesJob, fraudRulesProcess } from './risk/fraud-rules';
import { standingLiftJob, standingLiftProcess } from './standing/standing-timers';
import { contactSharingViolationJob, contactSharingViolationProcess } from './standing/violation-recorder';
import { documentExpiryJob, documentExpiryProcess } from './verification/document-expiry';
import type { WorkerDeps } from './worker-deps';

/** Every process manager: events in, timers and jobs out. */
export const allProcessManagers: readonly ProcessManager[] = [
  providerWelcomeProcess,
  // Money after payment: escrow, refunds, payouts.
  escrowHoldProcess,
  escrowDepositProcess,
  escrowReleaseProcess,
  disputePayoutsProcess,
  bookingRefundProcess,
  refundIssueProcess,
  payoutScheduleProcess,
  payoutExecuteProcess,
  providerPayoutsResumeProcess,
  payoutAccountSyncProcess,
  contactSharingViolationProcess,
  standingLiftProcess,
  fraudRulesProcess,
  fraudAlertActionProcess,
  checkoutHoldProcess,
  settlementCheckProcess,
  providerResponseProcess,
  bookingCompletionProcess,
  bookingCalendarReleaseProcess,
  quoteExpiryProcess,
  providerPurchaseSettlementProcess,
  boostBillingProcess,
  planBillingProcess,
  ...allEmailNotifications.map(notificationProcess),
  accountErasureProcess,
  documentExpiryProcess,
];

export const allJobs = (deps: WorkerDeps): JobDefinition[] => [
  mailDeliverJob(deps),
  providerWelcomeJob(deps),
  escrowHoldJob(deps),
  escrowDepositJob(deps),
  escrowReleaseJob(deps),
  disputePayoutsJob(deps),
  bookingRefundJob(deps),
  refundIssueJob(deps),
  payoutScheduleJob(deps),
  payoutExecuteJob(deps),
  providerPayoutsResumeJob(deps),
  payoutAccountSyncJob(deps),
  contactSharingViolationJob(deps),
  standingLiftJob(deps),
  fraudRulesJob(deps),
  fraudAlertActionJob(deps),
  checkoutHoldJob(deps),
  settlementCheckJob(deps),
  bookingAutoDeclineJob(deps),
  bookingCompletionJob(deps),
  bookingCalendarReleaseJob(deps),
  quoteExpiryJob(deps),
  providerPurchaseSettlementJob(deps),
  boostDueJob(deps),
  boostUpgradeEndJob(deps),
  planDueJob(deps),
  ...allEmailNotifications.map((n) => notificationJob(n, deps)),
  accountErasureJob(deps),
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
  gateway: PaymentGateway;
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
    gateway: options.gateway,
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
  // Payments a crash left half-settled before the settlement timer existed.
  void sweepUnsettledPayments(deps).catch((error) => console.error('settlement sweep failed', error));
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
