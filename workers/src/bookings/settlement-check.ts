import { checkoutOfPayment } from '@esm/app/checkout/checkout-of-payment';
import { settlePayment } from '@esm/app/checkout/settle-payment';
import { bookingDecider } from '@esm/core/booking/decider';
import { bookingStream } from '@esm/core/booking/events';
import { loadState } from '@esm/core/eventstore/load-state';
import { DAY, MINUTE } from '@esm/core/kernel/clock';
import type { PaymentEvent } from '@esm/core/payment/events';
import type pg from 'pg';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const CHECKOUT_SETTLEMENT_QUEUE = 'checkout.settlement-check';

/** How long after a payment succeeded its settlement is checked (and finished if a crash cut it short). */
export const SETTLEMENT_CHECK_DELAY_MS = MINUTE;

const settlementKey = (paymentId: string) => `checkout-settlement:${paymentId}`;

/**
 * Settlement appends several streams one after the other (payment, each day, each booking); a
 * crash between them would leave a charged client with a pending booking. Once PaymentSucceeded
 * is recorded, a timer checks the checkout a minute later and finishes it; the job fails (and
 * pg-boss retries it with backoff) until every booking of the payment is paid or refunded.
 */
export const settlementCheckProcess = defineProcessManager({
  name: 'checkout-settlement-check',
  handles: ['PaymentSucceeded'],
  react(recorded) {
    const { paymentId } = recorded.data;
    return [
      schedule(
        settlementKey(paymentId),
        CHECKOUT_SETTLEMENT_QUEUE,
        new Date(recorded.occurredAt.getTime() + SETTLEMENT_CHECK_DELAY_MS),
        { paymentId },
      ),
    ];
  },
});

/** Bookings of a booking payment that are neither paid nor refunded yet (empty for other payments). */
export async function unsettledBookings(deps: WorkerDeps, paymentId: string): Promise<string[]> {
  const checkout = await checkoutOfPayment(deps.store, paymentId);
  if (checkout?.payment.purpose.kind !== 'booking') return [];
  const open: string[] = [];
  for (const { booking } of checkout.bookings) {
    const state = await loadState(deps.store, bookingStream(booking.bookingId), bookingDecider);
    if (!state.exists || !state.paid) open.push(booking.bookingId);
  }
  return open;
}

/** Settles a succeeded payment again; throws while any of its bookings is still unsettled. */
export async function finishSettlement(deps: WorkerDeps, paymentId: string, correlationId: string) {
  if ((await unsettledBookings(deps, paymentId)).length === 0) return;
  await settlePayment(deps, { paymentId, gatewayEventId: `settlement-check:${paymentId}`, correlationId });
  const left = await unsettledBookings(deps, paymentId);
  if (left.length > 0) throw new Error(`payment ${paymentId}: bookings ${left.join(', ')} still unsettled`);
}

export const settlementCheckJob = (deps: WorkerDeps): JobDefinition => ({
  queue: CHECKOUT_SETTLEMENT_QUEUE,
  async handle(data) {
    const paymentId = String(data.paymentId);
    await finishSettlement(deps, paymentId, settlementKey(paymentId));
  },
});

/**
 * How long after it was opened a booking payment that never reported back is still asked about
 * by the start-up sweep. The gateway's webhooks retry for three days; a payment older than that
 * which succeeded has been told to us by then, and asking about every abandoned checkout ever
 * would make each start cost one gateway call per abandoned checkout.
 */
export const SWEEP_OPEN_PAYMENTS_FOR_MS = 3 * DAY;

/** What a sweep carries to the next: where it stopped reading, and what was still unresolved there. */
interface SweepState {
  position: number;
  /** Booking payments opened and not known to have succeeded or failed, with when they were opened. */
  open: Map<string, string>;
  /** Payments that succeeded whose bookings could not all be settled. */
  unsettled: Set<string>;
}

