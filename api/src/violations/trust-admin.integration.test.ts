import { REFUND_ISSUE_QUEUE } from '@esm/app/refunds/issue-refund';
import { CommandBus } from '@esm/core/eventstore/command-bus';
import { type CommandActor, systemActor } from '@esm/core/kernel/actor';
import { newId } from '@esm/core/kernel/ids';
import { payoutDecider } from '@esm/core/payout/decider';
import { payoutStream } from '@esm/core/payout/events';
import { reviewDecider } from '@esm/core/review/decider';
import { reviewStream } from '@esm/core/review/events';
import { DEMO_PASSWORD } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RaHttpError, raDataProviderFor } from '../admin/testing/ra-client';
import { providerWithService } from '../chat/testing';
import type { TestClient } from '../testing/test-client';

/**
 * The trust-and-safety and money-machinery resources of the back office, driven through
 * ra-data-simple-rest's own data provider (the back office's client exactly) and over HTTP for the
 * workflow commands and refusals.
 */
let t: TestPlatform;
let investigator: TestClient;
let admin: TestClient;
let auditor: TestClient;
let verifier: TestClient;
let chloe: TestClient;
let provider: TestClient;
let violationId: string;
let reviewIds: string[];
let failedPayoutId: string;

const signedIn = async (email: string) => {
  const c = t.client();
  await c.signIn(email, DEMO_PASSWORD);
  return c;
};
const run = <C, S, E extends { type: string; data: unknown }>(
  stream: string,
  decider: Parameters<TestPlatform['platform']['context']['commands']['run']>[0]['decider'] & {
    decide: (c: C, s: S, n: Date) => unknown;
  },
  command: C & { actor: CommandActor },
) =>
  t.platform.context.commands.run({
    stream,
    decider: decider as never,
    command: command as never,
    actor: command.actor,
    correlationId: 'trust-test',
  }) as Promise<unknown> as Promise<E>;
const user = (userId: string): CommandActor => ({ kind: 'user', userId, roles: [] });
const MONEY = systemActor('payout-worker');
const query = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** How many moderation decisions a review's history holds. */
const moderations = async (id: string) =>
  Number(
    (
      await t.pool.query<{ n: string }>(
        "SELECT count(*) AS n FROM es.events WHERE stream = $1 AND type = 'ReviewModerated'",
        [reviewStream(id)],
      )
    ).rows[0]!.n,
  );

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RaHttpError) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('expected a refusal');
};

