import { addBankDetails } from '@esm/api/bank-details/testing';
import { type Parties, paidBooking } from '@esm/api/checkout/testing/paid-booking';
import { DAY, HOUR } from '@esm/core/kernel/clock';
import { RecordingGateway } from '@esm/infra/payment/testing/recording-gateway';
import { tamperLedgerHeld } from '@esm/projections/testing/read-models';
import { NO_BANK_DETAILS } from '@esm/workers/payouts/execute-payout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import {
  asSystem,
  asUser,
  escrowOf,
  jumpTo,
  ledgerOf,
  payoutOf,
  reconcile,
  until,
} from './testing/money-fixture';

/**
 * Money after payment, each path driven by the test clock through the
 * real workers: escrow, refunds through the gateway, payouts, and the ledger balanced at the end.
 */
let t: TestPlatform;
let gateway: RecordingGateway;
let parties: Parties;
let providerClient: ReturnType<TestPlatform['client']>;
let customerClient: ReturnType<TestPlatform['client']>;
let investigator: ReturnType<TestPlatform['client']>;
let admin: ReturnType<TestPlatform['client']>;

beforeAll(async () => {
  gateway = new RecordingGateway();
  t = await startTestPlatform({ seed: 'minimal', gateway, start: '2026-06-01T09:00:00.000Z' });
  customerClient = t.client();
  const customer = await customerClient.signUp();
  investigator = t.client();
  await investigator.signIn('investigator@demo.eventhire.uk', DEMO_PASSWORD);
  admin = t.client();
  await admin.signIn('admin@demo.eventhire.uk', DEMO_PASSWORD);
  providerClient = t.client();
  const providerUser = await providerClient.signUp();
  const provider = await providerClient.becomeProvider();
  await addBankDetails(providerClient);
  parties = { customerId: customer.id, providerId: provider.id, providerUserId: providerUser.id };
}, 60_000);
afterAll(() => t?.stop());

const statusOf = async (payoutId: string) => {
  const p = await payoutOf(t, payoutId);
  return p.exists ? p.status : null;
};
const sentPayout = (payoutId: string) =>
  until(t, async () => (await statusOf(payoutId)) === 'sent', `${payoutId} sent`);

const held = async (bookingId: string) => {
  const e = await escrowOf(t, bookingId);
  return e.exists ? e : null;
};

describe('accepted → event → dispute window → payouts', () => {
  it('pays the deposit by the 14-day rule and the balance 7 days after the event (Basic)', async () => {
    const { bookingId } = await paidBooking(t, parties, {
      eventDate: new Date('2026-06-25T10:00:00Z'),
      duration: 4,
      gateway,
    });
    await until(t, () => held(bookingId), 'escrow held');
    await asUser(t, parties.providerUserId, bookingId, { type: 'AcceptBooking', message: null });

    const deposit = await until(
      t,
      async () => {
        const p = await payoutOf(t, `deposit-${bookingId}`);
        return p.exists ? p : null;
      },
      'deposit payout scheduled',
    );
    expect(deposit.amount).toBe(10_500);
    expect(deposit.paymentDate.slice(0, 10)).toBe('2026-06-15');
    expect(gateway.paidTransfers(bookingId)).toHaveLength(0);

    await jumpTo(t, new Date('2026-06-15T10:00:00Z'));
    await sentPayout(`deposit-${bookingId}`);
    expect(gateway.paidTransfers(bookingId)[0]).toMatchObject({
      amount: 10_500,
      destination: payoutAccountOf(parties.providerId),
    });

    // The window closes 48 h after the event's end (14:00 + 48 h); the balance is then released.
    await jumpTo(t, new Date('2026-06-27T14:00:30Z'));
    const balance = await until(
      t,
      async () => {
        const p = await payoutOf(t, `balance-${bookingId}`);
        return p.exists ? p : null;
      },
      'balance payout scheduled',
    );
    expect(balance.amount).toBe(42_000 - 10_500);
    expect(balance.paymentDate.slice(0, 10)).toBe('2026-07-02');

    await jumpTo(t, new Date('2026-07-02T15:00:00Z'));
    await sentPayout(`balance-${bookingId}`);
    expect(gateway.paidTransfers(bookingId).map((x) => x.amount)).toEqual([10_500, 31_500]);

    const report = await reconcile(t);
    expect(report.problems).toEqual([]);
    expect(await ledgerOf(t, bookingId)).toEqual({
      captured: 60_000,
      refunded: 0,
      providerPayouts: 42_000,
      platformFee: 8000,
      vat: 10_000,
      receivables: 0,
      held: 0,
    });

    const list =
      await providerClient.get<{ bookingId: string; amount: string; status: string }[]>(
        '/api/provider/payouts',
      );
    expect(list.status).toBe(200);
    expect(list.body.filter((p) => p.bookingId === bookingId).map((p) => [p.amount, p.status])).toEqual([
      ['315.00', 'sent'],
      ['105.00', 'sent'],
    ]);
  }, 120_000);
});

