import type { PayoutEvent } from '@esm/core/payout/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { payoutsProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(payoutsProjector);
});
afterAll(() => spec.close());

const scheduled: PayoutEvent = {
  type: 'PayoutScheduled',
  data: {
    payoutId: 'po-1',
    bookingId: 'b1',
    providerId: 'prov-1',
    amount: 11813,
    paymentRule: 'deposit',
    paymentDate: '2026-06-02T12:00:00.000Z',
    eventDate: '2026-07-01T14:00:00.000Z',
    scheduledAt: '2026-06-01T12:00:00.000Z',
  },
};
const attempt = (n: number): PayoutEvent => ({
  type: 'PayoutAttemptStarted',
  data: { payoutId: 'po-1', attempt: n, transferKey: `po-1-${n}`, startedAt: '2026-06-02T12:00:00.000Z' },
});
const failed = (n: number, nextAttemptAt: string | null): PayoutEvent => ({
  type: 'PayoutFailed',
  data: {
    payoutId: 'po-1',
    attempt: n,
    reason: 'account_closed',
    failedAt: '2026-06-02T12:00:01.000Z',
    nextAttemptAt,
  },
});

describe('payouts projector: given payout events, then payouts rows', () => {
  it('schedules, retries after a failure and sends', async () => {
    const rm = await spec.given<PayoutEvent>([
      scheduled,
      attempt(1),
      { event: failed(1, '2026-06-03T12:00:00.000Z'), at: '2026-06-02T12:00:01.000Z' },
      attempt(2),
      {
        event: {
          type: 'PayoutSent',
          data: {
            payoutId: 'po-1',
            attempt: 2,
            transferId: 'tr-2',
            amount: 11813,
            sentAt: '2026-06-03T12:00:02.000Z',
          },
        },
        at: '2026-06-03T12:00:02.000Z',
      },
    ]);
    await rm.thenRows('payouts', [
      {
        id: 'po-1',
        booking_id: 'b1',
        amount: 11813,
        payment_rule: 'deposit',
        payment_date: '2026-06-02T12:00:00.000Z',
        status: 'sent',
        attempts: 2,
        transfer_id: 'tr-2',
        failure_reason: null,
        next_attempt_at: null,
        scheduled_at: '2026-06-01T12:00:00.000Z',
        processed_at: '2026-06-03T12:00:02.000Z',
      },
    ]);
  });

  it('needs attention when no retry is left, until one is requested', async () => {
    const exhausted = await spec.given<PayoutEvent>([scheduled, attempt(5), failed(5, null)]);
    await exhausted.thenRows('payouts', [
      { id: 'po-1', status: 'needs_attention', failure_reason: 'account_closed', next_attempt_at: null },
    ]);
    const retried = await spec.given<PayoutEvent>([
      scheduled,
      attempt(5),
      failed(5, null),
      {
        type: 'PayoutRetryRequested',
        data: { payoutId: 'po-1', requestedBy: 'u-admin', nextAttemptAt: '2026-06-05T09:00:00.000Z' },
      },
    ]);
    await retried.thenRows('payouts', [
      { id: 'po-1', status: 'retry_scheduled', next_attempt_at: '2026-06-05T09:00:00.000Z' },
    ]);
  });

  it('remembers the status a freeze interrupted and restores it', async () => {
    const frozen: PayoutEvent = {
      type: 'PayoutFrozen',
      data: { payoutId: 'po-1', reason: 'fraud review', frozenAt: '2026-06-02T09:00:00.000Z' },
    };
    const whileFrozen = await spec.given<PayoutEvent>([
      scheduled,
      attempt(1),
      failed(1, '2026-06-03T12:00:00.000Z'),
      frozen,
    ]);
    await whileFrozen.thenRows('payouts', [
      { id: 'po-1', status: 'frozen', status_before_freeze: 'retry_scheduled' },
    ]);
    const unfrozen = await spec.given<PayoutEvent>([
      scheduled,
      attempt(1),
      failed(1, '2026-06-03T12:00:00.000Z'),
      frozen,
      { type: 'PayoutUnfrozen', data: { payoutId: 'po-1', unfrozenAt: '2026-06-04T09:00:00.000Z' } },
    ]);
    await unfrozen.thenRows('payouts', [
      { id: 'po-1', status: 'retry_scheduled', status_before_freeze: null },
    ]);
    const processingFrozen = await spec.given<PayoutEvent>([scheduled, attempt(1), frozen]);
    await processingFrozen.thenRows('payouts', [
      { id: 'po-1', status: 'frozen', status_before_freeze: 'scheduled' },
    ]);
  });

  it('cancels', async () => {
    const rm = await spec.given<PayoutEvent>([
      scheduled,
      {
        type: 'PayoutCancelled',
        data: {
          payoutId: 'po-1',
          amount: 11813,
          reason: 'refunded',
          cancelledAt: '2026-06-02T00:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('payouts', [{ id: 'po-1', status: 'cancelled', attempts: 0 }]);
  });
});