beforeAll(async () => {
  t = await startTestPlatform({ seed: 'minimal' });
  [investigator, admin, auditor, verifier] = await Promise.all([
    signedIn('investigator@demo.eventhire.uk'),
    signedIn('admin@demo.eventhire.uk'),
    signedIn('auditor@demo.eventhire.uk'),
    signedIn('verifier@demo.eventhire.uk'),
  ]);
  chloe = await signedIn('client@demo.eventhire.uk');
  provider = t.client();
  const ids = await providerWithService(provider, 'Harbour Sound Co');

  // A chat with a refused message between delivered ones: a contact-sharing violation.
  const room = await chloe.post<{ id: string }>('/api/chat/rooms', ids);
  const say = async (who: TestClient, message: string) => {
    await t.clock.tick(60_000);
    return who.post(`/api/chat/rooms/${room.body.id}/messages`, { message });
  };
  await say(chloe, 'Is the PA free on 12 July?');
  await say(provider, 'It is. Ring me on 07700 900 456 to sort it');
  await say(provider, 'Sorry, the 12th is free; book here.');
  const violations = await investigator.get<{ id: string }[]>('/api/admin/violations');
  violationId = violations.body[0]!.id;

  // Three reviews, two of them reported.
  reviewIds = [newId(), newId(), newId()];
  for (const [i, bookingId] of reviewIds.entries()) {
    const customerId = newId();
    await run(reviewStream(bookingId), reviewDecider, {
      type: 'SubmitReview',
      actor: user(customerId),
      bookingId,
      booking: { customerId, providerId: ids.providerId, serviceId: ids.serviceId, status: 'completed' },
      rating: i + 2,
      title: `Review ${i + 1}`,
      reviewText: 'Words of a client.',
    });
  }
  for (const [bookingId, reasons] of [
    [reviewIds[0]!, ['fake', 'fake', 'inappropriate']],
    [reviewIds[1]!, ['contact_details']],
  ] as const) {
    for (const reason of reasons) {
      await t.clock.tick(1000);
      await run(reviewStream(bookingId), reviewDecider, {
        type: 'ReportReview',
        actor: user(newId()),
        bookingId,
        reason,
      });
    }
  }

  // A payout that failed five times in a row and waits for an admin.
  failedPayoutId = `balance-${newId()}`;
  await run(payoutStream(failedPayoutId), payoutDecider, {
    type: 'SchedulePayout',
    actor: MONEY,
    payoutId: failedPayoutId,
    bookingId: newId(),
    providerId: ids.providerId,
    amount: 12_345,
    paymentRule: 'balance',
    // Due long after the test's clock, so the payout worker's timers never run it meanwhile.
    paymentDate: '2027-01-01T09:00:00.000Z',
    eventDate: '2026-12-31T09:00:00.000Z',
  } as never);
  for (let attempt = 0; attempt < 5; attempt++) {
    // Each attempt once the previous back-off has passed: a bus whose clock is days later.
    const later = new CommandBus(t.platform.store, { now: () => new Date(Date.UTC(2027, 0, 2 + attempt)) });
    for (const command of [
      { type: 'StartPayoutAttempt', actor: MONEY, payoutId: failedPayoutId },
      { type: 'RecordPayoutFailed', actor: MONEY, payoutId: failedPayoutId, reason: 'Bank account closed' },
    ] as const)
      await later.run({
        stream: payoutStream(failedPayoutId),
        decider: payoutDecider,
        command,
        actor: MONEY,
        correlationId: 'trust-test',
        readYourWrites: false,
      });
  }
  await t.waitForReadModels();
}, 120_000);
afterAll(() => t?.stop());

describe('violations', () => {
  it('lists newest first with filters, shows what was matched and why, and the message in its chat', async () => {
    const ra = raDataProviderFor(investigator);
    const list = await ra.getList('violations', {
      sort: { field: 'recordedAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: { kind: 'phone' },
    });
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: violationId,
      senderName: 'Test User',
      senderRole: 'provider',
      kinds: ['phone'],
      detectedSummary: 'a phone number',
      message: 'It is. Ring me on 07700 900 456 to sort it',
      violationNumber: 1,
    });
    expect(list.data[0].matches).toEqual([
      { text: '07700 900 456', kinds: ['phone'], why: expect.stringContaining('Looks like a phone number') },
    ]);
    expect(
      (
        await ra.getList('violations', {
          sort: { field: 'recordedAt', order: 'DESC' },
          pagination: { page: 1, perPage: 10 },
          filter: { kind: 'email' },
        })
      ).total,
    ).toBe(0);
    const one = await ra.getOne('violations', { id: violationId });
    expect(one.data.id).toBe(violationId);
    const many = await ra.getMany('violations', { ids: [violationId, 'violation-unknown'] });
    expect(many.data.map((v) => v.id)).toEqual([violationId]);

    const chat = await investigator.get<{ messages: { message: string; refused: boolean }[] }>(
      `/api/admin/violations/${violationId}/chat`,
    );
    expect(chat.status).toBe(200);
    expect(chat.body.messages.map((m) => [m.message, m.refused])).toEqual([
      ['Is the PA free on 12 July?', false],
      ['It is. Ring me on 07700 900 456 to sort it', true],
      ['Sorry, the 12th is free; book here.', false],
    ]);
  });

  it('tells no one else anything', async () => {
    expect((await t.client().get('/api/admin/violations')).status).toBe(401);
    for (const who of [chloe, provider, auditor, verifier])
      expect((await who.get(`/api/admin/violations/${violationId}/chat`)).status).toBe(403);
    const probe = await provider.get(`/api/admin/violations/${violationId}`);
    expect(probe.status).toBe(403);
    expect(JSON.stringify(probe.body)).not.toContain('07700');
    expect((await investigator.get('/api/admin/violations/violation-unknown')).status).toBe(404);
    const badSort = await investigator.get(`/api/admin/violations?sort=${query(['message', 'ASC'])}`);
    expect(badSort.status).toBe(400);
    const badFilter = await investigator.get(`/api/admin/violations?filter=${query({ password: 'x' })}`);
    expect(badFilter.status).toBe(400);
  });
});

