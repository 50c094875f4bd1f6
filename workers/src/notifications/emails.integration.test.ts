import { randomUUID } from 'node:crypto';
import { accountDecider } from '@esm/core/account/decider';
import { accountStream } from '@esm/core/account/events';
import { DAY, HOUR } from '@esm/core/kernel/clock';
import { ERASED } from '@esm/core/kernel/events';
import { findUser } from '@esm/projections/accounts/queries';
import { allProjectors } from '@esm/projections/index';
import { findProviderContact, providerIdOfUser } from '@esm/projections/providers/queries';
import { checkDrift } from '@esm/projections/runner/drift-check';
import { firstServiceOfProvider, userEmails } from '@esm/projections/testing/read-models';
import { DEMO_PASSWORD } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../process-manager/testing/advance-clock';

/**
 * Every e-mail the product sends, driven by appending the events their lifecycles record (or by the
 * command bus), checked in the outbox; the reminder and the 30-day erasure with the TestClock.
 */
let t: TestPlatform;
let clientId: string;
let providerId: string;
let providerUserId: string;
let serviceId: string;

beforeAll(async () => {
  t = await startTestPlatform({ seed: 'demo' });
  const users = await userEmails(t.pool);
  clientId = users.find((r) => r.email === 'client@demo.eventhire.uk')!.user_id;
  providerUserId = users.find((r) => r.email === 'provider@demo.eventhire.uk')!.user_id;
  providerId = (await providerIdOfUser(t.pool, providerUserId))!;
  serviceId = (await firstServiceOfProvider(t.pool, providerId))!;
});
afterAll(() => t.stop());

const append = async (stream: string, type: string, data: Record<string, unknown>) => {
  const r = await t.platform.store.append(
    stream,
    [{ type, data, metadata: { actor: { kind: 'system', name: 'test' }, correlationId: randomUUID() } }],
    { expectedVersion: 'any' },
  );
  return r.globalPositions[0]!;
};

interface OutboxRow {
  dedupe_key: string;
  to_address: string;
  subject: string;
  text_body: string;
  attachments: { filename: string; content: string; contentType: string }[];
  status: string;
}
const mail = async (dedupeKey: string) =>
  (await t.pool.query<OutboxRow>('SELECT * FROM mail.outbox WHERE dedupe_key = $1', [dedupeKey])).rows[0];

/** Lets the workers poll until the e-mail is in the outbox (or fails after a while). */
async function waitForMail(dedupeKey: string): Promise<OutboxRow> {
  for (let i = 0; i < 40; i++) {
    const row = await mail(dedupeKey);
    if (row) return row;
    await t.clock.tick(1500);
    await new Promise((r) => setTimeout(r, 50));
  }
  const timer = await t.pool.query('SELECT * FROM wk.timers WHERE key = $1', [dedupeKey]);
  const jobs = await t.pool.query('SELECT state, output FROM pgboss.job WHERE id = $1', [
    timer.rows[0]?.job_id,
  ]);
  throw new Error(`no e-mail ${dedupeKey} ${JSON.stringify(timer.rows)} ${JSON.stringify(jobs.rows)}`);
}

const now = () => t.domainClock.now().toISOString();
const EVENT_DATE = '2026-06-10T12:00:00.000Z';

async function createBooking(bookingId: string, eventDate = EVENT_DATE) {
  return append(`booking-${bookingId}`, 'BookingCreated', {
    bookingId,
    quoteId: null,
    serviceId,
    customerId: clientId,
    providerId,
    providerUserId,
    eventDate,
    eventEndsAt: new Date(Date.parse(eventDate) + 4 * HOUR).toISOString(),
    duration: 4,
    quantity: 1,
    tableQuantity: 5,
    chairQuantity: 40,
    plan: 'basic',
    paymentId: randomUUID(),
    notes: null,
    specialRequests: null,
    cancellationPolicy: '30_day_refund',
    refundEligibleUntil: eventDate,
    createdAt: now(),
    totalAmount: 24000,
    platformFee: 2400,
    vatAmount: 480,
    providerAmount: 21120,
    depositAmount: 0,
  });
}