const now = () => t.domainClock.now();
/** The gateway account opened from the provider's bank details, which their payouts go to. */
const payoutAccountOf = (providerId: string) =>
  [...gateway.payoutAccounts.values()].find((a) => a.providerId === providerId)?.accountId;
const daysFromNow = (days: number) => new Date(now().getTime() + days * DAY);
const refundIssued = (intentId: string, amount: number) =>
  until(t, async () => gateway.refundsOf(intentId).some((r) => r.amount === amount), `refund of ${amount}p`);
const balanceReleased = (bookingId: string) =>
  until(t, async () => (await held(bookingId))?.balanceReleased, 'balance released');

async function acceptedBooking(eventInDays: number, who: Parties = parties) {
  const booking = await paidBooking(t, who, { eventDate: daysFromNow(eventInDays), duration: 4, gateway });
  await until(t, () => held(booking.bookingId), 'escrow held');
  await asUser(t, who.providerUserId, booking.bookingId, { type: 'AcceptBooking', message: null });
  await until(t, async () => (await statusOf(`deposit-${booking.bookingId}`)) === 'scheduled', 'deposit');
  return booking;
}

async function expectBalanced(bookingId: string, expected: Partial<Awaited<ReturnType<typeof ledgerOf>>>) {
  const report = await reconcile(t);
  expect(report.problems).toEqual([]);
  expect(await ledgerOf(t, bookingId)).toMatchObject({ captured: 60_000, ...expected });
}

describe('full refunds', () => {
  it('refunds a declined booking in full through the gateway, and pays nobody', async () => {
    const { bookingId, intentId } = await paidBooking(t, parties, {
      eventDate: daysFromNow(20),
      duration: 4,
      gateway,
    });
    await until(t, () => held(bookingId), 'escrow held');
    await asUser(t, parties.providerUserId, bookingId, { type: 'DeclineBooking', message: 'Fully booked' });
    await refundIssued(intentId, 60_000);
    expect(gateway.refundsOf(intentId)[0]?.idempotencyKey).toBe(`refund-${bookingId}-provider_declined`);
    await until(t, async () => (await ledgerOf(t, bookingId))?.refunded === 60_000, 'ledger refund');
    await expectBalanced(bookingId, {
      refunded: 60_000,
      providerPayouts: 0,
      platformFee: 0,
      vat: 0,
      held: 0,
    });
    expect(gateway.paidTransfers(bookingId)).toEqual([]);
  }, 60_000);

  it('refunds in full when the provider does not answer within 24 hours', async () => {
    const { bookingId, intentId } = await paidBooking(t, parties, {
      eventDate: daysFromNow(20),
      duration: 4,
      gateway,
    });
    await until(t, () => held(bookingId), 'escrow held');
    await jumpTo(t, new Date(now().getTime() + 25 * HOUR));
    await asSystem(t, bookingId, 'AutoDeclineBooking');
    await refundIssued(intentId, 60_000);
    expect(gateway.refundsOf(intentId)).toHaveLength(1);
    await expectBalanced(bookingId, { refunded: 60_000, held: 0 });
  }, 60_000);

  it('refunds in full when the provider cancels, cancelling the deposit payout not yet sent', async () => {
    const { bookingId, intentId } = await acceptedBooking(20);
    await asUser(t, parties.providerUserId, bookingId, { type: 'CancelBooking' });
    await refundIssued(intentId, 60_000);
    expect(await statusOf(`deposit-${bookingId}`)).toBe('cancelled');
    await expectBalanced(bookingId, { refunded: 60_000, providerPayouts: 0, held: 0 });
  }, 60_000);
});

