import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { type PayoutCommand, payoutDecider } from './decider';
import { type PayoutEvent, payoutEvents } from './events';

const worker = systemActor('worker:payouts');
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const investigator = { kind: 'user', userId: 'u-inv', roles: ['investigator'] } as const;
const provider = { kind: 'user', userId: 'u-provider', roles: [] } as const;

const schedule: Extract<PayoutCommand, { type: 'SchedulePayout' }> = {
  type: 'SchedulePayout',
  actor: worker,
  payoutId: 'po-1',
  bookingId: 'b1',
  providerId: 'prov-1',
  amount: 11813,
  paymentRule: 'deposit',
  paymentDate: '2026-06-15T15:00:00.000Z',
  eventDate: '2026-07-01T14:00:00.000Z',
};
const scheduled: PayoutEvent = {
  type: 'PayoutScheduled',
  data: {
    payoutId: 'po-1',
    bookingId: 'b1',
    providerId: 'prov-1',
    amount: 11813,
    paymentRule: 'deposit',
    paymentDate: '2026-06-15T15:00:00.000Z',
    eventDate: '2026-07-01T14:00:00.000Z',
    scheduledAt: '2026-06-01T15:00:00.000Z',
  },
};
const due = new Date('2026-06-15T15:00:00Z');
const started = (attempt: number, at: string): PayoutEvent => ({
  type: 'PayoutAttemptStarted',
  data: { payoutId: 'po-1', attempt, transferKey: `po-1-attempt-${attempt}`, startedAt: at },
});
const failed = (attempt: number, at: string, nextAttemptAt: string | null): PayoutEvent => ({
  type: 'PayoutFailed',
  data: { payoutId: 'po-1', attempt, reason: 'bank_unavailable', failedAt: at, nextAttemptAt },
});
const frozen: PayoutEvent = {
  type: 'PayoutFrozen',
  data: { payoutId: 'po-1', reason: 'dispute', frozenAt: '2026-06-10T10:00:00.000Z' },
};
const cancelledEvent: PayoutEvent = {
  type: 'PayoutCancelled',
  data: {
    payoutId: 'po-1',
    amount: 11813,
    reason: 'refund_before_payment',
    cancelledAt: '2026-06-10T10:00:00.000Z',
  },
};
const sent: PayoutEvent = {
  type: 'PayoutSent',
  data: {
    payoutId: 'po-1',
    attempt: 1,
    transferId: 'tr_1',
    amount: 11813,
    sentAt: '2026-06-15T15:00:05.000Z',
  },
};

const start = { type: 'StartPayoutAttempt', actor: worker, payoutId: 'po-1' } as const;
const fail = {
  type: 'RecordPayoutFailed',
  actor: worker,
  payoutId: 'po-1',
  reason: 'bank_unavailable',
} as const;
const send = { type: 'RecordPayoutSent', actor: worker, payoutId: 'po-1', transferId: 'tr_1' } as const;
const freeze = { type: 'FreezePayout', actor: worker, payoutId: 'po-1', reason: 'dispute' } as const;
const unfreeze = { type: 'UnfreezePayout', actor: worker, payoutId: 'po-1' } as const;
const cancel = {
  type: 'CancelPayout',
  actor: worker,
  payoutId: 'po-1',
  reason: 'refund_before_payment',
} as const;
const retry = { type: 'RetryPayout', actor: admin, payoutId: 'po-1' } as const;

/** Four failures in a row, each retried on the backoff schedule: 5 min, 30 min, 2 h, 12 h. */
const fourFailures: PayoutEvent[] = [
  scheduled,
  started(1, '2026-06-15T15:00:00.000Z'),
  failed(1, '2026-06-15T15:00:00.000Z', '2026-06-15T15:05:00.000Z'),
  started(2, '2026-06-15T15:05:00.000Z'),
  failed(2, '2026-06-15T15:05:00.000Z', '2026-06-15T15:35:00.000Z'),
  started(3, '2026-06-15T15:35:00.000Z'),
  failed(3, '2026-06-15T15:35:00.000Z', '2026-06-15T17:35:00.000Z'),
  started(4, '2026-06-15T17:35:00.000Z'),
  failed(4, '2026-06-15T17:35:00.000Z', '2026-06-16T05:35:00.000Z'),
];
const needsAttention: PayoutEvent[] = [
  ...fourFailures,
  started(5, '2026-06-16T05:35:00.000Z'),
  failed(5, '2026-06-16T05:35:00.000Z', null),
];

