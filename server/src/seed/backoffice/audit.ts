import { balancePayoutId, depositPayoutId } from '@esm/app/escrow/facts';
import { MONEY_WORKER, unlessRefused } from '@esm/app/escrow/system-command';
import { bookingDecider } from '@esm/core/booking/decider';
import { bookingEvents, bookingStream } from '@esm/core/booking/events';
import { calendarStream, londonDate } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowEvents, escrowStream } from '@esm/core/escrow/events';
import { eventsOf } from '@esm/core/event-catalogue';
import { HOUR } from '@esm/core/kernel/clock';
import type { RefundReason } from '@esm/core/money/index';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import { payoutDecider } from '@esm/core/payout/decider';
import { type PaymentRule, payoutStream } from '@esm/core/payout/events';
import { book } from '../activity/bookings';
import { type Activity, user } from '../activity/context';

/**
 * The workers would do the same on their own once they see these events; what they find already
 * done they leave (the deciders answer with nothing), and these refusals mean they got there first.
 */
const ALREADY_DONE = ['PAYOUT_EXISTS', 'PAYOUT_NOT_IN_PROGRESS', 'PAYOUT_CANCELLED', 'PAYOUT_NOT_DUE'];

async function bookingCreated(a: Activity, bookingId: string) {
  const events = eventsOf(bookingEvents, await a.ctx.store.readStream(bookingStream(bookingId)));
  const created = events.find((e) => e.type === 'BookingCreated');
  const accepted = events.find((e) => e.type === 'BookingAccepted');
  if (created?.type !== 'BookingCreated')
    throw new Error(`seeded booking ${bookingId} has no BookingCreated`);
  return {
    created: created.data,
    acceptedAt: accepted?.type === 'BookingAccepted' ? new Date(accepted.data.providerRespondedAt) : null,
    events,
  };
}

async function lastEscrowEvent(a: Activity, bookingId: string) {
  return eventsOf(escrowEvents, await a.ctx.store.readStream(escrowStream(bookingId))).at(-1);
}

/** A released amount becomes a payout; it is sent when its payment date has passed. */
async function payOut(
  a: Activity,
  at: Date,
  release: { payoutId: string; bookingId: string; providerId: string; amount: number; paymentDate: string },
  paymentRule: PaymentRule,
  eventDate: string,
): Promise<void> {
  const stream = payoutStream(release.payoutId);
  await unlessRefused(ALREADY_DONE, () =>
    a.run(at, stream, payoutDecider, {
      type: 'SchedulePayout',
      actor: MONEY_WORKER,
      payoutId: release.payoutId,
      bookingId: release.bookingId,
      providerId: release.providerId,
      amount: release.amount,
      paymentRule,
      paymentDate: release.paymentDate,
      eventDate,
    }),
  );
  const due = new Date(new Date(release.paymentDate).getTime() + HOUR);
  if (due.getTime() > a.now.getTime()) return;
  await unlessRefused(ALREADY_DONE, () =>
    a.run(due, stream, payoutDecider, {
      type: 'StartPayoutAttempt',
      actor: MONEY_WORKER,
      payoutId: release.payoutId,
    }),
  );
  await unlessRefused(ALREADY_DONE, () =>
    a.run(due, stream, payoutDecider, {
      type: 'RecordPayoutSent',
      actor: MONEY_WORKER,
      payoutId: release.payoutId,
      transferId: `tr_demo_${release.payoutId.slice(0, 20)}`,
    }),
  );
}

async function releaseDeposit(
  a: Activity,
  bookingId: string,
  at: Date,
  providerId: string,
  eventDate: string,
) {
  await a.run(at, escrowStream(bookingId), escrowDecider, {
    type: 'ReleaseDeposit',
    actor: MONEY_WORKER,
    bookingId,
    payoutId: depositPayoutId(bookingId),
  });
  const released = await lastEscrowEvent(a, bookingId);
  if (released?.type !== 'EscrowDepositReleased') return;
  await payOut(a, at, { ...released.data, providerId }, 'deposit', eventDate);
}