describe('client cancellation tiers (30+ 100%, 14–29 75%, 7–13 50%, under 7 none)', () => {
  it.each([
    [40, 60_000, { providerPayouts: 0, platformFee: 0, vat: 0 }],
    [20, 45_000, { providerPayouts: 10_500, platformFee: 2000, vat: 2500 }],
    [10, 30_000, { providerPayouts: 21_000, platformFee: 4000, vat: 5000 }],
    [3, 0, { providerPayouts: 42_000, platformFee: 8000, vat: 10_000 }],
  ])(
    'an event %i days away refunds %ip and releases the rest',
    async (days, refund, kept) => {
      const { bookingId, intentId } = await acceptedBooking(days);
      await asUser(t, parties.customerId, bookingId, { type: 'CancelBooking' });
      if (refund > 0) await refundIssued(intentId, refund);
      if (refund < 60_000) await balanceReleased(bookingId);
      if (kept.providerPayouts > 0) {
        await until(t, async () => (await statusOf(`balance-${bookingId}`)) !== null, 'balance payout');
      }
      await until(t, async () => (await ledgerOf(t, bookingId))?.held === 0, 'ledger caught up');
      await expectBalanced(bookingId, { refunded: refund, held: 0, ...kept });
      expect(gateway.refundsOf(intentId).reduce((sum, r) => sum + r.amount, 0)).toBe(refund);
    },
    60_000,
  );
});

