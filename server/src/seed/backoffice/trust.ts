import { REFUND_ISSUE_QUEUE } from '@esm/app/refunds/issue-refund';
import { chatDecider } from '@esm/core/chat/decider';
import { chatStream } from '@esm/core/chat/events';
import { chatRoomIdFor } from '@esm/core/chat/room-id';
import { contactMessageDecider } from '@esm/core/contact-message/decider';
import { contactMessageStream } from '@esm/core/contact-message/events';
import { detectContactSharing } from '@esm/core/contact-sharing/detect';
import { metadataActor } from '@esm/core/eventstore/command-bus';
import type { RecordedEvent } from '@esm/core/eventstore/port';
import { systemActor } from '@esm/core/kernel/actor';
import { HOUR, MINUTE } from '@esm/core/kernel/clock';
import { fold } from '@esm/core/kernel/decider';
import { isDomainError } from '@esm/core/kernel/errors';
import { type PayoutCommand, payoutDecider } from '@esm/core/payout/decider';
import type { PayoutEvent } from '@esm/core/payout/events';
import { payoutStream } from '@esm/core/payout/events';
import { reviewDecider } from '@esm/core/review/decider';
import { reviewStream } from '@esm/core/review/events';
import { standingDecider } from '@esm/core/standing/decider';
import { standingStream } from '@esm/core/standing/events';
import { standingOf } from '@esm/core/standing/standing-of';
import { initialStandingState } from '@esm/core/standing/state';
import { PgBoss } from 'pg-boss';
import { type Activity, SYSTEM, user } from '../activity/context';

const VISITOR = systemActor('visitor');
const PAYOUT_WORKER = systemActor('payout-worker');

/** The events of the given types seeded so far, read in batches from the start of the log. */
async function seededEvents(a: Activity, types: readonly string[]): Promise<RecordedEvent[]> {
  const found: RecordedEvent[] = [];
  let from = 0;
  for (;;) {
    const batch = await a.ctx.store.readAll({ fromPosition: from, batch: 1000 });
    if (batch.length === 0) return found;
    for (const event of batch) if (types.includes(event.type)) found.push(event);
    from = batch[batch.length - 1]!.globalPosition;
  }
}

/**
 * Work for trust and safety and the admins on `npm start`: reported reviews, an inbox with
 * call-back requests, a contact-sharing violation in a real chat (besides the ones the standing
 * seed records), a payout that failed five times and a refund the gateway refuses. Everything goes
 * through the deciders (and the refund through the refunds queue), like the rest of the demo.
 */
