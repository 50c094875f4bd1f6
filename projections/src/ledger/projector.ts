import type { EscrowEvent } from '@esm/core/escrow/events';
import { applyToLedger, type EscrowLedger, emptyLedger } from '@esm/core/escrow/ledger';
import { isPlatformEventOf } from '@esm/core/event-catalogue';
import type { RecordedEvent } from '@esm/core/eventstore/port';
import { defineProjector, type ProjectionDb } from '../runner/projector';
import { cardFeeLines, escrowLines, type LedgerLine, payoutSentLines, refundIssuedLines } from './accounts';

const ESCROW_EVENTS = [
  'EscrowHeld',
  'EscrowDepositReleased',
  'EscrowDepositRecalled',
  'EscrowBalanceReleased',
  'EscrowRefunded',
] as const;

interface BookingRow {
  captured: number;
  refunded: number;
  provider_payouts: number;
  platform_fee: number;
  vat: number;
  receivables: number;
  held: number;
}

const toLedger = (r: BookingRow): EscrowLedger => ({
  captured: Number(r.captured),
  refunded: Number(r.refunded),
  providerPayouts: Number(r.provider_payouts),
  platformFee: Number(r.platform_fee),
  vat: Number(r.vat),
  receivables: Number(r.receivables),
  held: Number(r.held),
});

async function writeLines(
  db: ProjectionDb,
  event: RecordedEvent,
  ids: { bookingId: string | null; paymentId: string | null },
  movement: string,
  lines: LedgerLine[],
): Promise<void> {
  for (const [index, line] of lines.entries()) {
    await db.query(
      `INSERT INTO ledger_entries (event_id, line, booking_id, payment_id, account, amount, movement, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [
        event.eventId,
        index,
        ids.bookingId,
        ids.paymentId,
        line.account,
        line.amount,
        movement,
        event.occurredAt,
      ],
    );
  }
}

/** The per-booking totals of the design, folded by core's own ledger arithmetic. */
async function applyBookingTotals(db: ProjectionDb, event: EscrowEvent, at: Date): Promise<void> {
  const { bookingId } = event.data;
  const { rows } = await db.query<BookingRow>('SELECT * FROM ledger_bookings WHERE booking_id = $1', [
    bookingId,
  ]);
  const next = applyToLedger(rows[0] ? toLedger(rows[0]) : emptyLedger, event);
  await db.query(
    `INSERT INTO ledger_bookings (booking_id, payment_id, captured, refunded, provider_payouts, platform_fee, vat,
       receivables, held, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (booking_id) DO UPDATE SET captured = $3, refunded = $4, provider_payouts = $5, platform_fee = $6,
       vat = $7, receivables = $8, held = $9, updated_at = $10`,
    [
      bookingId,
      event.type === 'EscrowHeld' ? event.data.paymentId : null,
      next.captured,
      next.refunded,
      next.providerPayouts,
      next.platformFee,
      next.vat,
      next.receivables,
      next.held,
      at,
    ],
  );
}

/**
 * The double-entry ledger: one transaction per money movement in
 * ledger_entries (its lines add up to zero), and per booking the totals of the balance rule
 * captured + receivables = refunds + provider payouts + platform fee + VAT + held, which
 * `npm run ledger:reconcile` checks against the lines and the escrow streams.
 */
export const ledgerProjector = defineProjector({
  name: 'ledger',
  version: 1,
  tables: ['ledger_entries', 'ledger_bookings', 'ledger_payouts'],
  ddl: `
    CREATE TABLE ledger_entries (
      event_id uuid NOT NULL,
      line int NOT NULL,
      booking_id text,
      payment_id text,
      account text NOT NULL,
      amount bigint NOT NULL,
      movement text NOT NULL,
      occurred_at timestamptz NOT NULL,
      PRIMARY KEY (event_id, line)
    );
    CREATE INDEX ledger_entries_booking_idx ON ledger_entries (booking_id);
    CREATE INDEX ledger_entries_account_idx ON ledger_entries (account);
    CREATE TABLE ledger_bookings (
      booking_id text PRIMARY KEY,
      payment_id text,
      captured bigint NOT NULL,
      refunded bigint NOT NULL,
      provider_payouts bigint NOT NULL,
      platform_fee bigint NOT NULL,
      vat bigint NOT NULL,
      receivables bigint NOT NULL,
      held bigint NOT NULL,
      updated_at timestamptz NOT NULL
    );
    -- Which booking a payout pays; PayoutSent names only the payout.
    CREATE TABLE ledger_payouts (payout_id text PRIMARY KEY, booking_id text NOT NULL);`,
  handles: [...ESCROW_EVENTS, 'PaymentSucceeded', 'PaymentRefundIssued', 'PayoutScheduled', 'PayoutSent'],
  async apply(event, db) {
    if (isPlatformEventOf(ESCROW_EVENTS, event)) {
      const entry = escrowLines(event);
      if (!entry) return;
      const paymentId = event.type === 'EscrowHeld' ? event.data.paymentId : null;
      await writeLines(
        db,
        event,
        { bookingId: event.data.bookingId, paymentId },
        entry.movement,
        entry.lines,
      );
      await applyBookingTotals(db, event, event.occurredAt);
      return;
    }
    switch (event.type) {
      case 'PaymentSucceeded':
        // The card fee is the platform's cost of the whole payment, which may pay several bookings.
        await writeLines(
          db,
          event,
          { bookingId: null, paymentId: event.data.paymentId },
          'card_fee',
          cardFeeLines(event.data.processingFee),
        );
        return;
      case 'PaymentRefundIssued':
        await writeLines(
          db,
          event,
          { bookingId: event.data.bookingId, paymentId: event.data.paymentId },
          'refund_issued',
          refundIssuedLines(event.data.amount),
        );
        return;
      case 'PayoutScheduled':
        await db.query('INSERT INTO ledger_payouts VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          event.data.payoutId,
          event.data.bookingId,
        ]);
        return;
      case 'PayoutSent': {
        const { rows } = await db.query<{ booking_id: string }>(
          'SELECT booking_id FROM ledger_payouts WHERE payout_id = $1',
          [event.data.payoutId],
        );
        await writeLines(
          db,
          event,
          { bookingId: rows[0]?.booking_id ?? null, paymentId: null },
          'payout_sent',
          payoutSentLines(event.data.amount),
        );
        return;
      }
    }
  },
});