describe('disputes', () => {
  /** An accepted booking 3 days away (deposit due in 4), disputed an hour into the event. */
  async function disputedBooking() {
    const booking = await acceptedBooking(3);
    const escrow = await held(booking.bookingId);
    await jumpTo(t, new Date(new Date(escrow!.eventDate).getTime() + HOUR));
    const other = await providerClient.post(`/api/bookings/${booking.bookingId}/dispute`, {
      reason: 'Not mine',
    });
    expect(other.status).toBe(403);
    const raised = await customerClient.post(`/api/bookings/${booking.bookingId}/dispute`, {
      reason: 'The marquee arrived without its side panels.',
    });
    expect(raised.status).toBe(201);
    expect(raised.body).toMatchObject({ status: 'open' });
    await until(
      t,
      async () => (await statusOf(`deposit-${booking.bookingId}`)) === 'frozen',
      'deposit frozen',
    );
    return { ...booking, eventEndsAt: new Date(escrow!.eventEndsAt) };
  }

  it('freezes what is left past the window, then releases it all when resolved for the provider', async () => {
    const { bookingId, eventEndsAt } = await disputedBooking();
    const again = await customerClient.post(`/api/bookings/${bookingId}/dispute`, { reason: 'Again' });
    expect(again.status).toBe(409);

    // Past the deposit date and the window's close: nothing moves while the dispute is open.
    await jumpTo(t, new Date(eventEndsAt.getTime() + 49 * HOUR));
    for (let i = 0; i < 3; i++) await t.clock.tick(1000);
    expect(await statusOf(`deposit-${bookingId}`)).toBe('frozen');
    expect((await held(bookingId))?.balanceReleased).toBe(false);
    expect(gateway.paidTransfers(bookingId)).toEqual([]);

    // The back office's disputes list shows it open, with the client's reason.
    const open = await investigator.get<{ id: string; status: string; reason: string }[]>(
      `/api/admin/disputes?filter=${encodeURIComponent('{"status":"open"}')}`,
    );
    expect(open.body).toContainEqual(
      expect.objectContaining({ id: bookingId, reason: 'The marquee arrived without its side panels.' }),
    );

    const byProvider = await providerClient.post(`/api/admin/disputes/${bookingId}/resolve`, {
      outcome: 'release_to_provider',
    });
    expect(byProvider.status).toBe(403);
    const resolved = await investigator.post(`/api/admin/disputes/${bookingId}/resolve`, {
      outcome: 'release_to_provider',
      notes: 'Panels delivered the same afternoon.',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      outcome: 'release_to_provider',
      refundAmount: 0,
    });
    const shown = await investigator.get<{ status: string; notes: string }>(
      `/api/admin/disputes/${bookingId}`,
    );
    expect(shown.body).toMatchObject({ status: 'resolved', notes: 'Panels delivered the same afternoon.' });

    await sentPayout(`deposit-${bookingId}`);
    const balance = await until(
      t,
      async () => {
        const p = await payoutOf(t, `balance-${bookingId}`);
        return p.exists ? p : null;
      },
      'balance payout',
    );
    await jumpTo(t, new Date(new Date(balance.paymentDate).getTime() + HOUR));
    await sentPayout(`balance-${bookingId}`);
    await expectBalanced(bookingId, {
      refunded: 0,
      providerPayouts: 42_000,
      platformFee: 8000,
      vat: 10_000,
      held: 0,
    });
  }, 90_000);

  it('refunds in full when resolved for the client, cancelling the frozen deposit payout', async () => {
    const { bookingId, intentId } = await disputedBooking();
    const resolved = await investigator.post(`/api/admin/disputes/${bookingId}/resolve`, {
      outcome: 'refund_in_full',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ refundAmount: 60_000 });
    await refundIssued(intentId, 60_000);
    expect(await statusOf(`deposit-${bookingId}`)).toBe('cancelled');
    await until(t, async () => (await ledgerOf(t, bookingId))?.refunded === 60_000, 'ledger refund');
    await expectBalanced(bookingId, { refunded: 60_000, providerPayouts: 0, held: 0 });
  }, 90_000);

  it('refunds the amount decided in part and releases the rest', async () => {
    const { bookingId, intentId } = await disputedBooking();
    const bad = await investigator.post(`/api/admin/disputes/${bookingId}/resolve`, {
      outcome: 'refund_in_part',
      refundAmount: 60_000,
    });
    expect(bad.status).toBe(400);
    const resolved = await investigator.post(`/api/admin/disputes/${bookingId}/resolve`, {
      outcome: 'refund_in_part',
      refundAmount: 20_000,
    });
    expect(resolved.status).toBe(200);
    await refundIssued(intentId, 20_000);
    await until(t, async () => (await statusOf(`balance-${bookingId}`)) !== null, 'balance payout');
    await until(t, async () => (await ledgerOf(t, bookingId))?.held === 0, 'ledger caught up');
    await expectBalanced(bookingId, { refunded: 20_000, held: 0 });
    // The booking itself records no refund: the provider's payout shown comes from escrow's.
    const ledger = await ledgerOf(t, bookingId);
    const shown = await until(
      t,
      async () => {
        const res = await providerClient.get<{ providerPayout: string }>(`/api/bookings/${bookingId}`);
        return res.body.providerPayout === ((ledger?.providerPayouts ?? 0) / 100).toFixed(2)
          ? res.body
          : null;
      },
      "the provider's payout after the dispute",
    );
    expect(Number(shown.providerPayout)).toBeLessThan(420);
  }, 90_000);
});

