import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';
import { penceSchema, REFUND_REASONS } from '../money';

export const paymentStream = (paymentId: string): string => `payment-${paymentId}`;

/** What a payment pays for: bookings of one checkout, or a provider's boost or plan purchase. */
export const paymentPurposeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('booking'),
    bookingIds: z.array(z.string()),
    quoteId: z.string().nullable(),
    serviceId: z.string().nullable(),
  }),
  z.object({ kind: z.literal('boost'), reference: z.string() }),
  z.object({ kind: z.literal('plan'), reference: z.string() }),
]);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

export const paymentEvents = defineEvents({
  PaymentIntentCreated: {
    schema: z.object({
      paymentId: z.string(),
      customerId: z.string(),
      gatewayIntentId: z.string(),
      amount: penceSchema,
      currency: z.literal('gbp'),
      purpose: paymentPurposeSchema,
      createdAt: z.iso.datetime(),
    }),
  },
  /** The card issuer asked for 3-D Secure; the client completes it in the payment form. */
  PaymentRequiresAction: {
    schema: z.object({ paymentId: z.string(), gatewayEventId: z.string(), at: z.iso.datetime() }),
  },
  PaymentSucceeded: {
    schema: z.object({
      paymentId: z.string(),
      gatewayEventId: z.string(),
      gatewayChargeId: z.string(),
      amount: penceSchema,
      /** 2.9% + 30p: the platform's cost of taking the card payment, for the ledger. */
      processingFee: penceSchema,
      succeededAt: z.iso.datetime(),
    }),
  },
  PaymentFailed: {
    schema: z.object({
      paymentId: z.string(),
      gatewayEventId: z.string(),
      reason: z.string(),
      failedAt: z.iso.datetime(),
    }),
  },
  PaymentRefundIssued: {
    schema: z.object({
      paymentId: z.string(),
      refundKey: z.string(),
      bookingId: z.string().nullable(),
      amount: penceSchema,
      reason: z.enum(REFUND_REASONS),
      gatewayRefundId: z.string(),
      issuedAt: z.iso.datetime(),
    }),
  },
});

export type PaymentEvent = EventsOf<typeof paymentEvents>;