export async function seedTrustAndSafety(a: Activity): Promise<void> {
  const { now } = a;
  const events = await seededEvents(a, ['ReviewSubmitted', 'EscrowHeld']);
  const reviews = events
    .filter((e) => e.type === 'ReviewSubmitted')
    .map((e) => e.data as { bookingId: string; customerId: string; providerId: string; serviceId: string });
  const customers = [...new Set(reviews.map((r) => r.customerId))];
  const otherThan = (customerId: string, n: number) => customers.filter((c) => c !== customerId).slice(0, n);

  // Reported reviews: two to judge, one already kept by the investigator.
  const investigatorId = a.accounts.get('investigator')!;
  const reported: Array<[number, readonly string[], boolean]> = [
    [0, ['fake', 'fake', 'inappropriate'], false],
    [3, ['contact_details'], false],
    [6, ['inappropriate'], true],
  ];
  for (const [index, reasons, decided] of reported) {
    const review = reviews[index];
    if (!review) continue;
    const reporters = otherThan(review.customerId, reasons.length);
    for (const [n, reason] of reasons.entries()) {
      if (!reporters[n]) continue;
      await a.run(
        new Date(now.getTime() - (index + 5 - n) * HOUR),
        reviewStream(review.bookingId),
        reviewDecider,
        {
          type: 'ReportReview',
          actor: user(reporters[n]),
          bookingId: review.bookingId,
          reason,
        },
      );
    }
    if (decided)
      await a.run(new Date(now.getTime() - HOUR), reviewStream(review.bookingId), reviewDecider, {
        type: 'ModerateReview',
        actor: user(investigatorId, ['investigator']),
        bookingId: review.bookingId,
        moderationStatus: 'approved',
        reason: 'An honest opinion of the service; nothing against the guidelines.',
      });
  }

  // The contact inbox: two call-back requests (one past its two hours), questions, one handled.
  const inbox: Array<[number, string, string, string, string, boolean]> = [
    [
      -3 * HOUR,
      'callback',
      'Martha Quinn',
      'Call me about a cancelled booking',
      'My caterer cancelled and I need help finding another for Saturday. Please ring me on my account number.',
      false,
    ],
    [
      -40 * MINUTE,
      'callback',
      'Dev Patel',
      'Question about a deposit',
      'Could someone call me about when my deposit is paid to the provider?',
      false,
    ],
    [
      -5 * HOUR,
      'payment',
      'Ellen Hart',
      'Refund not received',
      'My booking was declined four days ago and I have not seen the refund yet.',
      false,
    ],
    [
      -26 * HOUR,
      'complaint',
      'Tom Okafor',
      'Provider arrived late',
      'The stage crew arrived two hours late and we had to delay the first act.',
      false,
    ],
    [
      -30 * HOUR,
      'general',
      'Rosa Lind',
      'Do you cover Northern Ireland?',
      'Are there providers who travel to Belfast for a wedding in August?',
      true,
    ],
  ];
  for (const [offset, category, name, subject, message, handled] of inbox) {
    const messageId = a.rng.uuid();
    const at = new Date(now.getTime() + offset);
    const email = `${name.split(' ')[0]!.toLowerCase()}@example.co.uk`;
    await a.run(at, contactMessageStream(messageId), contactMessageDecider, {
      type: 'ReceiveContactMessage',
      actor: VISITOR,
      messageId,
      name,
      email,
      subject,
      category,
      message,
    });
    if (handled)
      await a.run(new Date(at.getTime() + 2 * HOUR), contactMessageStream(messageId), contactMessageDecider, {
        type: 'HandleContactMessage',
        actor: user(investigatorId, ['investigator']),
        messageId,
        note: 'Replied with three providers who cover Northern Ireland.',
      });
  }

  // A client who writes an e-mail address into a chat: refused, recorded as a violation.
  const sharer = customers[1];
  const service = a.providers[8]?.services[0];
  if (sharer && service) {
    const roomId = chatRoomIdFor({
      customerId: sharer,
      providerId: service.providerId,
      serviceId: service.serviceId,
    });
    const opened = new Date(now.getTime() - 6 * HOUR);
    await a.run(opened, chatStream(roomId), chatDecider, {
      type: 'OpenChatRoom',
      actor: user(sharer),
      roomId,
      providerId: service.providerId,
      providerUserId: service.providerUserId,
      serviceId: service.serviceId,
    });
    const lines: Array<['customer' | 'provider', string]> = [
      ['customer', 'Hello, could you do a 3-course dinner for 60 on 20 September?'],
      ['provider', 'We can. Do you have any dietary requirements we should plan for?'],
      ['customer', 'Two vegans. Send the menu to martha dot q at gmail dot com please'],
      ['provider', 'I will put the menu on your quote here so everything stays on the platform.'],
    ];
    let standing = standingOf(initialStandingState, opened);
    for (const [n, [role, message]] of lines.entries()) {
      const senderId = role === 'customer' ? sharer : service.providerUserId;
      const messageId = a.rng.uuid();
      const sentAt = new Date(opened.getTime() + (n + 1) * 11 * MINUTE);
      const detection = detectContactSharing(message);
      await a.run(sentAt, chatStream(roomId), chatDecider, {
        type: 'SendChatMessage',
        actor: user(senderId),
        roomId,
        messageId,
        message,
        detection,
        senderStanding: standing,
      });
      if (detection.sharesContact) {
        const result = await a.run(sentAt, standingStream(senderId), standingDecider, {
          type: 'RecordContactSharingViolation',
          actor: SYSTEM,
          userId: senderId,
          violationId: messageId,
          chatRoomId: roomId,
          chatMessageId: messageId,
          senderRole: role,
          kinds: detection.kinds,
          detectedContent: detection.matches.join(' | '),
        });
        standing = standingOf(result.state, sentAt);
      }
    }
  }

  // A payout the bank refused five times in a row: it now waits for an admin. Its whole history is
  // decided in memory and appended at once, so the payout worker, which reacts to PayoutScheduled at
  // once for a past payment date, never sees it half-way and never races the seeded attempts. The
  // start-up's payout-account syncs leave it alone: saved bank details only send again payouts
  // that gave up for want of an account, so it is seeded at once, whatever the workers are doing.
  const payee = a.providers[9];
  if (payee) {
    const payoutId = `balance-${a.rng.uuid()}`;
    const first = new Date(now.getTime() - 2 * 24 * HOUR);
    const history: Array<[Date, PayoutCommand]> = [
      [
        new Date(first.getTime() - HOUR),
        {
          type: 'SchedulePayout',
          actor: PAYOUT_WORKER,
          payoutId,
          bookingId: a.rng.uuid(),
          providerId: payee.providerId,
          amount: 48_250,
          paymentRule: 'balance',
          paymentDate: first.toISOString(),
          eventDate: new Date(first.getTime() - 24 * HOUR).toISOString(),
        },
      ],
    ];
    // Each attempt after the previous back-off (5 min, 30 min, 2 h, 12 h).
    let at = first.getTime();
    for (const gap of [0, 10 * MINUTE, 40 * MINUTE, 3 * HOUR, 13 * HOUR]) {
      at += gap;
      history.push([new Date(at), { type: 'StartPayoutAttempt', actor: PAYOUT_WORKER, payoutId }]);
      history.push([
        new Date(at + MINUTE),
        {
          type: 'RecordPayoutFailed',
          actor: PAYOUT_WORKER,
          payoutId,
          reason: 'The receiving bank rejected the transfer: account closed',
        },
      ]);
    }
    const events: PayoutEvent[] = [];
    for (const [when, command] of history) {
      const decided = payoutDecider.decide(command, fold(payoutDecider, events), when);
      if (isDomainError(decided)) throw decided;
      events.push(...decided);
    }
    await a.ctx.store.append(
      payoutStream(payoutId),
      events.map((e) => ({
        type: e.type,
        data: e.data,
        metadata: { actor: metadataActor(PAYOUT_WORKER), correlationId: 'seed' },
      })),
      { expectedVersion: 'no_stream' },
    );
  }

  // A refund the gateway refuses (more than was paid), on the refunds queue, without retries.
  const held = events.find((e) => e.type === 'EscrowHeld')?.data as { bookingId: string } | undefined;
  if (held) {
    const boss = new PgBoss({
      schema: 'pgboss',
      db: { executeSql: (text: string, values?: unknown[]) => a.ctx.pool.query(text, values) },
    });
    await boss.send(
      REFUND_ISSUE_QUEUE,
      {
        refundKey: `refund-demo-${held.bookingId}`,
        bookingId: held.bookingId,
        amount: 9_999_900,
        reason: 'provider_declined',
      },
      { retryLimit: 0 },
    );
  }
}