describe('payout failures', () => {
  it('retries a failed transfer with backoff: fails twice, then pays', async () => {
    const { bookingId } = await acceptedBooking(20);
    gateway.failTransfers(2, { only: (m) => m.bookingId === bookingId });
    const deposit = await payoutOf(t, `deposit-${bookingId}`);
    await jumpTo(t, new Date(new Date(deposit.exists ? deposit.paymentDate : 0).getTime() + 60_000));

    for (const attempts of [1, 2]) {
      const failed = await until(
        t,
        async () => {
          const p = await payoutOf(t, `deposit-${bookingId}`);
          return p.exists && p.status === 'retry_scheduled' && p.attempts === attempts ? p : null;
        },
        `failure ${attempts}`,
      );
      await jumpTo(t, new Date(new Date(failed.nextAttemptAt!).getTime() + 1000));
    }
    await sentPayout(`deposit-${bookingId}`);
    const calls = gateway.transfers.filter((x) => x.metadata.bookingId === bookingId);
    expect(calls.map((c) => c.status)).toEqual(['failed', 'failed', 'paid']);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(3);

    await until(
      t,
      async () => {
        const list =
          await providerClient.get<{ id: string; status: string; attempts: number }[]>(
            '/api/provider/payouts',
          );
        const row = list.body.find((p) => p.id === `deposit-${bookingId}`);
        return row?.status === 'sent' && row.attempts === 3;
      },
      'payout read model',
    );
    const sent = await admin.get<{ id: string }[]>(
      `/api/admin/payouts?filter=${encodeURIComponent(JSON.stringify({ status: 'sent' }))}&range=[0,499]`,
    );
    expect(sent.body.map((p) => p.id)).toContain(`deposit-${bookingId}`);
    expect((await customerClient.get('/api/admin/payouts')).status).toBe(403);
    expect((await customerClient.get('/api/provider/payouts')).status).toBe(404);
    await expectBalanced(bookingId, { held: 42_000 - 10_500 + 8000 + 10_000 });
  }, 90_000);
});

/** A new provider of the test's client, with no bank details yet. */
async function newProvider() {
  const client = t.client();
  const user = await client.signUp();
  const provider = await client.becomeProvider();
  return {
    client,
    providerId: provider.id,
    who: { ...parties, providerId: provider.id, providerUserId: user.id },
  };
}

/** From the payment date, four retries on the backoff schedule and a fifth failure: it needs attention. */
async function failsUntilItNeedsAttention(payoutId: string) {
  const payout = await payoutOf(t, payoutId);
  await jumpTo(t, new Date(new Date(payout.exists ? payout.paymentDate : 0).getTime() + 60_000));
  for (const attempts of [1, 2, 3, 4]) {
    const failed = await until(
      t,
      async () => {
        const p = await payoutOf(t, payoutId);
        return p.exists && p.status === 'retry_scheduled' && p.attempts === attempts ? p : null;
      },
      `attempt ${attempts} of ${payoutId}`,
    );
    await jumpTo(t, new Date(new Date(failed.nextAttemptAt!).getTime() + 1000));
  }
  await until(t, async () => (await statusOf(payoutId)) === 'needs_attention', 'needs attention');
}

/** The payout as its provider sees it, once the read model shows it needing attention. */
const waitingPayout = (client: ReturnType<TestPlatform['client']>, payoutId: string) =>
  until(
    t,
    async () => {
      const list =
        await client.get<{ id: string; status: string; failureReason: string | null }[]>(
          '/api/provider/payouts',
        );
      const row = list.body.find((p) => p.id === payoutId);
      return row?.status === 'needs_attention' ? row : null;
    },
    'payout read model',
  );

