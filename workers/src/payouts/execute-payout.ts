import { payoutScheduled } from '@esm/app/escrow/facts';
import { MONEY_WORKER, runAsSystem, unlessRefused } from '@esm/app/escrow/system-command';
import { loadState } from '@esm/core/eventstore/load-state';
import { payoutDecider } from '@esm/core/payout/decider';
import { payoutStream } from '@esm/core/payout/events';
import { payoutHoldDecider } from '@esm/core/payout-hold/decider';
import { payoutHoldStream } from '@esm/core/payout-hold/events';
import type { JobDefinition } from '../jobs';
import { ensurePayoutAccount } from '../payout-accounts/ensure-payout-account';
import { cancel, defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const PAYOUT_EXECUTE_QUEUE = 'payouts.execute';

/** Why a payout waits: shown to the provider and the back office; it goes once details are saved. */
export const NO_BANK_DETAILS = 'No bank details yet: the provider has not added the bank account to pay.';

const dueKey = (id: string) => `payout-due:${id}`;
const retryKey = (id: string) => `payout-retry:${id}`;
const resumeKey = (id: string) => `payout-resume:${id}`;

/**
 * A payout is attempted on its payment date, again after each failure by the backoff of core
 * (5 min, 30 min, 2 h, 12 h, then it needs a person), after an admin's retry, and when a dispute
 * unfreezes it. The timers are not cancelled by a freeze: a timer that fires while the payout is
 * frozen finds nothing to do, and the resume timer catches up once it is unfrozen.
 */
export const payoutExecuteProcess = defineProcessManager({
  name: 'payouts-execute',
  handles: [
    'PayoutScheduled',
    'PayoutFailed',
    'PayoutRetryRequested',
    'PayoutUnfrozen',
    'PayoutSent',
    'PayoutCancelled',
  ],
  react(event) {
    const id = event.data.payoutId;
    const job = { payoutId: id };
    switch (event.type) {
      case 'PayoutScheduled':
        return [schedule(dueKey(id), PAYOUT_EXECUTE_QUEUE, new Date(event.data.paymentDate), job)];
      case 'PayoutFailed':
      case 'PayoutRetryRequested':
        return event.data.nextAttemptAt
          ? [schedule(retryKey(id), PAYOUT_EXECUTE_QUEUE, new Date(event.data.nextAttemptAt), job)]
          : [];
      case 'PayoutUnfrozen':
        return [schedule(resumeKey(id), PAYOUT_EXECUTE_QUEUE, event.occurredAt, job)];
      default:
        return [cancel(dueKey(id)), cancel(retryKey(id)), cancel(resumeKey(id))];
    }
  },
});

/** One attempt: start it (core checks it is due and not frozen), transfer, record the outcome. */
export async function attemptPayout(deps: WorkerDeps, payoutId: string, correlationId: string) {
  const stream = payoutStream(payoutId);
  const scheduled = await payoutScheduled(deps, payoutId);
  if (!scheduled) return;
  // Read from the provider's own stream, not a read model, so a freeze that was just accepted
  // already stops this attempt.
  const hold = await loadState(deps.store, payoutHoldStream(scheduled.providerId), payoutHoldDecider);
  const started = await unlessRefused(
    [
      'PAYOUT_NOT_DUE',
      'PAYOUT_FROZEN',
      'PAYOUT_PROVIDER_FROZEN',
      'PAYOUT_CANCELLED',
      'PAYOUT_NEEDS_ATTENTION',
      'PAYOUT_NOT_FOUND',
    ],
    () =>
      runAsSystem(deps, correlationId, stream, payoutDecider, {
        type: 'StartPayoutAttempt',
        actor: MONEY_WORKER,
        payoutId,
        providerPayoutsFrozen: hold.frozen,
      }),
  );
  // Not due, frozen, cancelled or settled: a later timer, the unfreeze or a person takes it from here.
  if (!started?.state.exists || started.state.status !== 'processing') return;
  const { attempts, amount } = started.state;
  let outcome: { transferId: string } | { reason: string };
  try {
    const account = await ensurePayoutAccount(deps, scheduled.providerId, correlationId);
    if (!account) {
      outcome = { reason: NO_BANK_DETAILS };
    } else {
      const transfer = await deps.gateway.transfer({
        amount,
        destination: account.accountId,
        // The same attempt resumed after a crash reuses its key: the gateway pays it at most once.
        idempotencyKey: `${payoutId}-attempt-${attempts}`,
        metadata: { payoutId, bookingId: scheduled.bookingId, paymentRule: scheduled.paymentRule },
      });
      outcome =
        transfer.status === 'failed'
          ? { reason: transfer.failureReason ?? 'The transfer failed.' }
          : { transferId: transfer.transferId };
    }
  } catch (error) {
    outcome = { reason: error instanceof Error ? error.message : 'The transfer failed.' };
  }
  await runAsSystem(
    deps,
    correlationId,
    stream,
    payoutDecider,
    'transferId' in outcome
      ? { type: 'RecordPayoutSent', actor: MONEY_WORKER, payoutId, transferId: outcome.transferId }
      : { type: 'RecordPayoutFailed', actor: MONEY_WORKER, payoutId, reason: outcome.reason },
  );
}

export const payoutExecuteJob = (deps: WorkerDeps): JobDefinition => ({
  queue: PAYOUT_EXECUTE_QUEUE,
  async handle(data, context) {
    await attemptPayout(deps, String(data.payoutId), context.jobId);
  },
});
