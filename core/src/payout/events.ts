import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';
import { penceSchema } from '../money';

export const payoutStream = (payoutId: string): string => `payout-${payoutId}`;

/** A deposit is paid by the 14-day / 4-day rule, a balance by the plan's 7 / 5 / 3 days after the event. */
export const PAYMENT_RULES = ['deposit', 'balance'] as const;
export type PaymentRule = (typeof PAYMENT_RULES)[number];

export const payoutEvents = defineEvents({
  PayoutScheduled: {
    schema: z.object({
      payoutId: z.string(),
      bookingId: z.string(),
      providerId: z.string(),
      amount: penceSchema,
      paymentRule: z.enum(PAYMENT_RULES),
      paymentDate: z.iso.datetime(),
      eventDate: z.iso.datetime(),
      scheduledAt: z.iso.datetime(),
    }),
  },
  /** `transferKey` is the gateway idempotency key, so a retried request cannot pay twice. */
  PayoutAttemptStarted: {
    schema: z.object({
      payoutId: z.string(),
      attempt: z.number().int().positive(),
      transferKey: z.string(),
      startedAt: z.iso.datetime(),
    }),
  },
  PayoutSent: {
    schema: z.object({
      payoutId: z.string(),
      attempt: z.number().int().positive(),
      transferId: z.string(),
      amount: penceSchema,
      sentAt: z.iso.datetime(),
    }),
  },
  /** nextAttemptAt null: no more automatic retries; the payout needs attention. */
  PayoutFailed: {
    schema: z.object({
      payoutId: z.string(),
      attempt: z.number().int().positive(),
      reason: z.string(),
      failedAt: z.iso.datetime(),
      nextAttemptAt: z.iso.datetime().nullable(),
    }),
  },
  PayoutRetryRequested: {
    schema: z.object({ payoutId: z.string(), requestedBy: z.string(), nextAttemptAt: z.iso.datetime() }),
  },
  PayoutFrozen: {
    schema: z.object({ payoutId: z.string(), reason: z.string(), frozenAt: z.iso.datetime() }),
  },
  PayoutUnfrozen: { schema: z.object({ payoutId: z.string(), unfrozenAt: z.iso.datetime() }) },
  PayoutCancelled: {
    schema: z.object({
      payoutId: z.string(),
      amount: penceSchema,
      reason: z.string(),
      cancelledAt: z.iso.datetime(),
    }),
  },
});

export type PayoutEvent = EventsOf<typeof payoutEvents>;
