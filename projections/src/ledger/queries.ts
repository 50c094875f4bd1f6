import type pg from 'pg';
import type { LedgerBookingRow } from './rows';

export async function findLedgerBooking(pool: pg.Pool, bookingId: string): Promise<LedgerBookingRow | null> {
  const { rows } = await pool.query<LedgerBookingRow>(
    'SELECT * FROM rm.ledger_bookings WHERE booking_id = $1',
    [bookingId],
  );
  return rows[0] ?? null;
}

/** A line of rm.ledger_entries (amount in pence, debit positive; bigint, so read as text). */
export interface LedgerEntryRow {
  event_id: string;
  line: number;
  account: string;
  amount: string;
  movement: string;
  occurred_at: Date;
}

/** Every ledger line that names the booking, in the order the money moved. */
export async function ledgerEntriesOfBooking(pool: pg.Pool, bookingId: string): Promise<LedgerEntryRow[]> {
  const { rows } = await pool.query<LedgerEntryRow>(
    `SELECT event_id, line, account, amount, movement, occurred_at FROM rm.ledger_entries
      WHERE booking_id = $1 ORDER BY occurred_at, event_id, line`,
    [bookingId],
  );
  return rows;
}
