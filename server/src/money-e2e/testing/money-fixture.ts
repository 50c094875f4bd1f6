import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowStream } from '@esm/core/escrow/events';
import type { EscrowState } from '@esm/core/escrow/state';
import { loadState } from '@esm/core/eventstore/load-state';
import type { BookingMoney, ProviderPlan } from '@esm/core/money/index';
import { paymentDecider } from '@esm/core/payment/decider';
import { paymentStream } from '@esm/core/payment/events';
import { type PayoutState, payoutDecider } from '@esm/core/payout/decider';
import { payoutStream } from '@esm/core/payout/events';
import { type BackOfficeRole, type CommandActor, systemActor } from '@esm/core/shared/actor';
import type { Decider } from '@esm/core/shared/decider';
import { newId } from '@esm/core/shared/ids';
import type { RecordingGateway } from '@esm/infra/payment/testing/recording-gateway';
import { findLedgerBooking } from '@esm/projections/ledger/queries';
import { reconcileLedger } from '@esm/projections/ledger/reconcile';
import type { TestPlatform } from '../../testing/test-platform';

/**
 * Paid bookings made through core commands (the checkout routes live on another branch), and the
 * waiting helpers the money scenarios use to drive the workers with the test clock.
 */

/** £400 item, 5% provider fee, 20% commission, 20% VAT, 25% deposit: total £600. */
export const QUOTE_MONEY: BookingMoney = {
  totalAmount: 60_000,
  platformFee: 8000,
  vatAmount: 10_000,
  providerAmount: 42_000,
  depositAmount: 10_500,
};

export const userActor = (userId: string, roles: BackOfficeRole[] = []): CommandActor => ({
  kind: 'user',
  userId,
  roles,
});

const SYSTEM = systemActor('test-checkout');

export interface Parties {
  customerId: string;
  providerId: string;
  providerUserId: string;
}

export async function paidBooking(
  t: TestPlatform,
  gateway: RecordingGateway,
  parties: Parties,
  options: { eventDate: Date; duration?: number; money?: BookingMoney; plan?: ProviderPlan },
): Promise<{ bookingId: string; paymentId: string; intentId: string }> {
  const commands = t.platform.context.commands;
  const bookingId = newId();
  const paymentId = newId();
  const money = options.money ?? QUOTE_MONEY;
  const customer = userActor(parties.customerId);
  const intent = await gateway.createPaymentIntent({
    amount: money.totalAmount,
    idempotencyKey: `checkout-${paymentId}`,
    description: 'test booking',
    metadata: { paymentId },
  });
  const run = <C, S, E extends { type: string; data: unknown }>(
    stream: string,
    decider: Decider<C, S, E>,
    command: C,
    actor: CommandActor,
  ) => commands.run({ stream, decider, command, actor, correlationId: newId(), readYourWrites: false });
  await run(
    paymentStream(paymentId),
    paymentDecider,
    {
      type: 'CreatePaymentIntent',
      actor: customer,
      paymentId,
      customerId: parties.customerId,
      gatewayIntentId: intent.intentId,
      amount: money.totalAmount,
      currency: 'gbp',
      purpose: { kind: 'booking', bookingIds: [bookingId], quoteId: null, serviceId: null },
    },
    customer,
  );
  await run(
    bookingStream(bookingId),
    bookingDecider,
    {
      type: 'CreateBooking',
      actor: customer,
      bookingId,
      quoteId: null,
      serviceId: newId(),
      customerId: parties.customerId,
      providerId: parties.providerId,
      providerUserId: parties.providerUserId,
      eventDate: options.eventDate.toISOString(),
      duration: options.duration ?? 4,
      money,
      plan: options.plan ?? 'basic',
      paymentId,
      notes: null,
      specialRequests: null,
    },
    customer,
  );
  await run(
    paymentStream(paymentId),
    paymentDecider,
    {
      type: 'RecordPaymentSucceeded',
      actor: SYSTEM,
      paymentId,
      gatewayEventId: `evt_${paymentId}`,
      gatewayChargeId: `ch_${paymentId}`,
    },
    SYSTEM,
  );
  await run(
    bookingStream(bookingId),
    bookingDecider,
    { type: 'MarkBookingPaid', actor: SYSTEM, bookingId, paymentId },
    SYSTEM,
  );
  return { bookingId, paymentId, intentId: intent.intentId };
}

/** A booking command as a person (accept, decline, cancel). */
export function asUser(
  t: TestPlatform,
  userId: string,
  bookingId: string,
  command:
    | { type: 'AcceptBooking'; message: string | null }
    | { type: 'DeclineBooking'; message: string | null }
    | { type: 'CancelBooking' },
) {
  const actor = userActor(userId);
  return t.platform.context.commands.run({
    stream: bookingStream(bookingId),
    decider: bookingDecider,
    command: { ...command, actor, bookingId } as Parameters<typeof bookingDecider.decide>[0],
    actor,
    correlationId: newId(),
    readYourWrites: false,
  });
}

/** A timer of the booking lifecycle that the checkout branch's workers run (auto-decline, completion). */
export function asSystem(t: TestPlatform, bookingId: string, type: 'AutoDeclineBooking' | 'CompleteBooking') {
  return t.platform.context.commands.run({
    stream: bookingStream(bookingId),
    decider: bookingDecider,
    command: { type, actor: SYSTEM, bookingId },
    actor: SYSTEM,
    correlationId: newId(),
    readYourWrites: false,
  });
}

export const escrowOf = (t: TestPlatform, bookingId: string): Promise<EscrowState> =>
  loadState(t.platform.store, escrowStream(bookingId), escrowDecider);

export const payoutOf = (t: TestPlatform, payoutId: string): Promise<PayoutState> =>
  loadState(t.platform.store, payoutStream(payoutId), payoutDecider);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Lets the workers run: ticks the test clock a second at a time (pg-boss polls each second of
 * test time) until `check` holds, within a real-time budget.
 */
export async function until<T>(
  t: TestPlatform,
  check: () => Promise<T | null | undefined | false>,
  what: string,
  budgetMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await t.clock.tick(1000);
    await sleep(25);
  }
}

/** Jumps the clock (firing nothing on the way) to `at`; the workers then catch up. */
export async function jumpTo(t: TestPlatform, at: Date): Promise<void> {
  await t.clock.setTime(at);
  await t.clock.tick(1000);
}

/** Waits for the read models, then reconciles the whole ledger. */
export async function reconcile(t: TestPlatform) {
  const head = await t.platform.store.headPosition();
  await t.platform.context.commands.waitForReadModels(head);
  return reconcileLedger(t.pool, t.platform.store);
}

export async function ledgerOf(t: TestPlatform, bookingId: string) {
  const r = await findLedgerBooking(t.pool, bookingId);
  if (!r) return null;
  return {
    captured: Number(r.captured),
    refunded: Number(r.refunded),
    providerPayouts: Number(r.provider_payouts),
    platformFee: Number(r.platform_fee),
    vat: Number(r.vat),
    receivables: Number(r.receivables),
    held: Number(r.held),
  };
}