describe('welcome e-mail and the dev mailbox', () => {
  it('ProviderProfileCreated → job → message in the outbox, stored and readable by admins at /dev/mailbox', async () => {
    const c = t.client();
    await c.signUp();
    const provider = await c.becomeProvider({ contactEmail: 'welcome@new-provider.co.uk' });
    const row = await waitForMail(`provider-welcome:${provider.id}`);
    expect(row).toMatchObject({ to_address: 'welcome@new-provider.co.uk' });
    expect(row.subject).toContain('Welcome to EventHire UK');
    for (let i = 0; i < 20 && (await mail(row.dedupe_key))!.status !== 'stored'; i++)
      await t.clock.tick(1500);
    expect((await mail(row.dedupe_key))!.status).toBe('stored');

    // Every user's mail is there: a visitor and a non-admin are refused, even outside production.
    expect((await t.client().get('/dev/mailbox')).status).toBe(401);
    expect((await c.get('/dev/mailbox')).status).toBe(403);
    expect((await c.get(`/dev/mailbox/${randomUUID()}`)).status).toBe(403);
    const admin = t.client();
    await admin.signIn('admin@demo.eventhire.uk', DEMO_PASSWORD);
    const list = await admin.get<string>('/dev/mailbox');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('text/html');
    expect(list.body).toContain('welcome@new-provider.co.uk');
    const id = list.body.match(/href="\/dev\/mailbox\/([0-9a-f-]{36})">Welcome to EventHire UK/)?.[1];
    expect(id).toBeDefined();
    const one = await admin.get<string>(`/dev/mailbox/${id}`);
    expect(one.body).toContain('List your services with at least 3 photos each.');
    expect((await admin.get(`/dev/mailbox/${randomUUID()}`)).status).toBe(404);
  });
});

describe('booking e-mails', () => {
  const bookingId = randomUUID();

  it('sends the provider the request once the client paid', async () => {
    await createBooking(bookingId);
    await append(`booking-${bookingId}`, 'BookingPaid', {
      bookingId,
      paymentId: randomUUID(),
      providerNotifiedAt: now(),
      respondBy: new Date(t.domainClock.now().getTime() + DAY).toISOString(),
    });
    const row = await waitForMail(`booking-request:${bookingId}`);
    expect(row.to_address).toBe((await findProviderContact(t.pool, providerId))!.contact_email);
    expect(row.subject).toMatch(/^New booking request: /);
    expect(row.text_body).toContain('£211.20');
    expect(row.text_body).toContain('Order: 5 tables, 40 chairs.');
    expect(row.text_body).toContain('within 24 hours');
  });

  it('confirms to the client with a calendar file (stable UID, SEQUENCE 0)', async () => {
    await append(`booking-${bookingId}`, 'BookingAccepted', {
      bookingId,
      providerUserId,
      providerResponse: 'See you there',
      providerRespondedAt: now(),
    });
    const row = await waitForMail(`booking-accepted:${bookingId}`);
    expect(row.to_address).toBe('client@demo.eventhire.uk');
    expect(row.subject).toMatch(/^Booking confirmed: /);
    expect(row.text_body).toContain('£240.00');
    expect(row.attachments).toHaveLength(1);
    const ics = row.attachments[0]!.content.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`UID:booking-${bookingId}@eventhire.uk`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('DTSTART:20260610T120000Z');
  });

  it('declines to the client with the full refund', async () => {
    const declined = randomUUID();
    await createBooking(declined);
    await append(`booking-${declined}`, 'BookingAutoDeclined', {
      bookingId: declined,
      declinedAt: now(),
      refundAmount: 24000,
    });
    const row = await waitForMail(`booking-declined:${declined}`);
    expect(row.to_address).toBe('client@demo.eventhire.uk');
    expect(row.text_body).toContain('did not answer within 24 hours');
    expect(row.text_body).toContain('£240.00');
  });

  it('reminds the client 24 hours before the event, but not for a cancelled booking', async () => {
    const cancelled = randomUUID();
    await createBooking(cancelled);
    await append(`booking-${cancelled}`, 'BookingAccepted', {
      bookingId: cancelled,
      providerUserId,
      providerResponse: null,
      providerRespondedAt: now(),
    });
    await waitForMail(`booking-accepted:${cancelled}`);
    await append(`booking-${cancelled}`, 'BookingCancelled', {
      bookingId: cancelled,
      cancelledBy: 'customer',
      refundReason: 'customer_cancelled',
      daysBeforeEvent: 9,
      refundRate: 10000,
      refundAmount: 24000,
      cancelledAt: now(),
    });
    const cancellation = await waitForMail(`booking-cancelled:${cancelled}`);
    const ics = cancellation.attachments[0]!.content.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`UID:booking-${cancelled}@eventhire.uk`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('STATUS:CANCELLED');

    expect(await mail(`booking-reminder:${bookingId}`)).toBeUndefined();
    await advanceClock(t.clock, Date.parse('2026-06-09T11:00:00.000Z') - t.clock.now());
    await t.clock.tick(1500);
    expect(await mail(`booking-reminder:${bookingId}`)).toBeUndefined(); // 25 hours before: not yet
    await advanceClock(t.clock, 2 * HOUR);
    const reminder = await waitForMail(`booking-reminder:${bookingId}`);
    expect(reminder.to_address).toBe('client@demo.eventhire.uk');
    expect(reminder.subject).toMatch(/^Reminder: .* tomorrow$/);
    expect(await mail(`booking-reminder:${cancelled}`)).toBeUndefined();
    const timer = await t.pool.query('SELECT state FROM wk.timers WHERE key = $1', [
      `booking-reminder:${cancelled}`,
    ]);
    expect(timer.rows[0].state).toBe('cancelled');
  });
});

