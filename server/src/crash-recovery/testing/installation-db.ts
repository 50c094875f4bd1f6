import { eventSchemaRegistry } from '@esm/core/event-catalogue';
import type { NewEvent } from '@esm/core/eventstore/port';
import { fold } from '@esm/core/kernel/decider';
import { serviceDecider } from '@esm/core/service/decider';
import { serviceStream } from '@esm/core/service/events';
import { PostgresEventStore } from '@esm/infra/eventstore/postgres/postgres-event-store';
import { loadConfig } from '@esm/infra/platform/config';
import { type Database, openDatabase } from '@esm/infra/platform/database';
import { findBooking } from '@esm/projections/bookings/queries';
import { bookingIdsOfPayment } from '@esm/projections/testing/read-models';
import type { Installation } from './product-process';
import { installationEnv } from './product-process';

/** The installation's database, joined while its product runs (never started from here). */
export async function joinDatabase(at: Installation): Promise<Database> {
  return openDatabase(loadConfig(installationEnv(at)), () => {}, 4, { reuseRunning: true });
}

/** A payment the simulated gateway holds, and what became of it on the platform. */
export interface GatewayPayment {
  intentId: string;
  paymentId: string;
  status: string;
  capturedPence: number;
  refundedPence: number;
  /** The booking's status and payment status, for each booking of the payment. */
  bookings: Array<{ id: string; status: string; paymentStatus: string }>;
  /** A hold timer still due for the payment (it ends an unpaid checkout when it fires). */
  holdTimerPending: boolean;
}

export async function gatewayPayments(db: Database): Promise<GatewayPayment[]> {
  const { rows } = await db.pool.query<{
    id: string;
    status: string;
    amount_received: string;
    payment_id: string;
    refunded: string;
  }>(
    `SELECT i.id, i.status, i.amount_received, i.metadata->>'paymentId' AS payment_id,
            COALESCE((SELECT sum(r.amount) FROM gw.refunds r WHERE r.intent_id = i.id), 0) AS refunded
     FROM gw.intents i ORDER BY i.created_at`,
  );
  const out: GatewayPayment[] = [];
  for (const row of rows) {
    const bookings = [];
    for (const id of await bookingIdsOfPayment(db.pool, row.payment_id)) {
      const booking = await findBooking(db.pool, id);
      bookings.push({
        id,
        status: booking?.status ?? 'missing',
        paymentStatus: booking?.payment_status ?? 'missing',
      });
    }
    const timers = await db.pool.query(
      "SELECT 1 FROM wk.timers WHERE key LIKE $1 AND state = 'pending' LIMIT 1",
      [`checkout-hold:${row.payment_id}:%`],
    );
    out.push({
      intentId: row.id,
      paymentId: row.payment_id,
      status: row.status,
      capturedPence: Number(row.amount_received),
      refundedPence: Number(row.refunded),
      bookings,
      holdTimerPending: (timers.rowCount ?? 0) > 0,
    });
  }
  return out;
}

/**
 * Why a gateway payment is not settled, or null when it is: money taken must have become a paid
 * booking or gone back in full; a payment never charged must be cancelled, or still inside its
 * checkout's hold with the timer that cancels it due.
 */
export function unsettled(p: GatewayPayment): string | null {
  const paid = p.bookings.length > 0 && p.bookings.every((b) => b.paymentStatus === 'paid');
  const refunded = p.capturedPence > 0 && p.refundedPence === p.capturedPence;
  if (p.status === 'succeeded') {
    if (paid || refunded) return null;
    return `payment ${p.paymentId} (${p.intentId}) captured ${p.capturedPence}p but its bookings are ${JSON.stringify(p.bookings)}`;
  }
  if (p.capturedPence > 0) return `payment ${p.paymentId} is ${p.status} with ${p.capturedPence}p captured`;
  if (p.status === 'canceled') return null;
  if (p.holdTimerPending && p.bookings.every((b) => b.paymentStatus === 'pending')) return null;
  return `payment ${p.paymentId} is ${p.status}, uncharged, with no hold timer due: ${JSON.stringify(p.bookings)}`;
}

/**
 * Gives the log weight for a rebuild to chew on: the provider switches a service's availability
 * off and on `times` times, each switch decided by the service's decider from the state the
 * previous one left, appended in batches (one append per thousand switches keeps it fast).
 */
export async function switchAvailability(db: Database, serviceId: string, times: number): Promise<void> {
  const store = new PostgresEventStore({ pool: db.pool, registry: eventSchemaRegistry() });
  const stream = serviceStream(serviceId);
  const recorded = await store.readStream(stream);
  let version = recorded.at(-1)!.version;
  let state = fold(
    serviceDecider,
    recorded.map((e) => ({ type: e.type, data: e.data }) as never),
  );
  if (state.status !== 'listed') throw new Error(`service ${serviceId} is not listed`);
  const actor = { kind: 'user' as const, userId: state.providerUserId, roles: [] };
  // As the command bus records a user with no back-office role.
  const recordedActor = { kind: 'user' as const, userId: state.providerUserId, role: 'user' };
  for (let done = 0; done < times; ) {
    const batch: NewEvent[] = [];
    for (; batch.length < 1000 && done < times; done++) {
      if (state.status !== 'listed') throw new Error('the service left the listing');
      const events = serviceDecider.decide(
        { type: 'ChangeServiceAvailability', actor, serviceId, isAvailable: !state.listing.isAvailable },
        state,
        new Date(),
      );
      if (!Array.isArray(events)) throw new Error(`refused: ${JSON.stringify(events)}`);
      for (const event of events) {
        state = serviceDecider.evolve(state, event);
        batch.push({ ...event, metadata: { actor: recordedActor, correlationId: 'crash-recovery-weight' } });
      }
    }
    version = (await store.append(stream, batch, { expectedVersion: version })).nextVersion;
  }
  await store.close();
}