describe('payout event schemas', () => {
  it.each([scheduled, ...needsAttention, frozen, cancelledEvent, sent])(
    '$type matches its schema',
    (event) => {
      expect(payoutEvents[event.type].schema.safeParse(event.data).success).toBe(true);
    },
  );
});

describe('scheduling', () => {
  it('given nothing, when the escrow releases money to the provider, then a payout is scheduled', () => {
    given(payoutDecider).when(schedule, new Date('2026-06-01T15:00:00Z')).thenEvents([scheduled]);
  });

  it('refuses a payout scheduled twice', () => {
    given(payoutDecider, [scheduled]).when(schedule, due).thenRefused('PAYOUT_EXISTS');
  });

  it.each([0, -1, 1.5])('refuses an amount of %d pence', (amount) => {
    given(payoutDecider)
      .when({ ...schedule, amount }, due)
      .thenRefused('PAYOUT_INVALID_AMOUNT');
  });

  it('refuses a payment date that is not a date', () => {
    given(payoutDecider)
      .when({ ...schedule, paymentDate: 'in a fortnight' }, due)
      .thenRefused('PAYOUT_INVALID_DATE');
  });

  it('is the platform’s to schedule', () => {
    given(payoutDecider)
      .when({ ...schedule, actor: admin }, due)
      .thenRefused('FORBIDDEN');
  });

  it('refuses commands for an unknown payout', () => {
    given(payoutDecider).when(start, due).thenRefused('PAYOUT_NOT_FOUND');
  });
});

describe('sending', () => {
  it('starts the first attempt on the payment date, with a per-attempt idempotency key', () => {
    given(payoutDecider, [scheduled])
      .when(start, due)
      .thenEvents([started(1, '2026-06-15T15:00:00.000Z')]);
  });

  it('refuses to start before the payment date', () => {
    given(payoutDecider, [scheduled])
      .when(start, new Date('2026-06-15T14:59:59Z'))
      .thenRefused('PAYOUT_NOT_DUE');
  });

  it('appends nothing when an attempt is already under way or the payout was sent', () => {
    given(payoutDecider, [scheduled, started(1, '2026-06-15T15:00:00.000Z')])
      .when(start, due)
      .thenEvents([]);
    given(payoutDecider, [scheduled, started(1, '2026-06-15T15:00:00.000Z'), sent])
      .when(start, due)
      .thenEvents([]);
  });

  it('records the transfer that paid the provider', () => {
    given(payoutDecider, [scheduled, started(1, '2026-06-15T15:00:00.000Z')])
      .when(send, new Date('2026-06-15T15:00:05Z'))
      .thenEvents([sent]);
  });

  it('appends nothing when the same transfer is reported twice', () => {
    given(payoutDecider, [scheduled, started(1, '2026-06-15T15:00:00.000Z'), sent])
      .when(send, due)
      .thenEvents([]);
  });

  it('refuses a transfer result when no attempt is in progress', () => {
    given(payoutDecider, [scheduled]).when(send, due).thenRefused('PAYOUT_NOT_IN_PROGRESS');
    given(payoutDecider, [scheduled]).when(fail, due).thenRefused('PAYOUT_NOT_IN_PROGRESS');
  });

  it('takes transfer results only from the platform', () => {
    given(payoutDecider, [scheduled, started(1, '2026-06-15T15:00:00.000Z')])
      .when({ ...send, actor: provider }, due)
      .thenRefused('FORBIDDEN');
    given(payoutDecider, [scheduled])
      .when({ ...start, actor: admin }, due)
      .thenRefused('FORBIDDEN');
  });
});