describe('money, verification, standing and contact e-mails', () => {
  it('sends a payment receipt and a payout notice', async () => {
    const paymentId = randomUUID();
    await append(`payment-${paymentId}`, 'PaymentIntentCreated', {
      paymentId,
      customerId: clientId,
      gatewayIntentId: 'pi_test',
      amount: 24000,
      currency: 'gbp',
      purpose: { kind: 'booking', bookingIds: ['b-1'], quoteId: null, serviceId },
      createdAt: now(),
    });
    await append(`payment-${paymentId}`, 'PaymentSucceeded', {
      paymentId,
      gatewayEventId: 'evt_1',
      gatewayChargeId: 'ch_1',
      amount: 24000,
      processingFee: 726,
      succeededAt: now(),
    });
    const receipt = await waitForMail(`payment-receipt:${paymentId}`);
    expect(receipt).toMatchObject({
      to_address: 'client@demo.eventhire.uk',
      subject: 'Payment receipt: £240.00',
    });

    const payoutId = randomUUID();
    await append(`payout-${payoutId}`, 'PayoutScheduled', {
      payoutId,
      bookingId: 'b-1',
      providerId,
      amount: 21120,
      paymentRule: 'balance',
      paymentDate: now(),
      eventDate: now(),
      scheduledAt: now(),
    });
    await append(`payout-${payoutId}`, 'PayoutSent', {
      payoutId,
      attempt: 1,
      transferId: 'tr_1',
      amount: 21120,
      sentAt: now(),
    });
    expect((await waitForMail(`payout-sent:${payoutId}`)).subject).toBe('Payout sent: £211.20');
  });

  it('tells the provider a document was approved or rejected', async () => {
    const approved = randomUUID();
    const rejected = randomUUID();
    const base = { providerId, documentType: 'insurance', verifiedBy: randomUUID(), verifiedAt: now() };
    await append(`verification-${providerId}`, 'VerificationDocumentApproved', {
      ...base,
      documentId: approved,
    });
    await append(`verification-${providerId}`, 'VerificationDocumentRejected', {
      ...base,
      documentId: rejected,
      rejectionReason: 'The policy has expired',
    });
    expect((await waitForMail(`document-reviewed:${approved}:VerificationDocumentApproved`)).subject).toBe(
      'Your public liability insurance is approved',
    );
    const r = await waitForMail(`document-reviewed:${rejected}:VerificationDocumentRejected`);
    expect(r.text_body).toContain('The policy has expired');
  });

  it('warns about contact sharing and announces a suspension', async () => {
    const violationId = randomUUID();
    await append(`standing-${clientId}`, 'ContactSharingViolationRecorded', {
      userId: clientId,
      violationId,
      chatRoomId: randomUUID(),
      chatMessageId: randomUUID(),
      senderRole: 'customer',
      violationType: 'contact_sharing',
      kinds: ['phone'],
      detectedContent: '07700 900123',
      violationNumber: 1,
      actionTaken: 'warning',
      banExpiresAt: null,
      recordedAt: now(),
    });
    const warning = await waitForMail(`standing:warning:${violationId}`);
    expect(warning.subject).toBe('Warning: contact details are not allowed in messages');
    const suspendedAt = now();
    await append(`standing-${clientId}`, 'StandingSuspended', {
      userId: clientId,
      cause: 'contact_sharing',
      violationId: null,
      blockReason: 'Repeated sharing of contact details',
      blockedUntil: new Date(t.domainClock.now().getTime() + 7 * DAY).toISOString(),
      suspendedAt,
      suspendedBy: 'system:standing',
    });
    const suspension = await waitForMail(`standing:suspension:${clientId}:${suspendedAt}`);
    expect(suspension.subject).toBe('Your account is suspended');
  });

  it('acknowledges a contact-form message and records that it did', async () => {
    const messageId = randomUUID();
    await append(`contact-message-${messageId}`, 'ContactMessageReceived', {
      messageId,
      userId: null,
      name: 'Vera Visitor',
      email: 'vera@example.co.uk',
      subject: 'Weddings in Leeds',
      category: 'general',
      message: 'Do you cover Otley?',
      receivedAt: now(),
      respondBy: new Date(t.domainClock.now().getTime() + DAY).toISOString(),
    });
    const ack = await waitForMail(`contact-acknowledgement:${messageId}`);
    expect(ack).toMatchObject({
      to_address: 'vera@example.co.uk',
      subject: 'We received your message: Weddings in Leeds',
    });
    const stream = await t.platform.store.readStream(`contact-message-${messageId}`);
    expect(stream.map((e) => e.type)).toEqual(['ContactMessageReceived', 'ContactMessageAcknowledged']);
  });
});