describe('reported reviews', () => {
  it('lists reported reviews with their reasons; keep, hide and remove them', async () => {
    const ra = raDataProviderFor(investigator);
    const list = await ra.getList('reviews', {
      sort: { field: 'reportCount', order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
      filter: { queue: 'open' },
    });
    expect(list.total).toBe(2);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      id: reviewIds[0],
      reportCount: 3,
      openReports: 3,
      reasons: { fake: 2, inappropriate: 1 },
      reasonSummary: 'Fake (2), Inappropriate (1)',
      businessName: 'Harbour Sound Co',
    });
    const byReason = await ra.getList('reviews', {
      sort: { field: 'lastReportedAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: { reason: 'contact_details' },
    });
    expect(byReason.data.map((r) => r.id)).toEqual([reviewIds[1]]);
    const one = await ra.getOne('reviews', { id: reviewIds[0]! });
    expect(one.data.reports.map((r: { reason: string }) => r.reason).sort()).toEqual([
      'fake',
      'fake',
      'inappropriate',
    ]);
    const many = await ra.getMany('reviews', { ids: reviewIds });
    expect(many.data.map((r) => r.id).sort()).toEqual([reviewIds[0], reviewIds[1]].sort());

    const kept = await investigator.post<{
      moderationStatus: string;
      openReports: number;
      moderationReason: string;
    }>(`/api/admin/reviews/${reviewIds[1]}/moderate`, {
      moderationStatus: 'approved',
      reason: 'No contact details in it.',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      moderationStatus: 'approved',
      openReports: 0,
      moderationReason: 'No contact details in it.',
    });
    const removed = await investigator.post(`/api/admin/reviews/${reviewIds[0]}/moderate`, {
      moderationStatus: 'removed',
      reason: 'Fake: the client never attended.',
    });
    expect(removed.body).toMatchObject({ moderationStatus: 'removed', openReports: 0 });
    const open = await ra.getList('reviews', {
      sort: { field: 'lastReportedAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: { queue: 'open' },
    });
    expect(open.total).toBe(0);
    const events = await t.pool.query<{ data: { moderationStatus: string }; actor: { userId?: string } }>(
      "SELECT data, actor FROM es.events WHERE stream = $1 AND type = 'ReviewModerated'",
      [reviewStream(reviewIds[0]!)],
    );
    expect(events.rows.map((r) => r.data.moderationStatus)).toEqual(['removed']);
    const me = await investigator.get<{ id: string }>('/api/auth/user');
    expect(events.rows[0]!.actor.userId).toBe(me.body.id);
  });

  it('refuses what moderation does not allow, and everyone outside trust and safety', async () => {
    const again = await investigator.post(`/api/admin/reviews/${reviewIds[0]}/moderate`, {
      moderationStatus: 'approved',
      reason: 'Changed my mind',
    });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'REVIEW_REMOVED', message: 'This review has been removed; that decision is final.' },
    });
    const noReason = await investigator.post(`/api/admin/reviews/${reviewIds[1]}/moderate`, {
      moderationStatus: 'hidden',
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect((await investigator.get(`/api/admin/reviews/${reviewIds[2]}`)).status).toBe(404);
    expect((await investigator.get(`/api/admin/reviews?sort=${query(['title', 'ASC'])}`)).status).toBe(400);
    expect((await t.client().get('/api/admin/reviews')).status).toBe(401);
    for (const who of [chloe, provider, auditor, verifier])
      expect(
        (
          await who.post(`/api/admin/reviews/${reviewIds[1]}/moderate`, {
            moderationStatus: 'hidden',
            reason: 'x',
          })
        ).status,
      ).toBe(403);
  });
});