async function loadSweepState(pool: pg.Pool): Promise<SweepState> {
  const { rows } = await pool.query<{ position: string; open: Record<string, string>; unsettled: string[] }>(
    'SELECT position, open, unsettled FROM wk.settlement_sweep WHERE id = 1',
  );
  const row = rows[0];
  return {
    position: Number(row?.position ?? 0),
    open: new Map(Object.entries(row?.open ?? {})),
    unsettled: new Set(row?.unsettled ?? []),
  };
}

async function saveSweepState(pool: pg.Pool, state: SweepState): Promise<void> {
  await pool.query(
    `INSERT INTO wk.settlement_sweep (id, position, open, unsettled) VALUES (1, $1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET position = $1, open = $2, unsettled = $3`,
    [state.position, JSON.stringify(Object.fromEntries(state.open)), JSON.stringify([...state.unsettled])],
  );
}

/**
 * The sweep, run when the workers start. Every PaymentSucceeded whose bookings are not all paid
 * or refunded is settled now, so payments whose timer was lost are finished too. And every
 * booking payment still open is settled from what the gateway says now: a process killed after
 * the gateway took the card but before anything recorded it loses both the gateway's webhook
 * (sent once, in process) and the success page's confirmation, so without this the client stays
 * charged with a booking "waiting for payment" until the 15-minute hold runs out.
 *
 * It reads only the events since the previous sweep (`wk.settlement_sweep`), carrying over what
 * was still open or unsettled there, so a start costs the events since the last one rather than
 * the whole log; open payments are asked about for SWEEP_OPEN_PAYMENTS_FOR_MS. A sweep cut short
 * saves nothing and the next one reads the same events again: settling is idempotent. Answers
 * the payment ids it settled.
 */
export async function sweepUnsettledPayments(deps: WorkerDeps): Promise<string[]> {
  const { open, unsettled: succeeded, ...state } = await loadSweepState(deps.pool);
  let position = state.position;
  for (;;) {
    const batch = await deps.store.readAll({ fromPosition: position, batch: 1000 });
    if (batch.length === 0) break;
    for (const event of batch) {
      if (event.type === 'PaymentIntentCreated') {
        const data = event.data as Extract<PaymentEvent, { type: 'PaymentIntentCreated' }>['data'];
        if (data.purpose.kind === 'booking') open.set(data.paymentId, event.occurredAt.toISOString());
      } else if (event.type === 'PaymentSucceeded') {
        const { paymentId } = event.data as Extract<PaymentEvent, { type: 'PaymentSucceeded' }>['data'];
        succeeded.add(paymentId);
        open.delete(paymentId);
      } else if (event.type === 'PaymentFailed') {
        open.delete((event.data as Extract<PaymentEvent, { type: 'PaymentFailed' }>['data']).paymentId);
      }
    }
    position = batch.at(-1)!.globalPosition;
  }
  const settled: string[] = [];
  const charged = new Set<string>();
  const now = deps.clock.now().getTime();
  for (const [paymentId, openedAt] of open) {
    if (now - Date.parse(openedAt) > SWEEP_OPEN_PAYMENTS_FOR_MS) {
      open.delete(paymentId);
      continue;
    }
    // One payment the gateway cannot answer about now must not keep the others unsettled; its
    // hold timer still settles it.
    const correlationId = `settlement-sweep:${paymentId}`;
    const outcome = await settlePayment(deps, {
      paymentId,
      gatewayEventId: correlationId,
      correlationId,
    }).catch((error: unknown) => {
      console.error(`settlement sweep: payment ${paymentId}`, error);
      return 'unknown' as const;
    });
    if (outcome === 'succeeded') {
      open.delete(paymentId);
      succeeded.add(paymentId);
      charged.add(paymentId);
    }
  }
  const unsettled = new Set<string>();
  for (const paymentId of succeeded) {
    try {
      const left = await unsettledBookings(deps, paymentId);
      if (left.length > 0) await finishSettlement(deps, paymentId, `settlement-sweep:${paymentId}`);
      if (left.length > 0 || charged.has(paymentId)) settled.push(paymentId);
    } catch (error) {
      console.error(`settlement sweep: payment ${paymentId}`, error);
      unsettled.add(paymentId);
    }
  }
  await saveSweepState(deps.pool, { position, open, unsettled });
  return settled;
}
