import type pg from 'pg';
import type { LedgerBookingRow } from './rows';

export async function findLedgerBooking(pool: pg.Pool, bookingId: string): Promise<LedgerBookingRow | null> {
  const { rows } = await pool.query<LedgerBookingRow>(
    'SELECT * FROM rm.ledger_bookings WHERE booking_id = $1',
    [bookingId],
  );
  return rows[0] ?? null;
}
