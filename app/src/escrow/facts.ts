import { type BookingState, bookingDecider } from '@esm/core/booking/decider';
import { type BookingCreatedData, bookingEvents, bookingStream } from '@esm/core/booking/events';
import { escrowDecider } from '@esm/core/escrow/decider';
import { escrowEvents, escrowStream } from '@esm/core/escrow/events';
import type { EscrowState } from '@esm/core/escrow/state';
import { eventsOf } from '@esm/core/event-catalogue';
import { loadState } from '@esm/core/eventstore/load-state';
import { fold } from '@esm/core/kernel/decider';
import { type PayoutState, payoutDecider } from '@esm/core/payout/decider';
import { payoutEvents, payoutStream } from '@esm/core/payout/events';
import type { AppDeps } from '../deps';

/** What the money workers read from the streams themselves (never from read models, which may lag). */

export interface BookingFacts {
  created: BookingCreatedData;
  state: Extract<BookingState, { exists: true }>;
}

export async function bookingFacts(
  deps: Pick<AppDeps, 'store' | 'commands'>,
  bookingId: string,
): Promise<BookingFacts | null> {
  const events = eventsOf(bookingEvents, await deps.store.readStream(bookingStream(bookingId)));
  const created = events.find((e) => e.type === 'BookingCreated');
  const state = fold(bookingDecider, events);
  if (created?.type !== 'BookingCreated' || !state.exists) return null;
  return { created: created.data, state };
}

export const escrowState = (
  deps: Pick<AppDeps, 'store' | 'commands'>,
  bookingId: string,
): Promise<EscrowState> => loadState(deps.store, escrowStream(bookingId), escrowDecider);

/** The escrow's opening event: who is paid, for which event. */
export async function escrowHeld(deps: Pick<AppDeps, 'store' | 'commands'>, bookingId: string) {
  const events = eventsOf(escrowEvents, await deps.store.readStream(escrowStream(bookingId)));
  const held = events.find((e) => e.type === 'EscrowHeld');
  return held?.type === 'EscrowHeld' ? held.data : null;
}

export const payoutState = (
  deps: Pick<AppDeps, 'store' | 'commands'>,
  payoutId: string,
): Promise<PayoutState> => loadState(deps.store, payoutStream(payoutId), payoutDecider);

export async function payoutScheduled(deps: Pick<AppDeps, 'store' | 'commands'>, payoutId: string) {
  const events = eventsOf(payoutEvents, await deps.store.readStream(payoutStream(payoutId)));
  const scheduled = events.find((e) => e.type === 'PayoutScheduled');
  return scheduled?.type === 'PayoutScheduled' ? scheduled.data : null;
}

/** Payout ids are derived from the booking, so a repeated release can never schedule a second payout. */
export const depositPayoutId = (bookingId: string): string => `deposit-${bookingId}`;
export const balancePayoutId = (bookingId: string): string => `balance-${bookingId}`;
