import type { EscrowEvent } from '@esm/core/escrow/events';
import type { PayoutEvent } from '@esm/core/payout/events';
import type { PayoutHoldEvent } from '@esm/core/payout-hold/events';
import { describe, it } from 'vitest';
import { given, recordedAt } from '../process-manager/testing/given-events';
import { PAYOUT_EXECUTE_QUEUE, payoutExecuteProcess } from './execute-payout';
import { PAYOUT_PROVIDER_RESUME_QUEUE, providerPayoutsResumeProcess } from './provider-unfreeze';
import { PAYOUT_SCHEDULE_QUEUE, payoutScheduleProcess } from './schedule-payout';

const releasedAt = '2026-06-01T15:00:00.000Z';

describe('payout schedule: each release to the provider becomes a payout', () => {
  it('schedules a deposit payout and a balance payout with their payment dates', () => {
    given<EscrowEvent>(payoutScheduleProcess, [
      {
        event: {
          type: 'EscrowDepositReleased',
          data: {
            bookingId: 'b1',
            payoutId: 'po-1',
            amount: 11813,
            paymentDate: '2026-06-02T12:00:00.000Z',
            releasedAt,
          },
        },
        at: releasedAt,
      },
      {
        event: {
          type: 'EscrowBalanceReleased',
          data: {
            bookingId: 'b1',
            payoutId: 'po-2',
            providerAmount: 35437,
            platformFee: 9000,
            vatAmount: 11250,
            paymentDate: '2026-07-06T12:00:00.000Z',
            releasedAt: '2026-07-03T22:00:00.000Z',
          },
        },
        at: '2026-07-03T22:00:00.000Z',
      },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'payout-schedule:po-1',
        queue: PAYOUT_SCHEDULE_QUEUE,
        runAt: new Date(releasedAt),
        data: {
          bookingId: 'b1',
          payoutId: 'po-1',
          amount: 11813,
          paymentRule: 'deposit',
          paymentDate: '2026-06-02T12:00:00.000Z',
        },
      },
      {
        kind: 'schedule',
        key: 'payout-schedule:po-2',
        queue: PAYOUT_SCHEDULE_QUEUE,
        runAt: new Date('2026-07-03T22:00:00.000Z'),
        data: {
          bookingId: 'b1',
          payoutId: 'po-2',
          amount: 35437,
          paymentRule: 'balance',
          paymentDate: '2026-07-06T12:00:00.000Z',
        },
      },
    ]);
  });

  it('schedules nothing for a balance release without a payout (nothing left for the provider)', () => {
    given<EscrowEvent>(payoutScheduleProcess, [
      {
        type: 'EscrowBalanceReleased',
        data: {
          bookingId: 'b1',
          payoutId: null,
          providerAmount: 0,
          platformFee: 9000,
          vatAmount: 11250,
          paymentDate: null,
          releasedAt: '2026-07-03T22:00:00.000Z',
        },
      },
    ]).thenTimers([]);
  });
});

describe('payout execution: due, retry and resume timers', () => {
  const job = { payoutId: 'po-1' };
  const failed = (nextAttemptAt: string | null): PayoutEvent => ({
    type: 'PayoutFailed',
    data: {
      payoutId: 'po-1',
      attempt: 1,
      reason: 'account_closed',
      failedAt: '2026-06-02T12:00:01.000Z',
      nextAttemptAt,
    },
  });

  it('runs a payout on its payment date, retries when told when, and resumes on unfreeze', () => {
    given<PayoutEvent>(payoutExecuteProcess, [
      {
        type: 'PayoutScheduled',
        data: {
          payoutId: 'po-1',
          bookingId: 'b1',
          providerId: 'prov-1',
          amount: 11813,
          paymentRule: 'deposit',
          paymentDate: '2026-06-02T12:00:00.000Z',
          eventDate: '2026-07-01T14:00:00.000Z',
          scheduledAt: releasedAt,
        },
      },
      {
        type: 'PayoutAttemptStarted',
        data: { payoutId: 'po-1', attempt: 1, transferKey: 'po-1-1', startedAt: '2026-06-02T12:00:00.000Z' },
      },
      failed('2026-06-03T12:00:00.000Z'),
      failed(null),
      {
        type: 'PayoutRetryRequested',
        data: { payoutId: 'po-1', requestedBy: 'u-admin', nextAttemptAt: '2026-06-05T09:00:00.000Z' },
      },
      {
        event: { type: 'PayoutUnfrozen', data: { payoutId: 'po-1', unfrozenAt: '2026-06-06T09:00:00.000Z' } },
        at: '2026-06-06T09:00:00.000Z',
      },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'payout-due:po-1',
        queue: PAYOUT_EXECUTE_QUEUE,
        runAt: new Date('2026-06-02T12:00:00.000Z'),
        data: job,
      },
      {
        kind: 'schedule',
        key: 'payout-retry:po-1',
        queue: PAYOUT_EXECUTE_QUEUE,
        runAt: new Date('2026-06-03T12:00:00.000Z'),
        data: job,
      },
      {
        kind: 'schedule',
        key: 'payout-retry:po-1',
        queue: PAYOUT_EXECUTE_QUEUE,
        runAt: new Date('2026-06-05T09:00:00.000Z'),
        data: job,
      },
      {
        kind: 'schedule',
        key: 'payout-resume:po-1',
        queue: PAYOUT_EXECUTE_QUEUE,
        runAt: new Date('2026-06-06T09:00:00.000Z'),
        data: job,
      },
    ]);
  });

  it('drops every timer once the payout is sent or cancelled', () => {
    const allCancelled = [
      { kind: 'cancel', key: 'payout-due:po-1' },
      { kind: 'cancel', key: 'payout-retry:po-1' },
      { kind: 'cancel', key: 'payout-resume:po-1' },
    ] as const;
    given<PayoutEvent>(payoutExecuteProcess, [
      {
        type: 'PayoutSent',
        data: {
          payoutId: 'po-1',
          attempt: 1,
          transferId: 'tr-1',
          amount: 11813,
          sentAt: '2026-06-02T12:00:02.000Z',
        },
      },
      {
        type: 'PayoutCancelled',
        data: {
          payoutId: 'po-1',
          amount: 11813,
          reason: 'refunded',
          cancelledAt: '2026-06-02T00:00:00.000Z',
        },
      },
    ]).thenTimers([...allCancelled, ...allCancelled]);
  });
});

describe('provider payouts resume: an unfreeze retries the waiting payouts at once', () => {
  it('a freeze schedules nothing; the unfreeze schedules one resume for the provider', () => {
    given<PayoutHoldEvent>(providerPayoutsResumeProcess, [
      {
        type: 'ProviderPayoutsFrozen',
        data: { providerId: 'p1', reason: 'Alert', frozenBy: 'u-inv', frozenAt: recordedAt },
      },
      {
        type: 'ProviderPayoutsUnfrozen',
        data: { providerId: 'p1', reason: 'Cleared', unfrozenBy: 'u-inv', unfrozenAt: recordedAt },
      },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'payout-provider-resume:event-2',
        queue: PAYOUT_PROVIDER_RESUME_QUEUE,
        runAt: new Date(recordedAt),
        data: { providerId: 'p1', position: 2 },
      },
    ]);
  });
});
