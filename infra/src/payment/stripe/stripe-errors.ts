import { type DomainError, defineErrors } from '@esm/core/kernel/errors';
import Stripe from 'stripe';

/**
 * What a gateway call can fail with, in the platform's terms. Refusals the user
 * can act on (a declined card, an unknown intent, an amount the gateway will not take) are domain
 * errors with a catalogued code; the gateway being unreachable, rate limiting us or refusing our
 * key is a GatewayUnavailableError, which callers (workers) retry with backoff.
 */
export const gatewayErrors = defineErrors({
  PAYMENT_CARD_DECLINED: { status: 422, message: 'Your card was declined.' },
  PAYMENT_GATEWAY_NOT_FOUND: { status: 404, message: 'The payment gateway does not know this payment.' },
  PAYMENT_GATEWAY_REFUSED: { status: 422, message: 'The payment gateway refused this request.' },
  PAYMENT_IDEMPOTENCY_CONFLICT: {
    status: 409,
    message: 'This request was already made with different details; it was not repeated.',
  },
  PAYMENT_WEBHOOK_SIGNATURE_INVALID: {
    status: 400,
    message: 'The webhook signature is missing, wrong or too old.',
  },
});

/** The gateway could not be reached or would not serve us; safe to retry with the same idempotency key. */
export class GatewayUnavailableError extends Error {
  readonly retryable: boolean;
  readonly gatewayType: string;
  readonly statusCode: number | undefined;
  readonly requestId: string | undefined;

  constructor(
    message: string,
    options: {
      retryable: boolean;
      gatewayType: string;
      statusCode?: number;
      requestId?: string;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'GatewayUnavailableError';
    this.retryable = options.retryable;
    this.gatewayType = options.gatewayType;
    this.statusCode = options.statusCode;
    this.requestId = options.requestId;
  }
}

/** Translates an error thrown by the Stripe SDK; anything else is returned unchanged. */
export function mapStripeError(error: unknown): DomainError | GatewayUnavailableError | unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const base = {
    gatewayType: error.type,
    statusCode: error.statusCode,
    requestId: error.requestId,
    cause: error,
  };
  if (error instanceof Stripe.errors.StripeCardError) {
    // The card network's own words ("Your card was declined.", "Your card has insufficient funds.").
    return caused(
      gatewayErrors.error('PAYMENT_CARD_DECLINED', undefined, error.message || 'Your card was declined.'),
      error,
    );
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return caused(gatewayErrors.error('PAYMENT_IDEMPOTENCY_CONFLICT'), error);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.statusCode === 404 || error.code === 'resource_missing')
      return caused(gatewayErrors.error('PAYMENT_GATEWAY_NOT_FOUND', undefined, error.message), error);
    return caused(gatewayErrors.error('PAYMENT_GATEWAY_REFUSED', undefined, error.message), error);
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new GatewayUnavailableError(`Stripe refused our API key: ${error.message}`, {
      ...base,
      retryable: false,
    });
  }
  // Rate limits, Stripe's own 5xx after the SDK's retries, connection failures.
  return new GatewayUnavailableError(`Stripe is unavailable: ${error.message}`, { ...base, retryable: true });
}

/** Keeps Stripe's error (code, decline_code, request id) as the cause, for logs and the audit trail. */
function caused(domainError: DomainError, stripeError: unknown): DomainError {
  (domainError as Error).cause = stripeError;
  return domainError;
}