const payoutSetUp = (client: ReturnType<TestPlatform['client']>, status: string) =>
  until(
    t,
    async () => {
      const res = await client.get<{ status: string; requirementsDue: string[] }>(
        '/api/providers/payout-account',
      );
      return res.body.status === status ? res.body : null;
    },
    `payout account ${status}`,
  );

describe('where payouts go: the provider’s payout account', () => {
  it('keeps the payout waiting with the reason, then pays it as soon as bank details are added', async () => {
    const late = await newProvider();
    const { bookingId } = await acceptedBooking(20, late.who);
    const id = `deposit-${bookingId}`;
    await failsUntilItNeedsAttention(id);
    expect(gateway.transfers.filter((x) => x.metadata.bookingId === bookingId)).toEqual([]);
    expect((await waitingPayout(late.client, id)).failureReason).toBe(NO_BANK_DETAILS);
    expect((await late.client.get('/api/providers/payout-account')).body).toMatchObject({
      status: 'no_bank_details',
    });

    await addBankDetails(late.client);
    await sentPayout(id);
    expect(gateway.paidTransfers(bookingId)).toMatchObject([
      { amount: 10_500, destination: payoutAccountOf(late.providerId) },
    ]);
    expect(await payoutSetUp(late.client, 'enabled')).toEqual({
      gateway: 'simulated',
      status: 'enabled',
      requirementsDue: [],
      message: 'Payouts are set up: we pay into your bank account on each payout date.',
    });
  }, 120_000);

  it('waits while the gateway needs more from the provider, then pays once their onboarding is done', async () => {
    const late = await newProvider();
    gateway.accountRequirements = ['individual.dob.day', 'tos_acceptance.date'];
    await addBankDetails(late.client);
    const needed = await payoutSetUp(late.client, 'action_required');
    gateway.accountRequirements = [];
    expect(needed.requirementsDue).toEqual(['individual.dob.day', 'tos_acceptance.date']);
    const link = await late.client.post<{ url: string }>('/api/providers/payout-account/onboarding-link', {});
    expect(link.status).toBe(200);
    expect(link.body.url).toContain(payoutAccountOf(late.providerId));

    const { bookingId } = await acceptedBooking(20, late.who);
    const id = `deposit-${bookingId}`;
    await failsUntilItNeedsAttention(id);
    expect(gateway.paidTransfers(bookingId)).toEqual([]);
    expect((await waitingPayout(late.client, id)).failureReason).toContain('capabilities enabled: transfers');

    // The provider finishes on the gateway's page and comes back: the page asks again.
    gateway.completeOnboarding(payoutAccountOf(late.providerId)!);
    const back = await late.client.post<{ status: string }>('/api/providers/payout-account/refresh', {});
    expect(back.body.status).toBe('enabled');
    await sentPayout(id);
    expect(gateway.paidTransfers(bookingId)).toMatchObject([{ amount: 10_500 }]);
    const nothingDue = await late.client.post('/api/providers/payout-account/onboarding-link', {});
    expect(nothingDue.status).toBe(409);
    await expectBalanced(bookingId, { held: 42_000 - 10_500 + 8000 + 10_000 });
  }, 120_000);
});

describe('ledger reconciliation', () => {
  it('reports a booking whose ledger no longer balances or disagrees with its escrow events', async () => {
    const { bookingId } = await acceptedBooking(20);
    await until(t, async () => (await ledgerOf(t, bookingId))?.held === 60_000 - 10_500, 'ledger caught up');
    expect((await reconcile(t)).problems).toEqual([]);
    await tamperLedgerHeld(t.pool, bookingId, 1);
    try {
      const report = await reconcile(t);
      expect(report.problems.map((p) => p.bookingId)).toEqual([bookingId, bookingId, bookingId]);
      expect(report.problems.map((p) => p.problem).join('\n')).toMatch(
        /held is 49501p in the ledger but 49500p/,
      );
    } finally {
      await tamperLedgerHeld(t.pool, bookingId, -1);
    }
  }, 60_000);
});
