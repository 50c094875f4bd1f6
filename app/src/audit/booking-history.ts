import { type BookingState, bookingDecider } from '@esm/core/booking/decider';
import { bookingEvents, bookingStream } from '@esm/core/booking/events';
import { calendarStream, londonDate } from '@esm/core/calendar/dates';
import { escrowEvents, escrowStream } from '@esm/core/escrow/events';
import { type EscrowLedger, escrowLedger } from '@esm/core/escrow/ledger';
import { allEventDefinitions, eventsOf } from '@esm/core/event-catalogue';
import type { RecordedEvent } from '@esm/core/eventstore/port';
import { fold } from '@esm/core/kernel/decider';
import { ERASED, type EventDefinitions } from '@esm/core/kernel/events';
import { paymentStream } from '@esm/core/payment/events';
import { payoutStream } from '@esm/core/payout/events';
import type { AppDeps } from '../deps';

/** What stands where personal data was hidden from a reader who may not see it. */
export const MASKED = '[masked]';

export interface HistoryActor {
  kind: 'user' | 'system';
  userId: string | null;
  role: string | null;
  name: string | null;
  label: string;
}

export interface HistoryEntry {
  eventId: string;
  position: number;
  stream: string;
  version: number;
  type: string;
  schemaVersion: number;
  occurredAt: Date;
  actor: HistoryActor;
  correlationId: string;
  payload: Record<string, unknown>;
  /** Personal fields replaced by MASKED for this reader. */
  masked: string[];
  /** Personal fields whose owner was erased (crypto-shredded): gone for every reader. */
  erased: string[];
}

/** The streams that make up one booking's story, found from the booking's own events. */
export interface BookingStreams {
  booking: string;
  payment: string | null;
  calendarDay: string | null;
  escrow: string;
  payouts: string[];
}

function actorOfMetadata(event: RecordedEvent): HistoryActor {
  const actor = (event.metadata?.actor ?? {}) as Record<string, unknown>;
  if (actor.kind === 'user') {
    const userId = typeof actor.userId === 'string' ? actor.userId : null;
    const roles = Array.isArray(actor.roles) ? (actor.roles as unknown[]).map(String) : [];
    const role = typeof actor.role === 'string' ? actor.role : (roles[0] ?? null);
    return {
      kind: 'user',
      userId,
      role,
      name: null,
      label: `${role ?? 'user'} ${userId ?? '?'}`,
    };
  }
  const name = typeof actor.name === 'string' ? actor.name : 'unknown';
  return { kind: 'system', userId: null, role: null, name, label: `system: ${name}` };
}

/**
 * One event as the audit shows it. The store has already decrypted personal fields (or put
 * ERASED where the owner's key was destroyed); a reader who may not see personal data gets MASKED
 * instead of the value, so masking follows the same annotations as the encryption.
 */
export function historyEntry(
  event: RecordedEvent,
  options: { revealPersonalData: boolean },
  definitions: EventDefinitions = allEventDefinitions,
): HistoryEntry {
  const payload = { ...(event.data as Record<string, unknown>) };
  const masked: string[] = [];
  const erased: string[] = [];
  for (const field of definitions[event.type]?.personal?.fields ?? []) {
    const value = payload[field];
    if (value === null || value === undefined) continue;
    if (value === ERASED) {
      erased.push(field);
      continue;
    }
    if (!options.revealPersonalData) {
      payload[field] = MASKED;
      masked.push(field);
    }
  }
  return {
    eventId: event.eventId,
    position: event.globalPosition,
    stream: event.stream,
    version: event.version,
    type: event.type,
    schemaVersion: event.schemaVersion,
    occurredAt: event.occurredAt,
    actor: actorOfMetadata(event),
    correlationId: event.metadata?.correlationId ?? '',
    payload,
    masked,
    erased,
  };
}

/**
 * The streams of a booking: its own, the payment that paid it, the calendar day it took, its
 * escrow (which also records refunds) and every payout the escrow released to. Refunds have no
 * stream of their own: they are events of the payment and escrow streams.
 */
export function bookingStreams(
  bookingId: string,
  bookingEventsRead: readonly RecordedEvent[],
  escrowEventsRead: readonly RecordedEvent[],
): BookingStreams {
  const created = eventsOf(bookingEvents, bookingEventsRead).find((e) => e.type === 'BookingCreated');
  const data = created?.type === 'BookingCreated' ? created.data : null;
  const payouts = new Set<string>();
  for (const event of eventsOf(escrowEvents, escrowEventsRead)) {
    if (
      event.type === 'EscrowDepositReleased' ||
      event.type === 'EscrowDepositRecalled' ||
      event.type === 'EscrowBalanceReleased'
    ) {
      if (event.data.payoutId) payouts.add(payoutStream(event.data.payoutId));
    }
  }
  return {
    booking: bookingStream(bookingId),
    payment: data ? paymentStream(data.paymentId) : null,
    calendarDay: data ? calendarStream(data.serviceId, londonDate(new Date(data.eventDate))) : null,
    escrow: escrowStream(bookingId),
    payouts: [...payouts].sort(),
  };
}

/**
 * Every event of the booking's streams, merged in the store's global order. Null when the
 * booking has no stream (an unknown id).
 */
export async function bookingHistory(
  deps: Pick<AppDeps, 'store'>,
  bookingId: string,
  options: { revealPersonalData: boolean },
): Promise<HistoryEntry[] | null> {
  const { store } = deps;
  const own = await store.readStream(bookingStream(bookingId));
  if (own.length === 0) return null;
  const escrow = await store.readStream(escrowStream(bookingId));
  const streams = bookingStreams(bookingId, own, escrow);
  const others = [streams.payment, streams.calendarDay, ...streams.payouts].filter(
    (s): s is string => s !== null,
  );
  const read = await Promise.all(others.map((s) => store.readStream(s)));
  const all = [...own, ...escrow, ...read.flat()];
  all.sort((a, b) => a.globalPosition - b.globalPosition);
  return all.map((event) => historyEntry(event, options));
}

export interface BookingStateAt {
  exists: boolean;
  state: BookingState;
  escrow: EscrowLedger | null;
  eventsApplied: number;
  lastEvent: { position: number; type: string; occurredAt: Date } | null;
}

/**
 * Time travel: the booking as the product saw it at an instant (or right after the event at a
 * global position), replayed from the events recorded by then through the booking lifecycle's own
 * evolve (and the escrow's ledger arithmetic).
 * Null when the booking has no stream at all; `exists: false` before its first event.
 */
export async function bookingStateAt(
  deps: Pick<AppDeps, 'store'>,
  bookingId: string,
  point: { at: Date } | { position: number },
): Promise<BookingStateAt | null> {
  const own = await deps.store.readStream(bookingStream(bookingId));
  if (own.length === 0) return null;
  const recorded = (e: RecordedEvent) =>
    'at' in point ? e.occurredAt.getTime() <= point.at.getTime() : e.globalPosition <= point.position;
  const upTo = (events: readonly RecordedEvent[]) => events.filter(recorded);
  const applied = eventsOf(bookingEvents, upTo(own));
  const state = fold(bookingDecider, applied);
  const escrowApplied = eventsOf(escrowEvents, upTo(await deps.store.readStream(escrowStream(bookingId))));
  const last = applied.at(-1);
  return {
    exists: state.exists,
    state,
    escrow: escrowApplied.length > 0 ? escrowLedger(escrowApplied) : null,
    eventsApplied: applied.length,
    lastEvent: last ? { position: last.globalPosition, type: last.type, occurredAt: last.occurredAt } : null,
  };
}