describe('30-day account erasure', () => {
  it('erases the personal data 30 days after closure; the history still replays and the person gets no mail', async () => {
    const c = t.client();
    const { id: userId, email } = await c.signUp();
    await t.platform.context.commands.run({
      stream: accountStream(userId),
      decider: accountDecider,
      command: {
        type: 'CloseAccount',
        actor: { kind: 'user', userId, roles: [] },
        userId,
        hasOpenBookings: false,
      },
      actor: { kind: 'user', userId, roles: [] },
      correlationId: randomUUID(),
    });
    await advanceClock(t.clock, 29 * DAY);
    await t.clock.tick(1500);
    let events = await t.platform.store.readStream(accountStream(userId));
    expect(events.map((e) => e.type)).not.toContain('AccountErased');
    expect((events[0]!.data as { email: string }).email).toBe(email);

    await advanceClock(t.clock, 1 * DAY + HOUR);
    for (let i = 0; i < 40; i++) {
      events = await t.platform.store.readStream(accountStream(userId));
      if (events.some((e) => e.type === 'AccountErased')) break;
      await t.clock.tick(1500);
    }
    expect(events.map((e) => e.type)).toContain('AccountErased');
    // The key is gone: every personal field of every event about them reads as erased.
    await expect
      .poll(async () => {
        const again = await t.platform.store.readStream(accountStream(userId));
        return again[0]!.data as { email: string; firstName: string };
      })
      .toMatchObject({ email: ERASED, firstName: ERASED });
    const raw = await t.pool.query<{ data: { email: unknown } }>(
      "SELECT data FROM es.events WHERE stream = $1 AND type = 'AccountRegistered'",
      [accountStream(userId)],
    );
    expect(JSON.stringify(raw.rows[0]!.data)).not.toContain(email);
    await t.waitForReadModels();
    const user = await findUser(t.pool, userId);
    expect({ status: user?.status, email: user?.email }).toEqual({ status: 'erased', email: null });
    // The history replays: a clean rebuild of every read model equals the live one.
    const drift = await checkDrift({ pool: t.pool, store: t.platform.store, projectors: allProjectors });
    expect(drift.differences).toEqual([]);
    // And an erased person is sent nothing: a standing notice for them is dropped.
    const violationId = randomUUID();
    await append(`standing-${userId}`, 'ContactSharingViolationRecorded', {
      userId,
      violationId,
      chatRoomId: randomUUID(),
      chatMessageId: randomUUID(),
      senderRole: 'customer',
      violationType: 'contact_sharing',
      kinds: ['email'],
      detectedContent: 'x',
      violationNumber: 1,
      actionTaken: 'warning',
      banExpiresAt: null,
      recordedAt: now(),
    });
    for (let i = 0; i < 40; i++) {
      const timer = await t.pool.query('SELECT state FROM wk.timers WHERE key = $1', [
        `standing:warning:${violationId}`,
      ]);
      if (timer.rows[0]?.state === 'done') break;
      await t.clock.tick(1500);
    }
    expect(await mail(`standing:warning:${violationId}`)).toBeUndefined();
    const left = await t.pool.query('SELECT count(*)::int AS n FROM mail.outbox WHERE user_id = $1', [
      userId,
    ]);
    expect(left.rows[0].n).toBe(0);
  });
});