describe('reported reviews decided at the same moment', () => {
  it('two investigators decide one review at once: one decision stands, the other is told', async () => {
    const id = reviewIds[1]!;
    const shown = await investigator.get<{ decisions: number }>(`/api/admin/reviews/${id}`);
    // Kept once by the test before.
    expect(shown.body.decisions).toBe(1);
    const decide = (who: TestClient, moderationStatus: string, reason: string, seen: unknown = 1) =>
      who.post<{ code?: string; message?: string; decisions?: number }>(`/api/admin/reviews/${id}/moderate`, {
        moderationStatus,
        reason,
        seenDecisions: seen,
      });
    const before = await moderations(id);

    expect((await decide(investigator, 'hidden', 'Off topic.', 'one')).status).toBe(400);
    const [hid, removed] = await Promise.all([
      decide(investigator, 'hidden', 'Off topic.'),
      decide(admin, 'removed', 'Fake: the client never attended.'),
    ]);
    expect([hid.status, removed.status].sort()).toEqual([200, 409]);
    const [stood, told] = hid.status === 200 ? [hid, removed] : [removed, hid];
    expect(stood.body.decisions).toBe(2);
    // Whichever came second is told why: a removal is final, so a hide that comes after one hears
    // that; a removal after a hide hears that someone decided since the page was opened.
    expect(told.body).toMatchObject(
      stood === hid
        ? {
            code: 'REVIEW_MODERATED_MEANWHILE',
            message:
              'Another investigator decided on this review since you opened it. Reload it to see their decision before you change it.',
          }
        : { code: 'REVIEW_REMOVED', message: 'This review has been removed; that decision is final.' },
    );
    expect(await moderations(id)).toBe(before + 1);
  });
});

describe('contact messages', () => {
  it('lists call-back requests first, then newest, and an investigator handles one', async () => {
    const form = {
      name: 'Sam Rivers',
      email: 'sam@example.co.uk',
      subject: 'Deposits',
      message: 'When is the deposit paid?',
    };
    const older = await t.client().post<{ id: string }>('/api/contact', { ...form, category: 'payment' });
    expect(older.status).toBe(201);
    await t.clock.tick(60_000);
    const callback = await t.client().post<{ id: string }>('/api/contact', {
      ...form,
      category: 'callback',
      subject: 'Please call me',
      message: 'Please ring me about a deposit.',
    });
    await t.clock.tick(60_000);
    const newer = await t.client().post<{ id: string }>('/api/contact', {
      ...form,
      category: 'general',
      message: 'Do providers travel to Cornwall?',
    });
    expect(newer.status).toBe(201);
    const ra = raDataProviderFor(investigator);
    // The contact form answers before its read model has the message: wait for the inbox to show all three.
    const inboxNow = () =>
      ra.getList('contact-messages', {
        sort: { field: 'callbackFirst', order: 'DESC' },
        pagination: { page: 1, perPage: 10 },
        filter: { status: 'open' },
      });
    let inbox = await inboxNow();
    for (let i = 0; i < 50 && (inbox.total ?? 0) < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      inbox = await inboxNow();
    }
    expect(inbox.data.map((m) => m.id)).toEqual([callback.body.id, newer.body.id, older.body.id]);
    expect(inbox.data[0]).toMatchObject({ isCallback: true, status: 'open', name: 'Sam Rivers' });
    const callbacks = await ra.getList('contact-messages', {
      sort: { field: 'receivedAt', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: { category: 'callback' },
    });
    expect(callbacks.data.map((m) => m.id)).toEqual([callback.body.id]);
    expect((await ra.getOne('contact-messages', { id: older.body.id })).data.category).toBe('payment');
    expect((await ra.getMany('contact-messages', { ids: [older.body.id, newer.body.id] })).data).toHaveLength(
      2,
    );

    const handled = await investigator.post<{ status: string; note: string; handledBy: string }>(
      `/api/admin/contact-messages/${callback.body.id}/handle`,
      { note: 'Called back; booking explained.' },
    );
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ status: 'handled', note: 'Called back; booking explained.' });
    const twice = await investigator.post(`/api/admin/contact-messages/${callback.body.id}/handle`, {});
    expect(twice).toMatchObject({
      status: 409,
      body: { code: 'CONTACT_MESSAGE_ALREADY_HANDLED', message: 'This message has already been handled.' },
    });
    expect((await investigator.post('/api/admin/contact-messages/not-a-message/handle', {})).status).toBe(
      404,
    );
    expect((await investigator.get('/api/admin/contact-messages/not-a-message')).status).toBe(404);
    expect((await auditor.get('/api/admin/contact-messages')).status).toBe(403);
    expect((await chloe.post(`/api/admin/contact-messages/${older.body.id}/handle`, {})).status).toBe(403);
    expect(
      (await investigator.get(`/api/admin/contact-messages?filter=${query({ status: 'lost' })}`)).status,
    ).toBe(400);
  });
});

