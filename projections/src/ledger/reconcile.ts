import { escrowEvents, escrowStream } from '@esm/core/escrow/events';
import { type EscrowLedger, escrowLedger, isLedgerBalanced } from '@esm/core/escrow/ledger';
import { eventsOf } from '@esm/core/event-catalogue';
import type { EventStore } from '@esm/core/eventstore/port';
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
