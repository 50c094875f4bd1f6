import { addBankDetails } from '@esm/api/bank-details/testing';
import { eventually, fireTimer } from '@esm/api/checkout/testing/checkout-fixtures';
import { metadataActor } from '@esm/core/eventstore/command-bus';
import { systemActor } from '@esm/core/kernel/actor';
import { HOUR, MINUTE } from '@esm/core/kernel/clock';
import { fold } from '@esm/core/kernel/decider';
import { isDomainError } from '@esm/core/kernel/errors';
import { type PayoutCommand, payoutDecider } from '@esm/core/payout/decider';
import { type PayoutEvent, payoutStream } from '@esm/core/payout/events';
import { findPayout } from '@esm/projections/payouts/queries';
import { NO_BANK_DETAILS } from '@esm/workers/payouts/execute-payout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/**
 * Saving bank details sends again the payouts that gave up because there was no account to pay,
 * and only those: one the bank refused keeps waiting for an admin.
 */
let t: TestPlatform;
const WORKER = systemActor('payout-worker');

beforeAll(async () => {
  t = await startTestPlatform();
}, 120_000);
afterAll(() => t?.stop());

/** A payout that failed five times for `reason` and now needs attention, appended in one go. */
async function gaveUp(payoutId: string, providerId: string, reason: string) {
  const first = new Date(t.domainClock.now().getTime() - 2 * 24 * HOUR);
  const history: Array<[Date, PayoutCommand]> = [
    [
      new Date(first.getTime() - HOUR),
      {
        type: 'SchedulePayout',
        actor: WORKER,
        payoutId,
        bookingId: `booking-${payoutId}`,
        providerId,
        amount: 12_000,
        paymentRule: 'balance',
        paymentDate: first.toISOString(),
        eventDate: new Date(first.getTime() - 24 * HOUR).toISOString(),
      },
    ],
  ];
  let at = first.getTime();
  for (const gap of [0, 10 * MINUTE, 40 * MINUTE, 3 * HOUR, 13 * HOUR]) {
    at += gap;
    history.push([new Date(at), { type: 'StartPayoutAttempt', actor: WORKER, payoutId }]);
    history.push([new Date(at + MINUTE), { type: 'RecordPayoutFailed', actor: WORKER, payoutId, reason }]);
  }
  const events: PayoutEvent[] = [];
  for (const [when, command] of history) {
    const decided = payoutDecider.decide(command, fold(payoutDecider, events), when);
    if (isDomainError(decided)) throw decided;
    events.push(...decided);
  }
  const appended = await t.platform.store.append(
    payoutStream(payoutId),
    events.map((e) => ({
      type: e.type,
      data: e.data,
      metadata: { actor: metadataActor(WORKER), correlationId: 'test' },
    })),
    { expectedVersion: 'no_stream' },
  );
  await t.platform.context.commands.waitForReadModels(appended.globalPositions.at(-1)!);
  expect(fold(payoutDecider, events)).toMatchObject({ status: 'needs_attention' });
}

const retries = async (payoutId: string) => {
  const { rows } = await t.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM es.events WHERE stream = $1 AND type = 'PayoutRetryRequested'`,
    [payoutStream(payoutId)],
  );
  return rows[0]?.n ?? 0;
};

describe('payout account sync: which payouts saved bank details send again', () => {
  it('retries the payout that gave up for want of bank details, not the one the bank refused', async () => {
    const client = t.client();
    await client.signUp({ firstName: 'Lena', lastName: 'Late' });
    const { id: providerId } = await client.becomeProvider({ businessName: 'Late Lights Ltd' });
    const waiting = `deposit-${providerId}`;
    const refused = `balance-${providerId}`;
    await gaveUp(waiting, providerId, NO_BANK_DETAILS);
    await gaveUp(refused, providerId, 'The receiving bank rejected the transfer: account closed');

    await addBankDetails(client);
    const key = `payout-account-sync:${providerId}:r1`;
    await fireTimer(t, key, async () => {
      const { rows } = await t.pool.query<{ state: string }>('SELECT state FROM wk.timers WHERE key = $1', [
        key,
      ]);
      return rows[0]?.state === 'done';
    });

    expect(await eventually(() => retries(waiting), 'the retry of the waiting payout')).toBe(1);
    expect(await retries(refused)).toBe(0);
    expect(await findPayout(t.pool, refused)).toMatchObject({
      status: 'needs_attention',
      failure_reason: 'The receiving bank rejected the transfer: account closed',
    });
  });
});
