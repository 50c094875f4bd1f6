import { z } from 'zod';
import { money, paymentGateway, text } from './common';

/** The part every payment set-up answer shares (checkout, boost, upgrade). */
export const paymentSetupResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Decimal pounds, like every money field. */
  amount: money,
  gateway: paymentGateway,
  /** Present when gateway is 'stripe'. */
  publishableKey: z.string().optional(),
});
export type PaymentSetup = z.infer<typeof paymentSetupResponse>;

/** Confirming a provider purchase (boost, upgrade) after the gateway took the payment. */
export const confirmPaymentBody = z.object({ paymentIntentId: z.string().min(1).max(200) });

const quantity = z.number().int('Must be a whole number').min(0).max(1000);

/** POST /api/create-payment-intent body: a quote, or a service with its event day. */
export const paymentIntentBody = z.union([
  z.object({ quoteId: z.uuid('Not a valid quote id'), amount: z.unknown().optional() }).strict(),
  z
    .object({
      serviceId: z.uuid('Not a valid service id'),
      eventDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose the event date'),
      tableQuantity: quantity.optional(),
      chairQuantity: quantity.optional(),
      // The spec's client also sends an amount; the server always computes its own.
      amount: z.unknown().optional(),
    })
    .strict(),
]);
export type PaymentIntentRequest = z.input<typeof paymentIntentBody>;

/** POST /api/create-payment-intent: also holds the service's day(s) for 15 minutes. */
export const checkoutPaymentSetupResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: money,
  currency: z.literal('gbp'),
  gateway: paymentGateway,
  publishableKey: z.string().optional(),
  holdExpiresAt: z.string(),
});
export type CheckoutPaymentSetup = z.infer<typeof checkoutPaymentSetupResponse>;

/** POST /api/bookings/confirm: after payment, confirms the booking(s); idempotent per payment intent. */
export const confirmBookingBody = z.object({
  paymentIntentId: text(200).min(1, 'payment_intent is required'),
  quoteId: z.uuid().optional(),
  serviceId: z.uuid().optional(),
});

/** POST /api/bookings/confirm answer. */
export const bookingConfirmationResponse = z.object({
  /** The first booking's id. */
  id: z.string(),
  providerId: z.string(),
  /** One booking per provider of the quote (one for a direct service checkout). */
  bookings: z.array(z.object({ id: z.string(), providerId: z.string() })),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationResponse>;

/** Answer of /api/simulated-gateway/confirm and /api/simulated-gateway/authenticate. */
export const simulatedGatewayResult = z.object({
  status: z.enum(['succeeded', 'requires_action', 'failed']),
  message: z.string().optional(),
});
export type SimulatedGatewayResult = z.infer<typeof simulatedGatewayResult>;

/** POST /api/simulated-gateway/confirm. Card number without spaces, expiry "MM/YY". */
export const simulatedConfirmBody = z.object({
  clientSecret: text(200),
  cardNumber: text(30),
  expiry: text(10),
  cvc: text(10),
  name: text(200),
});
export type SimulatedConfirmRequest = z.input<typeof simulatedConfirmBody>;

/** POST /api/simulated-gateway/authenticate: the 3-D Secure step, approved or not. */
export const simulatedAuthenticateBody = z.object({ clientSecret: text(200), approve: z.boolean() });

/** POST /api/webhooks/…: the gateway's signed event. */
export const webhookHeaders = z.object({ 'stripe-signature': z.string().optional() });
export const webhookResponse = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  outcome: z.string(),
});