describe('payouts and refunds', () => {
  it('lists payouts by status; an admin retries the failed one, an auditor may only look', async () => {
    const ra = raDataProviderFor(auditor);
    const failing = await ra.getList('payouts', {
      sort: { field: 'paymentDate', order: 'DESC' },
      pagination: { page: 1, perPage: 5 },
      filter: { status: 'needs_attention' },
    });
    expect(failing.data).toMatchObject([
      { id: failedPayoutId, amountPence: 12_345, attempts: 5, failureReason: 'Bank account closed' },
    ]);
    expect((await ra.getOne('payouts', { id: failedPayoutId })).data.status).toBe('needs_attention');
    expect((await ra.getMany('payouts', { ids: [failedPayoutId] })).data).toHaveLength(1);
    expect((await refusal(ra.getOne('payouts', { id: 'balance-unknown' }))).status).toBe(404);

    expect((await auditor.post(`/api/admin/payouts/${failedPayoutId}/retry`, {})).status).toBe(403);
    expect((await investigator.post(`/api/admin/payouts/${failedPayoutId}/retry`, {})).status).toBe(403);
    const retried = await admin.post<{ status: string }>(`/api/admin/payouts/${failedPayoutId}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body.status).not.toBe('needs_attention');
    const again = await admin.post(`/api/admin/payouts/${failedPayoutId}/retry`, {});
    expect(again).toMatchObject({ status: 409, body: { code: 'PAYOUT_NOT_NEEDING_ATTENTION' } });
    expect((await admin.get(`/api/admin/payouts?sort=${query(['providerId', 'ASC'])}`)).status).toBe(400);
  });

  it('lists refunds including failed ones; retrying one that fails again is a 409 that changes nothing', async () => {
    const refundKey = `refund-${newId()}`;
    await t.platform.workers.boss.send(
      REFUND_ISSUE_QUEUE,
      { refundKey, bookingId: newId(), amount: 5_000, reason: 'provider_declined' },
      { retryLimit: 0 },
    );
    const ra = raDataProviderFor(admin);
    let failed: { id: string; status: string; lastError: string | null }[] = [];
    for (let i = 0; i < 60 && failed.length === 0; i++) {
      await t.clock.tick(1000);
      failed = (
        await ra.getList('refunds', {
          sort: { field: 'since', order: 'DESC' },
          pagination: { page: 1, perPage: 10 },
          filter: { status: 'failed' },
        })
      ).data as typeof failed;
      if (failed.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(failed).toMatchObject([
      { id: refundKey, status: 'failed', lastError: expect.stringContaining('without escrow') },
    ]);
    expect((await ra.getOne('refunds', { id: refundKey })).data.amountPence).toBe(5_000);
    expect((await ra.getMany('refunds', { ids: [refundKey] })).data).toHaveLength(1);
    const retry = await admin.post(`/api/admin/refunds/${refundKey}/retry`, {});
    expect(retry).toMatchObject({ status: 409, body: { code: 'REFUND_FAILED_AGAIN' } });
    expect((await ra.getOne('refunds', { id: refundKey })).data.status).toBe('failed');
    expect((await auditor.post(`/api/admin/refunds/${refundKey}/retry`, {})).status).toBe(403);
    expect((await admin.post('/api/admin/refunds/refund-unknown/retry', {})).status).toBe(404);
    expect((await admin.get(`/api/admin/refunds?filter=${query({ status: 'lost' })}`)).status).toBe(400);
  });
});

describe('e-mails and jobs (admins only)', () => {
  it('shows the outbox newest first with the body on the show page', async () => {
    const ra = raDataProviderFor(admin);
    const list = await ra.getList('emails', {
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 5 },
      filter: { to: 'sam@example.co.uk' },
    });
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.data[0]).toMatchObject({ to: 'sam@example.co.uk' });
    expect(list.data[0]).not.toHaveProperty('body');
    const one = await ra.getOne('emails', { id: list.data[0]!.id });
    expect(one.data.body).toEqual(expect.any(String));
    expect((await ra.getMany('emails', { ids: [list.data[0]!.id] })).data).toHaveLength(1);
    for (const who of [investigator, auditor, chloe])
      expect((await who.get('/api/admin/emails')).status).toBe(403);
    expect((await chloe.get('/dev/mailbox')).status).toBe(403);
    expect((await t.client().get('/api/admin/emails')).status).toBe(401);
  });

  it('counts jobs per queue, lists failed ones with their error, and retries one', async () => {
    const boss = t.platform.workers.boss;
    const queue = `trust-test-${Date.now()}`;
    await boss.createQueue(queue);
    const jobId = (await boss.send(queue, { n: 1 }, { retryLimit: 0 }))!;
    const [job] = await boss.fetch(queue);
    await boss.fail(queue, job!.id, { message: 'Downstream said no' });

    const ra = raDataProviderFor(admin);
    const withFailures = await ra.getList('jobs', {
      sort: { field: 'failed', order: 'DESC' },
      pagination: { page: 1, perPage: 50 },
      filter: { withFailures: true },
    });
    expect(withFailures.data.find((q) => q.id === queue)).toMatchObject({ failed: 1, queued: 0, active: 0 });
    const shown = await ra.getOne('jobs', { id: queue });
    expect(shown.data.failedJobs).toMatchObject([{ id: jobId, error: 'Downstream said no', attempts: 1 }]);
    expect((await ra.getMany('jobs', { ids: [queue, REFUND_ISSUE_QUEUE] })).data).toHaveLength(2);

    const retried = await admin.post<{ failed: number; queued: number }>(`/api/admin/jobs/${queue}/retry`, {
      jobId,
    });
    expect(retried).toMatchObject({ status: 200, body: { failed: 0, queued: 1 } });
    const twice = await admin.post(`/api/admin/jobs/${queue}/retry`, { jobId });
    expect(twice).toMatchObject({ status: 409, body: { code: 'JOB_NOT_FAILED' } });
    expect((await admin.post(`/api/admin/jobs/${queue}/retry`, { jobId: 'x' })).status).toBe(400);
    expect((await auditor.post(`/api/admin/jobs/${queue}/retry`, { jobId })).status).toBe(403);
    expect((await admin.get('/api/admin/jobs/queue-unknown')).status).toBe(404);
  });
});
