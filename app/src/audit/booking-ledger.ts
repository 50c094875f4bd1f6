import { bookingStream } from '@esm/core/booking/events';
import { escrowEvents, escrowStream } from '@esm/core/escrow/events';
import { type EscrowLedger, escrowLedger, isLedgerBalanced } from '@esm/core/escrow/ledger';
import { eventsOf } from '@esm/core/event-catalogue';
import type { RecordedEvent } from '@esm/core/eventstore/port';
import {
  findLedgerBooking,
  type LedgerEntryRow,
  ledgerEntriesOfBooking,
} from '@esm/projections/ledger/queries';
import type { AppDeps } from '../deps';
import { bookingStreams } from './booking-history';

export interface BookingLedger {
  lines: LedgerEntryRow[];
  debits: number;
  credits: number;
  /** Every transaction's lines add up to zero. */
  balanced: boolean;
  totals: EscrowLedger | null;
  /** The totals satisfy the balance rule and agree with the escrow stream. */
  totalsBalanced: boolean;
  problems: string[];
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

/**
 * Ledger lines in the order their events were recorded: several movements can share an instant
 * (a worker holds the payment and releases the deposit in one job), the global position never.
 */
async function inGlobalOrder(
  deps: Pick<AppDeps, 'store'>,
  bookingId: string,
  escrowRead: readonly RecordedEvent[],
  lines: LedgerEntryRow[],
): Promise<LedgerEntryRow[]> {
  const own = await deps.store.readStream(bookingStream(bookingId));
  const streams = bookingStreams(bookingId, own, escrowRead);
  const others = [streams.payment, ...streams.payouts].filter((s): s is string => s !== null);
  const read = [...escrowRead, ...(await Promise.all(others.map((s) => deps.store.readStream(s)))).flat()];
  const position = new Map(read.map((e) => [e.eventId, e.globalPosition]));
  const at = (line: LedgerEntryRow) => position.get(line.event_id) ?? Number.MAX_SAFE_INTEGER;
  return [...lines].sort((a, b) => at(a) - at(b) || a.line - b.line);
}

/**
 * A booking's double-entry lines and the checks the reconciliation makes on them: each
 * transaction balances (debits = credits), the totals obey captured + receivables = refunds +
 * payouts + fee + VAT + held, and the read model agrees with the escrow stream, which is the truth.
 */
export async function bookingLedger(
  deps: Pick<AppDeps, 'pool' | 'store'>,
  bookingId: string,
): Promise<BookingLedger> {
  const escrowRead = await deps.store.readStream(escrowStream(bookingId));
  const lines = await inGlobalOrder(
    deps,
    bookingId,
    escrowRead,
    await ledgerEntriesOfBooking(deps.pool, bookingId),
  );
  const problems: string[] = [];
  const byTransaction = new Map<string, number>();
  let debits = 0;
  let credits = 0;
  for (const line of lines) {
    const amount = Number(line.amount);
    if (amount > 0) debits += amount;
    else credits -= amount;
    byTransaction.set(line.event_id, (byTransaction.get(line.event_id) ?? 0) + amount);
  }
  for (const [eventId, sum] of byTransaction) {
    if (sum !== 0) problems.push(`transaction ${eventId} does not balance: its lines add up to ${sum}p`);
  }
  const row = await findLedgerBooking(deps.pool, bookingId);
  const totals: EscrowLedger | null = row
    ? {
        captured: Number(row.captured),
        refunded: Number(row.refunded),
        providerPayouts: Number(row.provider_payouts),
        platformFee: Number(row.platform_fee),
        vat: Number(row.vat),
        receivables: Number(row.receivables),
        held: Number(row.held),
      }
    : null;
  let totalsBalanced = true;
  if (totals) {
    if (!isLedgerBalanced(totals)) {
      totalsBalanced = false;
      problems.push(
        'captured + receivables does not equal refunds + provider payouts + platform fee + VAT + held',
      );
    }
    const truth = escrowLedger(eventsOf(escrowEvents, await deps.store.readStream(escrowStream(bookingId))));
    for (const field of FIELDS) {
      if (truth[field] !== totals[field]) {
        totalsBalanced = false;
        problems.push(
          `${field} is ${totals[field]}p in the ledger but ${truth[field]}p in the escrow events`,
        );
      }
    }
  }
  return {
    lines,
    debits,
    credits,
    balanced: debits === credits && problems.every((p) => !p.startsWith('transaction')),
    totals,
    totalsBalanced,
    problems,
  };
}