async function releaseBalance(
  a: Activity,
  bookingId: string,
  at: Date,
  providerId: string,
  eventDate: string,
  bookingStatus: 'completed' | 'cancelled',
) {
  await a.run(at, escrowStream(bookingId), escrowDecider, {
    type: 'ReleaseBalance',
    actor: MONEY_WORKER,
    bookingId,
    payoutId: balancePayoutId(bookingId),
    bookingStatus,
  });
  const released = await lastEscrowEvent(a, bookingId);
  if (released?.type !== 'EscrowBalanceReleased' || !released.data.payoutId || !released.data.paymentDate)
    return;
  await payOut(
    a,
    at,
    {
      payoutId: released.data.payoutId,
      bookingId,
      providerId,
      amount: released.data.providerAmount,
      paymentDate: released.data.paymentDate,
    },
    'balance',
    eventDate,
  );
}

/** Completed and paid out in full: deposit after acceptance, balance after the dispute window. */
async function completedAndPaidOut(a: Activity, customerId: string, providerIndex: number, notes: string) {
  const provider = a.providers[providerIndex]!;
  const bookingId = await book(a, customerId, provider.services[0]!, 'confirmed', 80, -30, notes);
  const { created, acceptedAt } = await bookingCreated(a, bookingId);
  await releaseDeposit(a, bookingId, acceptedAt!, created.providerId, created.eventDate);
  const endsAt = new Date(created.eventEndsAt);
  await a.run(new Date(endsAt.getTime() + 2 * HOUR), bookingStream(bookingId), bookingDecider, {
    type: 'CompleteBooking',
    actor: MONEY_WORKER,
    bookingId,
  });
  await releaseBalance(
    a,
    bookingId,
    new Date(endsAt.getTime() + 49 * HOUR),
    created.providerId,
    created.eventDate,
    'completed',
  );
  return bookingId;
}

/**
 * Confirmed, the deposit paid out, then cancelled by the client 22 days before the event: a 75%
 * refund, part of it owed back by the provider, and the rest released as the balance.
 */
async function cancelledWithPartialRefund(a: Activity, customerId: string, providerIndex: number) {
  const provider = a.providers[providerIndex]!;
  const bookingId = await book(a, customerId, provider.services[0]!, 'confirmed', 30, 20);
  const { created, acceptedAt } = await bookingCreated(a, bookingId);
  await releaseDeposit(a, bookingId, acceptedAt!, created.providerId, created.eventDate);
  const cancelledAt = a.at(-2);
  await a.run(cancelledAt, bookingStream(bookingId), bookingDecider, {
    type: 'CancelBooking',
    actor: user(customerId),
    bookingId,
  });
  const cancelled = (await bookingCreated(a, bookingId)).events.find((e) => e.type === 'BookingCancelled');
  if (cancelled?.type !== 'BookingCancelled' || !cancelled.data.refundReason) return bookingId;
  const day = { serviceId: created.serviceId, date: londonDate(new Date(created.eventDate)) };
  await a.run(cancelledAt, calendarStream(day.serviceId, day.date), calendarDecider, {
    type: 'ReleaseBooking',
    bookingId,
    reason: 'cancelled',
    ...day,
  });
  const reason = cancelled.data.refundReason as Exclude<RefundReason, 'dispute_resolved'>;
  const amount = cancelled.data.refundAmount;
  // The refund job's key, so the workers recognise this refund as the one they would have made.
  const refundKey = `refund-${bookingId}-${reason}`;
  await a.run(cancelledAt, escrowStream(bookingId), escrowDecider, {
    type: 'RefundEscrow',
    actor: MONEY_WORKER,
    bookingId,
    refundKey,
    amount,
    reason,
    recalledDepositPayoutId: null,
  });
  await a.run(cancelledAt, paymentStream(created.paymentId), paymentDecider, {
    type: 'RecordRefundIssued',
    actor: MONEY_WORKER,
    paymentId: created.paymentId,
    refundKey,
    bookingId,
    amount,
    reason,
    gatewayRefundId: `re_demo_${bookingId.slice(0, 12)}`,
  });
  await releaseBalance(a, bookingId, cancelledAt, created.providerId, created.eventDate, 'cancelled');
  return bookingId;
}

/**
 * Work for the auditor: bookings whose history spans every stream — two completed and paid out
 * (deposit and balance payouts sent) and one cancelled after confirmation with a partial refund.
 * The demo client's cancelled and declined bookings are the full refunds.
 */
export async function seedAuditTrail(a: Activity): Promise<void> {
  await completedAndPaidOut(a, a.clientId, 20, 'Charity gala; load-in from the rear car park.');
  await completedAndPaidOut(a, a.clientId, 25, 'Village fete, two stages.');
  await cancelledWithPartialRefund(a, a.clientId, 30);
}