describe('retries with backoff: 5 min, 30 min, 2 h, 12 h, then needs attention', () => {
  it.each([
    [1, '2026-06-15T15:00:00.000Z', '2026-06-15T15:05:00.000Z'],
    [2, '2026-06-15T15:05:00.000Z', '2026-06-15T15:35:00.000Z'],
    [3, '2026-06-15T15:35:00.000Z', '2026-06-15T17:35:00.000Z'],
    [4, '2026-06-15T17:35:00.000Z', '2026-06-16T05:35:00.000Z'],
  ])('failure %i at %s is retried at %s', (attempt, at, next) => {
    const history = fourFailures.slice(0, 1 + (attempt - 1) * 2 + 1);
    given(payoutDecider, history)
      .when(fail, new Date(at))
      .thenEvents([failed(attempt, at, next)]);
  });

  it('a 5th failure in a row stops retrying and needs attention', () => {
    given(payoutDecider, [...fourFailures, started(5, '2026-06-16T05:35:00.000Z')])
      .when(fail, new Date('2026-06-16T05:35:00Z'))
      .thenEvents([failed(5, '2026-06-16T05:35:00.000Z', null)]);
  });

  it('starts the next attempt at its retry time, not before', () => {
    const history = fourFailures.slice(0, 3);
    given(payoutDecider, history).when(start, new Date('2026-06-15T15:04:59Z')).thenRefused('PAYOUT_NOT_DUE');
    given(payoutDecider, history)
      .when(start, new Date('2026-06-15T15:05:00Z'))
      .thenEvents([started(2, '2026-06-15T15:05:00.000Z')]);
  });

  it('does not retry on its own once it needs attention', () => {
    given(payoutDecider, needsAttention)
      .when(start, new Date('2026-06-20T00:00:00Z'))
      .thenRefused('PAYOUT_NEEDS_ATTENTION');
  });

  it('given a payout needing attention, when an admin retries it, then a fresh series of attempts starts now', () => {
    const at = new Date('2026-06-17T09:00:00Z');
    const requested: PayoutEvent = {
      type: 'PayoutRetryRequested',
      data: { payoutId: 'po-1', requestedBy: 'u-admin', nextAttemptAt: '2026-06-17T09:00:00.000Z' },
    };
    given(payoutDecider, needsAttention).when(retry, at).thenEvents([requested]);
    given(payoutDecider, [...needsAttention, requested, started(6, '2026-06-17T09:00:00.000Z')])
      .when(fail, at)
      .thenEvents([failed(6, '2026-06-17T09:00:00.000Z', '2026-06-17T09:05:00.000Z')]);
  });

  it('lets the payout-account worker retry once bank details reached the gateway', () => {
    const at = new Date('2026-06-17T09:00:00Z');
    given(payoutDecider, needsAttention)
      .when({ ...retry, actor: worker }, at)
      .thenEvents([
        {
          type: 'PayoutRetryRequested',
          data: { payoutId: 'po-1', requestedBy: 'system:worker:payouts', nextAttemptAt: at.toISOString() },
        },
      ]);
    given(payoutDecider, fourFailures)
      .when({ ...retry, actor: worker }, at)
      .thenRefused('PAYOUT_NOT_NEEDING_ATTENTION');
  });

  it('lets only admins and the workers retry, and only a payout that needs attention', () => {
    given(payoutDecider, needsAttention)
      .when({ ...retry, actor: provider }, due)
      .thenRefused('FORBIDDEN');
    given(payoutDecider, needsAttention)
      .when({ ...retry, actor: investigator }, due)
      .thenRefused('FORBIDDEN');
    given(payoutDecider, [scheduled]).when(retry, due).thenRefused('PAYOUT_NOT_NEEDING_ATTENTION');
  });
});

