import { escrowEvents, escrowStream } from '@esm/core/escrow/events';
import { type EscrowLedger, escrowLedger, isLedgerBalanced } from '@esm/core/escrow/ledger';
import { eventsOf } from '@esm/core/event-catalogue';
import type { EventStore } from '@esm/core/eventstore/port';
import { formatPounds } from '@esm/core/money/index';
import type pg from 'pg';

export interface LedgerProblem {
  bookingId: string | null;
  problem: string;
}

export interface ReconcileReport {
  bookings: number;
  transactions: number;
  problems: LedgerProblem[];
}

const FIELDS: (keyof EscrowLedger)[] = [
  'captured',
  'refunded',
  'providerPayouts',
  'platformFee',
  'vat',
  'receivables',
  'held',
];

interface BookingTotals {
  booking_id: string;
  captured: string;
  refunded: string;
  provider_payouts: string;
  platform_fee: string;
  vat: string;
  receivables: string;
  held: string;
  escrow_held: string;
  platform_revenue: string;
  vat_payable: string;
  provider_receivable: string;
}

const totalsOf = (r: BookingTotals): EscrowLedger => ({
  captured: Number(r.captured),
  refunded: Number(r.refunded),
  providerPayouts: Number(r.provider_payouts),
  platformFee: Number(r.platform_fee),
  vat: Number(r.vat),
  receivables: Number(r.receivables),
  held: Number(r.held),
});

/**
 * Checks the ledger read model (schema `rm`) three ways: every transaction's lines add up to zero;
 * every booking satisfies captured + receivables = refunds + provider payouts + platform fee + VAT
 * + held; and the read model agrees with the escrow stream (the truth) and with its own account
 * lines. Run it when the projections have caught up.
 */
export async function reconcileLedger(pool: pg.Pool, store: EventStore): Promise<ReconcileReport> {
  const problems: LedgerProblem[] = [];
  const unbalanced = await pool.query<{ event_id: string; booking_id: string | null; total: string }>(
    `SELECT event_id, min(booking_id) AS booking_id, sum(amount) AS total
     FROM rm.ledger_entries GROUP BY event_id HAVING sum(amount) <> 0`,
  );
  for (const r of unbalanced.rows) {
    problems.push({
      bookingId: r.booking_id,
      problem: `transaction ${r.event_id} does not balance: its lines add up to ${r.total}p`,
    });
  }
  const transactions = await pool.query<{ n: string }>(
    'SELECT count(DISTINCT event_id) AS n FROM rm.ledger_entries',
  );

  const { rows } = await pool.query<BookingTotals>(
    `SELECT b.*, COALESCE(l.escrow_held, 0) AS escrow_held, COALESCE(l.platform_revenue, 0) AS platform_revenue,
       COALESCE(l.vat_payable, 0) AS vat_payable, COALESCE(l.provider_receivable, 0) AS provider_receivable
     FROM rm.ledger_bookings b LEFT JOIN (
       SELECT booking_id,
         sum(amount) FILTER (WHERE account = 'escrow_held') AS escrow_held,
         sum(amount) FILTER (WHERE account = 'platform_revenue') AS platform_revenue,
         sum(amount) FILTER (WHERE account = 'vat_payable') AS vat_payable,
         sum(amount) FILTER (WHERE account = 'provider_receivable') AS provider_receivable
       FROM rm.ledger_entries GROUP BY booking_id
     ) l ON l.booking_id = b.booking_id
     ORDER BY b.booking_id`,
  );
  for (const row of rows) {
    const bookingId = row.booking_id;
    const totals = totalsOf(row);
    if (!isLedgerBalanced(totals)) {
      const out = totals.refunded + totals.providerPayouts + totals.platformFee + totals.vat + totals.held;
      problems.push({
        bookingId,
        problem: `captured ${totals.captured} + receivables ${totals.receivables} ≠ refunds + payouts + fee + VAT + held = ${out}`,
      });
    }
    // Credit balances are negative; the totals count them as positive amounts.
    const accounts: [string, number, number][] = [
      ['escrow_held', -Number(row.escrow_held), totals.held],
      ['platform_revenue', -Number(row.platform_revenue), totals.platformFee],
      ['vat_payable', -Number(row.vat_payable), totals.vat],
      ['provider_receivable', Number(row.provider_receivable), totals.receivables],
    ];
    for (const [account, lines, total] of accounts) {
      if (lines !== total)
        problems.push({ bookingId, problem: `${account} lines say ${lines}p, booking totals ${total}p` });
    }
    const truth = escrowLedger(eventsOf(escrowEvents, await store.readStream(escrowStream(bookingId))));
    for (const field of FIELDS) {
      if (truth[field] !== totals[field]) {
        problems.push({
          bookingId,
          problem: `${field} is ${totals[field]}p in the ledger but ${truth[field]}p in the escrow events`,
        });
      }
    }
  }
  return { bookings: rows.length, transactions: Number(transactions.rows[0]?.n ?? 0), problems };
}

/**
 * Compares what the gateway says it captured and refunded for each booking payment with what the
 * ledger recorded: money taken with no ledger receipt (a settlement cut short) or a refund the
 * ledger never saw is a problem even when every booking's own ledger balances. Reads the simulated
 * gateway's tables (schema `gw`) when they exist; with Stripe it reports nothing (the dashboard's
 * balance report is the gateway's side there).
 */
export async function reconcileGateway(
  pool: pg.Pool,
): Promise<{ payments: number; problems: LedgerProblem[] }> {
  const exists = await pool.query(
    "SELECT 1 FROM information_schema.tables WHERE table_schema = 'gw' AND table_name = 'intents'",
  );
  if (exists.rowCount === 0) return { payments: 0, problems: [] };
  const { rows } = await pool.query<{
    payment_id: string;
    captured: string;
    refunded: string;
    ledger_captured: string;
    ledger_refunded: string;
  }>(
    `SELECT i.metadata->>'paymentId' AS payment_id,
            i.amount_received AS captured,
            COALESCE((SELECT sum(r.amount) FROM gw.refunds r WHERE r.intent_id = i.id), 0) AS refunded,
            COALESCE((SELECT sum(b.captured) FROM rm.ledger_bookings b WHERE b.payment_id = i.metadata->>'paymentId'), 0)
              AS ledger_captured,
            COALESCE((SELECT -sum(e.amount) FROM rm.ledger_entries e
                       WHERE e.payment_id = i.metadata->>'paymentId' AND e.movement = 'refund_issued' AND e.account = 'cash'), 0)
              AS ledger_refunded
       FROM gw.intents i
      WHERE i.status = 'succeeded' AND i.metadata->>'purpose' = 'booking' AND i.metadata ? 'paymentId'
      ORDER BY i.created_at`,
  );
  const problems: LedgerProblem[] = [];
  for (const r of rows) {
    const pair = [
      ['captured', Number(r.captured), 'received', Number(r.ledger_captured)],
      ['refunded', Number(r.refunded), 'refunded', Number(r.ledger_refunded)],
    ] as const;
    for (const [gatewayVerb, gateway, ledgerVerb, ledger] of pair) {
      if (gateway !== ledger)
        problems.push({
          bookingId: null,
          problem: `payment ${r.payment_id}: the gateway ${gatewayVerb} ${formatPounds(gateway)} but the ledger ${ledgerVerb} ${formatPounds(ledger)}`,
        });
    }
  }
  return { payments: rows.length, problems };
}
