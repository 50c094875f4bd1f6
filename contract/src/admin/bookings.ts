import { z } from 'zod';
import { raListQuery } from './list';

/**
 * The auditor's bookings: the list, a booking's complete history across its streams, its state
 * at any instant (replayed through the booking lifecycle), its ledger and the history's export.
 * Amounts are integer pence: the auditor compares them with the ledger, which counts pence.
 */

/** The booking lifecycle's statuses (the contract imports nothing but zod, so they are listed here). */
export const bookingStatus = z.enum([
  'pending',
  'provider_reviewing',
  'confirmed',
  'declined',
  'completed',
  'cancelled',
]);
export const paymentStatus = z.enum(['pending', 'paid', 'refunded', 'partially_refunded', 'failed']);

const day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

export const adminBookingsQuery = raListQuery(
  ['createdAt', 'eventDate', 'totalAmount'],
  ['createdAt', 'DESC'],
  {
    status: bookingStatus.optional(),
    providerId: z.uuid('Not a valid id').optional(),
    customerId: z.uuid('Not a valid id').optional(),
    /** Event date from this London day (inclusive). */
    eventFrom: day.optional(),
    /** Event date up to this London day (inclusive). */
    eventTo: day.optional(),
  },
);
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuery>;

export const adminBooking = z.object({
  id: z.string(),
  status: bookingStatus,
  paymentStatus: paymentStatus,
  serviceId: z.string(),
  serviceName: z.string().nullable(),
  providerId: z.string(),
  providerName: z.string().nullable(),
  customerId: z.string(),
  /** Initials for an auditor (personal data stays masked), the full name for an admin. */
  customerName: z.string().nullable(),
  eventDate: z.string(),
  createdAt: z.string(),
  totalPence: z.number().int(),
  refundPence: z.number().int(),
  cancelledBy: z.string().nullable(),
  /** What was ordered in words ("5 tables, 40 chairs", "Quantity 2"); null for one of the service. */
  order: z.string().nullable(),
});
export type AdminBooking = z.infer<typeof adminBooking>;

/** Who appended an event, from its metadata. */
export const historyActor = z.object({
  kind: z.enum(['user', 'system']),
  userId: z.string().nullable(),
  role: z.string().nullable(),
  name: z.string().nullable(),
  /** "auditor 1b2c…" or "system: money-worker": what a table shows. */
  label: z.string(),
});

export const bookingHistoryEntry = z.object({
  /** The event's id (react-admin needs an `id`). */
  id: z.string(),
  position: z.number().int(),
  stream: z.string(),
  version: z.number().int(),
  type: z.string(),
  schemaVersion: z.number().int(),
  occurredAt: z.string(),
  actor: historyActor,
  correlationId: z.string(),
  payload: z.record(z.string(), z.unknown()),
  /** Personal fields hidden from the caller (auditors see "[masked]"). */
  masked: z.array(z.string()),
  /** Personal fields whose owner was erased: their value is gone for everyone. */
  erased: z.array(z.string()),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntry>;
export const bookingHistoryResponse = z.array(bookingHistoryEntry);

/**
 * Time travel to an instant (`at`), or to just after one event of the history (`position`, its
 * global position: exact even when several events share a millisecond).
 */
export const bookingStateQuery = z
  .object({
    at: z.iso
      .datetime({ offset: true, error: 'at must be an ISO 8601 instant, e.g. 2026-05-01T12:00:00Z' })
      .optional(),
    position: z.coerce.number().int().min(0).optional(),
  })
  .refine((q) => (q.at === undefined) !== (q.position === undefined), {
    message: 'Give either at (an instant) or position (an event of the history)',
    path: ['at'],
  });

export const bookingStateResponse = z.object({
  id: z.string(),
  at: z.string(),
  /** False before the booking's first event: it did not exist yet. */
  exists: z.boolean(),
  status: bookingStatus.nullable(),
  paymentStatus: paymentStatus.nullable(),
  paid: z.boolean().nullable(),
  respondBy: z.string().nullable(),
  eventDate: z.string().nullable(),
  totalPence: z.number().int().nullable(),
  /** Escrow balances at that instant, replayed from the escrow stream (pence). */
  escrow: z
    .object({
      captured: z.number().int(),
      refunded: z.number().int(),
      providerPayouts: z.number().int(),
      platformFee: z.number().int(),
      vat: z.number().int(),
      receivables: z.number().int(),
      held: z.number().int(),
    })
    .nullable(),
  /** How many of the booking stream's events were replayed, and the last of them. */
  eventsApplied: z.number().int(),
  lastEvent: z.object({ position: z.number().int(), type: z.string(), occurredAt: z.string() }).nullable(),
});
export type BookingStateResponse = z.infer<typeof bookingStateResponse>;

export const ledgerLine = z.object({
  id: z.string(),
  eventId: z.string(),
  line: z.number().int(),
  account: z.string(),
  movement: z.string(),
  /** Debit positive, credit negative (pence). */
  amountPence: z.number().int(),
  occurredAt: z.string(),
});

export const bookingLedgerResponse = z.object({
  id: z.string(),
  lines: z.array(ledgerLine),
  debitsPence: z.number().int(),
  creditsPence: z.number().int(),
  /** Every transaction's lines add up to zero (debits = credits). */
  balanced: z.boolean(),
  /** The booking's totals, from the ledger read model (pence). */
  totals: z
    .object({
      captured: z.number().int(),
      refunded: z.number().int(),
      providerPayouts: z.number().int(),
      platformFee: z.number().int(),
      vat: z.number().int(),
      receivables: z.number().int(),
      held: z.number().int(),
    })
    .nullable(),
  /** captured + receivables = refunds + payouts + fee + VAT + held, and the escrow stream agrees. */
  totalsBalanced: z.boolean(),
  problems: z.array(z.string()),
});
export type BookingLedgerResponse = z.infer<typeof bookingLedgerResponse>;