describe('freezing for a dispute', () => {
  const at = new Date('2026-06-10T10:00:00Z');

  it('given a scheduled payout, when a dispute opens, then it is frozen and not sent', () => {
    given(payoutDecider, [scheduled]).when(freeze, at).thenEvents([frozen]);
    given(payoutDecider, [scheduled, frozen]).when(start, due).thenRefused('PAYOUT_FROZEN');
  });

  it('lets an investigator freeze a payout too', () => {
    given(payoutDecider, [scheduled])
      .when({ ...freeze, actor: investigator }, at)
      .thenEvents([frozen]);
  });

  it('appends nothing when it is already frozen', () => {
    given(payoutDecider, [scheduled, frozen]).when(freeze, at).thenEvents([]);
  });

  it('cannot freeze a transfer in progress, a payout already sent, or a cancelled one', () => {
    given(payoutDecider, [scheduled, started(1, '2026-06-15T15:00:00.000Z')])
      .when(freeze, due)
      .thenRefused('PAYOUT_IN_PROGRESS');
    given(payoutDecider, [scheduled, started(1, '2026-06-15T15:00:00.000Z'), sent])
      .when(freeze, due)
      .thenRefused('PAYOUT_ALREADY_SENT');
    given(payoutDecider, [scheduled, cancelledEvent]).when(freeze, due).thenRefused('PAYOUT_CANCELLED');
  });

  it('given a frozen payout, when the dispute is resolved for the provider, then it is unfrozen and paid as scheduled', () => {
    const unfrozen: PayoutEvent = {
      type: 'PayoutUnfrozen',
      data: { payoutId: 'po-1', unfrozenAt: '2026-06-12T10:00:00.000Z' },
    };
    given(payoutDecider, [scheduled, frozen])
      .when(unfreeze, new Date('2026-06-12T10:00:00Z'))
      .thenEvents([unfrozen]);
    given(payoutDecider, [scheduled, frozen, unfrozen])
      .when(start, due)
      .thenEvents([started(1, '2026-06-15T15:00:00.000Z')]);
  });

  it('returns a payout frozen while waiting to retry to its retry time', () => {
    const history = [
      ...fourFailures.slice(0, 3),
      frozen,
      {
        type: 'PayoutUnfrozen',
        data: { payoutId: 'po-1', unfrozenAt: '2026-06-15T15:01:00.000Z' },
      } as PayoutEvent,
    ];
    given(payoutDecider, history).when(start, new Date('2026-06-15T15:04:00Z')).thenRefused('PAYOUT_NOT_DUE');
  });

  it('appends nothing when unfreezing a payout that is not frozen', () => {
    given(payoutDecider, [scheduled]).when(unfreeze, at).thenEvents([]);
  });

  it('lets only the platform and investigators freeze or unfreeze', () => {
    given(payoutDecider, [scheduled])
      .when({ ...freeze, actor: provider }, at)
      .thenRefused('FORBIDDEN');
    given(payoutDecider, [scheduled, frozen])
      .when({ ...unfreeze, actor: provider }, at)
      .thenRefused('FORBIDDEN');
  });
});

describe('cancellation when the money was refunded before payment', () => {
  const at = new Date('2026-06-10T10:00:00Z');

  it.each([
    ['scheduled', [scheduled]],
    ['frozen', [scheduled, frozen]],
    ['waiting to retry', fourFailures.slice(0, 3)],
    ['needing attention', needsAttention],
  ])('cancels a %s payout', (_, history) => {
    given(payoutDecider, history).when(cancel, at).thenEvents([cancelledEvent]);
  });

  it('refuses to start a cancelled payout', () => {
    given(payoutDecider, [scheduled, cancelledEvent]).when(start, due).thenRefused('PAYOUT_CANCELLED');
  });

  it('appends nothing when it is already cancelled', () => {
    given(payoutDecider, [scheduled, cancelledEvent]).when(cancel, at).thenEvents([]);
  });

  it('cannot cancel a transfer in progress or a payout already sent', () => {
    given(payoutDecider, [scheduled, started(1, '2026-06-15T15:00:00.000Z')])
      .when(cancel, due)
      .thenRefused('PAYOUT_IN_PROGRESS');
    given(payoutDecider, [scheduled, started(1, '2026-06-15T15:00:00.000Z'), sent])
      .when(cancel, due)
      .thenRefused('PAYOUT_ALREADY_SENT');
  });

  it('lets the platform and admins cancel, nobody else', () => {
    given(payoutDecider, [scheduled])
      .when({ ...cancel, actor: admin }, at)
      .thenEvents([cancelledEvent]);
    given(payoutDecider, [scheduled])
      .when({ ...cancel, actor: investigator }, at)
      .thenRefused('FORBIDDEN');
  });
});

describe('a provider whose payouts the back office froze', () => {
  it('given a due payout, when the provider’s payouts are frozen, then no attempt starts', () => {
    given(payoutDecider, [scheduled])
      .when({ ...start, providerPayoutsFrozen: true }, due)
      .thenRefused('PAYOUT_PROVIDER_FROZEN');
  });

  it('given the same payout, once unfrozen, then the attempt starts on the same schedule', () => {
    given(payoutDecider, [scheduled])
      .when({ ...start, providerPayoutsFrozen: false }, due)
      .thenEvents([started(1, '2026-06-15T15:00:00.000Z')]);
  });

  it('a transfer already under way is not stopped by the freeze', () => {
    given(payoutDecider, [scheduled, started(1, '2026-06-15T15:00:00.000Z')])
      .when({ ...start, providerPayoutsFrozen: true }, due)
      .thenEvents([]);
  });
});
