import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowStream } from '@esm/core/escrow/events';
import type { EscrowState } from '@esm/core/escrow/state';
import { loadState } from '@esm/core/eventstore/load-state';
import { type CommandActor, systemActor } from '@esm/core/kernel/actor';
import { newId } from '@esm/core/kernel/ids';
import { type PayoutState, payoutDecider } from '@esm/core/payout/decider';
import { payoutStream } from '@esm/core/payout/events';
import { findLedgerBooking } from '@esm/projections/ledger/queries';
import { reconcileLedger } from '@esm/projections/ledger/reconcile';
import type { TestPlatform } from '../../testing/test-platform';

/**
 * The booking commands and waiting helpers the money scenarios use to drive the workers with the
 * test clock; the paid bookings themselves come from the checkout fixtures.
 */

const userActor = (userId: string): CommandActor => ({ kind: 'user', userId, roles: [] });

const SYSTEM = systemActor('test-checkout');

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
  await t.waitForReadModels();
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
