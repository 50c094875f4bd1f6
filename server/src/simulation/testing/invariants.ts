import { bookingDecider } from '@esm/core/booking/decider';
import type { BookingStatus } from '@esm/core/booking/events';
import { londonDate } from '@esm/core/calendar/dates';
import type { EventStore, RecordedEvent } from '@esm/core/eventstore/port';
import { allProjectors } from '@esm/projections/index';
import { reconcileGateway, reconcileLedger } from '@esm/projections/ledger/reconcile';
import { checkDrift } from '@esm/projections/runner/drift-check';
import type pg from 'pg';

/** A guarantee that did not hold: which one, and what was seen. */
export interface Violation {
  invariant: InvariantName;
  detail: string;
}

export type InvariantName =
  | 'one-paid-booking-per-day'
  | 'booking-lifecycle'
  | 'ledger-balances'
  | 'capture-never-reverted'
  | 'gateway-equals-ledger'
  | 'read-models-equal-rebuild'
  | 'contact-only-for-paying-clients'
  | 'no-server-error';

/** Where a booking may go next; anything else is a transition outside the lifecycle. */
const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['provider_reviewing', 'cancelled'],
  provider_reviewing: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  declined: [],
  cancelled: [],
};

/** A booking still holding its day with the money taken. */
export const LIVE_PAID: readonly BookingStatus[] = ['provider_reviewing', 'confirmed', 'completed'];

export interface FoldedBooking {
  bookingId: string;
  customerId: string;
  providerUserId: string;
  serviceId: string;
  day: string;
  status: BookingStatus;
  paid: boolean;
}

async function bookingStreams(store: EventStore): Promise<Map<string, RecordedEvent[]>> {
  const streams = new Map<string, RecordedEvent[]>();
  let position = 0;
  for (;;) {
    const batch = await store.readAll({ fromPosition: position, batch: 2000 });
    if (batch.length === 0) break;
    for (const event of batch) {
      if (!event.stream.startsWith('booking-')) continue;
      const list = streams.get(event.stream) ?? [];
      list.push(event);
      streams.set(event.stream, list);
    }
    position = batch.at(-1)!.globalPosition;
  }
  return streams;
}

/**
 * Replays every booking through its decider's evolve (which must not throw) and checks each
 * status change against the lifecycle; answers the bookings as they stand now.
 */
export async function foldBookings(store: EventStore, violations: Violation[]): Promise<FoldedBooking[]> {
  const folded: FoldedBooking[] = [];
  for (const [stream, events] of await bookingStreams(store)) {
    let state = bookingDecider.initialState;
    let serviceId = '';
    try {
      for (const event of events) {
        const before = state.exists ? state.status : null;
        if (event.type === 'BookingCreated')
          serviceId = String((event.data as { serviceId: string }).serviceId);
        state = bookingDecider.evolve(state, event as Parameters<typeof bookingDecider.evolve>[1]) ?? state;
        if (!state.exists) continue;
        if (before === null && state.status !== 'pending')
          violations.push({ invariant: 'booking-lifecycle', detail: `${stream} starts as ${state.status}` });
        if (before !== null && before !== state.status && !NEXT[before].includes(state.status))
          violations.push({
            invariant: 'booking-lifecycle',
            detail: `${stream}: ${before} → ${state.status} on ${event.type}`,
          });
      }
    } catch (error) {
      violations.push({ invariant: 'booking-lifecycle', detail: `${stream}: evolve threw ${String(error)}` });
      continue;
    }
    if (!state.exists) continue;
    folded.push({
      bookingId: state.bookingId,
      customerId: state.customerId,
      providerUserId: state.providerUserId,
      serviceId,
      day: londonDate(new Date(state.eventDate)),
      status: state.status,
      paid: state.paid,
    });
  }
  return folded;
}

export function onePaidBookingPerDay(bookings: readonly FoldedBooking[], violations: Violation[]): void {
  const byDay = new Map<string, string[]>();
  for (const b of bookings) {
    if (!b.paid || !LIVE_PAID.includes(b.status)) continue;
    const key = `${b.serviceId} ${b.day}`;
    byDay.set(key, [...(byDay.get(key) ?? []), b.bookingId]);
  }
  for (const [key, ids] of byDay) {
    if (ids.length > 1)
      violations.push({
        invariant: 'one-paid-booking-per-day',
        detail: `service day ${key} has ${ids.length} paid bookings: ${ids.join(', ')}`,
      });
  }
}

/** Money the gateway took stays taken: an intent with a capture is never open or cancelled again. */
export async function capturesNeverReverted(pool: pg.Pool, violations: Violation[]): Promise<void> {
  const { rows } = await pool.query<{ id: string; status: string; amount_received: string }>(
    `SELECT id, status, amount_received FROM gw.intents
      WHERE amount_received > 0 AND status <> 'succeeded' ORDER BY created_at`,
  );
  for (const r of rows)
    violations.push({
      invariant: 'capture-never-reverted',
      detail: `intent ${r.id} captured ${r.amount_received}p but is ${r.status}`,
    });
}

export async function ledgerBalances(
  pool: pg.Pool,
  store: EventStore,
  violations: Violation[],
): Promise<void> {
  const report = await reconcileLedger(pool, store);
  for (const p of report.problems) violations.push({ invariant: 'ledger-balances', detail: p.problem });
}

/** Only once the platform is quiet: a capture not yet settled is a gap, not a fault. */
export async function gatewayEqualsLedger(pool: pg.Pool, violations: Violation[]): Promise<void> {
  const report = await reconcileGateway(pool);
  for (const p of report.problems) violations.push({ invariant: 'gateway-equals-ledger', detail: p.problem });
}

export async function readModelsEqualRebuild(
  pool: pg.Pool,
  store: EventStore,
  violations: Violation[],
): Promise<void> {
  const { differences } = await checkDrift({ pool, store, projectors: allProjectors });
  for (const d of differences.slice(0, 5))
    violations.push({
      invariant: 'read-models-equal-rebuild',
      detail: `${d.table}: a ${d.side === 'live' ? 'live row a rebuild lacks' : 'rebuilt row the live model lacks'} ${JSON.stringify(d.row).slice(0, 300)}`,
    });
}
