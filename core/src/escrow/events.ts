import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';
import { moneyPartsSchema, penceSchema, providerPlanSchema, REFUND_REASONS } from '../money';

/** One escrow per booking, so it shares the booking's id. */
export const escrowStream = (bookingId: string): string => `escrow-${bookingId}`;

export const DISPUTE_OUTCOMES = ['release_to_provider', 'refund_in_full', 'refund_in_part'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/**
 * Escrow of one booking's payment. Every event that moves money states the pence
 * it moves and where from, so the ledger is a plain sum over these events.
 */
export const escrowEvents = defineEvents({
  EscrowHeld: {
    schema: z.object({
      bookingId: z.string(),
      paymentId: z.string(),
      customerId: z.string(),
      providerId: z.string(),
      plan: providerPlanSchema,
      eventDate: z.iso.datetime(),
      eventEndsAt: z.iso.datetime(),
      fullAmount: penceSchema,
      platformFee: penceSchema,
      vatAmount: penceSchema,
      providerAmount: penceSchema,
      depositAmount: penceSchema,
      heldAt: z.iso.datetime(),
    }),
  },
  /** Held provider money → the provider's deposit payout. */
  EscrowDepositReleased: {
    schema: z.object({
      bookingId: z.string(),
      payoutId: z.string(),
      amount: penceSchema,
      paymentDate: z.iso.datetime(),
      releasedAt: z.iso.datetime(),
    }),
  },
  /** A deposit payout cancelled before it was sent: first settles any receivable, the rest is held again. */
  EscrowDepositRecalled: {
    schema: z.object({
      bookingId: z.string(),
      payoutId: z.string(),
      amount: penceSchema,
      settlesReceivable: penceSchema,
      returnedToHeld: penceSchema,
      recalledAt: z.iso.datetime(),
    }),
  },
  /** Everything still held → the provider's balance payout, platform revenue and VAT payable. */
  EscrowBalanceReleased: {
    schema: z.object({
      bookingId: z.string(),
      payoutId: z.string().nullable(),
      providerAmount: penceSchema,
      platformFee: penceSchema,
      vatAmount: penceSchema,
      paymentDate: z.iso.datetime().nullable(),
      releasedAt: z.iso.datetime(),
    }),
  },
  /**
   * Money back to the client. `parts` is each party's share of the refund; it comes from what is
   * held, then from platform revenue and VAT already released, and a provider share beyond what is
   * held (the deposit was already paid out) becomes a receivable from the provider.
   */
  EscrowRefunded: {
    schema: z.object({
      bookingId: z.string(),
      refundKey: z.string(),
      reason: z.enum(REFUND_REASONS),
      amount: penceSchema,
      parts: moneyPartsSchema,
      fromHeld: moneyPartsSchema,
      fromReleasedPlatformFee: penceSchema,
      fromReleasedVat: penceSchema,
      receivable: penceSchema,
      refundedAt: z.iso.datetime(),
    }),
  },
  EscrowDisputeRaised: {
    schema: z.object({
      bookingId: z.string(),
      customerId: z.string(),
      reason: z.string(),
      raisedAt: z.iso.datetime(),
    }),
    personal: { subject: 'customerId', fields: ['reason'] },
  },
  EscrowDisputeResolved: {
    schema: z.object({
      bookingId: z.string(),
      customerId: z.string(),
      investigatorId: z.string(),
      outcome: z.enum(DISPUTE_OUTCOMES),
      refundAmount: penceSchema,
      notes: z.string().nullable(),
      resolvedAt: z.iso.datetime(),
    }),
    personal: { subject: 'customerId', fields: ['notes'] },
  },
});

export type EscrowEvent = EventsOf<typeof escrowEvents>;
