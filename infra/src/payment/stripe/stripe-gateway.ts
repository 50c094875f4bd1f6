import type {
  GatewayEvent,
  GatewayIntent,
  GatewayIntentStatus,
  GatewayPayoutAccount,
  GatewayRefund,
  GatewayTransfer,
  PaymentGateway,
  PayoutBankAccount,
} from '@esm/core/payment/gateway';
import Stripe from 'stripe';
import type { PlatformConfig } from '../../platform/config';
import { gatewayErrors, mapStripeError } from './stripe-errors';

/**
 * The Stripe adapter of the payment-gateway port, through the `stripe` SDK. Used when
 * STRIPE_SECRET_KEY is set. Every money-moving call passes the caller's idempotency key as
 * Stripe's Idempotency-Key, so the SDK's own network retries and the workers' retries never
 * charge, refund or pay out twice. Errors are translated by mapStripeError.
 */
export type StripeGatewayConfig = Pick<
  PlatformConfig,
  | 'stripeSecretKey'
  | 'stripeWebhookSecret'
  | 'stripePublishableKey'
  | 'stripeApiHost'
  | 'stripeApiPort'
  | 'stripeApiProtocol'
> &
  Partial<Pick<PlatformConfig, 'stripeConnectWebhookSecret'>>;

export interface StripeGatewayOptions {
  /** The SDK retries transient failures (connection, 409, 5xx, Stripe-Should-Retry) this many times. */
  maxNetworkRetries?: number;
  /** Per-request timeout in milliseconds. */
  timeoutMs?: number;
  /** How old a webhook signature may be, in seconds (Stripe's default: 300). */
  webhookToleranceSeconds?: number;
  /** The clock webhook ages are measured with (tests inject one). */
  now?: () => Date;
}

export const STRIPE_CURRENCY = 'gbp';

export function createStripeGateway(
  config: StripeGatewayConfig,
  options: StripeGatewayOptions = {},
): PaymentGateway {
  const secretKey = config.stripeSecretKey;
  if (!secretKey) throw new Error('STRIPE_SECRET_KEY is required for the Stripe payment gateway');
  // Platform events and connected-account events reach us from two endpoints with two secrets.
  const webhookSecrets = [config.stripeWebhookSecret, config.stripeConnectWebhookSecret].filter(
    (secret): secret is string => Boolean(secret),
  );
  const now = options.now ?? (() => new Date());
  const tolerance = options.webhookToleranceSeconds ?? Stripe.webhooks.DEFAULT_TOLERANCE;

  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 30_000,
    telemetry: false,
    appInfo: { name: 'event-services-marketplace' },
    ...(config.stripeApiHost ? { host: config.stripeApiHost } : {}),
    ...(config.stripeApiPort ? { port: config.stripeApiPort } : {}),
    ...(config.stripeApiProtocol ? { protocol: config.stripeApiProtocol } : {}),
  });

  /** Runs an SDK call and turns Stripe's errors into the platform's. */
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw mapStripeError(error);
    }
  };

  return {
    name: 'stripe',
    publishableKey: config.stripePublishableKey ?? null,

    async createPaymentIntent({ amount, idempotencyKey, description, metadata }) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount,
            currency: STRIPE_CURRENCY,
            description,
            metadata,
            // Cards only: no redirect-based methods, so "succeeded" arrives while the client waits
            // (3-D Secure still runs in Stripe Elements' own dialog).
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey },
        ),
      );
      return toIntent(intent);
    },

    async chargeSavedPaymentMethod({ originalIntentId, amount, idempotencyKey, description, metadata }) {
      const original = await call(() => stripe.paymentIntents.retrieve(originalIntentId));
      const paymentMethod =
        typeof original.payment_method === 'string' ? original.payment_method : original.payment_method?.id;
      const customer = typeof original.customer === 'string' ? original.customer : original.customer?.id;
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: STRIPE_CURRENCY,
            description,
            metadata,
            ...(paymentMethod ? { payment_method: paymentMethod } : {}),
            ...(customer ? { customer } : {}),
            off_session: true,
            confirm: true,
          },
          { idempotencyKey },
        );
        return toIntent(intent);
      } catch (error) {
        // An off-session decline still created an intent: report it (with the card's message)
        // rather than throwing, so the renewal is recorded as declined.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
          return toIntent(error.payment_intent as Stripe.PaymentIntent);
        }
        throw mapStripeError(error);
      }
    },

    async retrievePaymentIntent(intentId) {
      return toIntent(await call(() => stripe.paymentIntents.retrieve(intentId)));
    },

    async cancelPaymentIntent(intentId, idempotencyKey) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey }));
      } catch (error) {
        // Cancelling twice (a different key, or a webhook got there first) is not a failure: the
        // intent is cancelled. Any other state (succeeded) is reported as it is.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          const current = toIntent(await call(() => stripe.paymentIntents.retrieve(intentId)));
          if (current.status === 'canceled') return current;
        }
        throw mapStripeError(error);
      }
    },

    async refund({ intentId, amount, idempotencyKey, reason }) {
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: intentId,
            amount,
            // Stripe's `reason` is an enum (duplicate, fraudulent, requested_by_customer) that feeds
            // Radar; none fits a provider decline, so ours (cancellation tier…) goes in metadata.
            metadata: { reason },
          },
          { idempotencyKey },
        ),
      );
      return toRefund(refund);
    },

    async transfer({ amount, destination, idempotencyKey, metadata }) {
      try {
        const transfer = await stripe.transfers.create(
          {
            amount,
            currency: STRIPE_CURRENCY,
            destination,
            metadata,
            ...(metadata.bookingId ? { transfer_group: `booking_${metadata.bookingId}` } : {}),
          },
          { idempotencyKey },
        );
        return toTransfer(transfer);
      } catch (error) {
        // Stripe refused this payout (unknown or restricted connected account, platform balance
        // too low): a failed transfer the back office sees and the payout worker retries later.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return { transferId: '', status: 'failed', failureReason: error.message };
        }
        throw mapStripeError(error);
      }
    },

    async openPayoutAccount({ providerId, email, businessName, bank, idempotencyKey }) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            // The platform owns onboarding, fees and losses (a Custom account): providers never see
            // Stripe, and what Stripe still needs is collected through createPayoutOnboardingLink.
            type: 'custom',
            country: 'GB',
            email,
            business_profile: { name: businessName },
            // Providers are only paid, never charge cards themselves (separate charges and
            // transfers), which is what the recipient agreement is for (docs/decisions/stripe.md).
            capabilities: { transfers: { requested: true } },
            tos_acceptance: { service_agreement: 'recipient' },
            external_account: bankAccountParams(bank),
            metadata: { providerId },
          },
          { idempotencyKey },
        ),
      );
      return toPayoutAccount(account);
    },

    async replacePayoutBankAccount({ accountId, bank, idempotencyKey }) {
      await call(() =>
        stripe.accounts.createExternalAccount(
          accountId,
          { external_account: bankAccountParams(bank), default_for_currency: true },
          { idempotencyKey },
        ),
      );
      return toPayoutAccount(await call(() => stripe.accounts.retrieve(accountId)));
    },

    async retrievePayoutAccount(accountId) {
      return toPayoutAccount(await call(() => stripe.accounts.retrieve(accountId)));
    },

    async createPayoutOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
          // Only what blocks payouts now, so the provider is not asked for more than needed.
          collection_options: { fields: 'currently_due' },
        }),
      );
      return link.url;
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (webhookSecrets.length === 0)
        throw new Error('STRIPE_WEBHOOK_SECRET is required to accept Stripe webhooks');
      let failure: unknown;
      for (const secret of webhookSecrets) {
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(
            rawBody,
            signatureHeader,
            secret,
            tolerance,
            undefined,
            now().getTime(),
          );
        } catch (error) {
          failure = error;
          continue;
        }
        return toGatewayEvent(event);
      }
      const invalid = gatewayErrors.error('PAYMENT_WEBHOOK_SIGNATURE_INVALID');
      (invalid as Error).cause = failure;
      throw invalid;
    },
  };
}

const INTENT_STATUS: Record<Stripe.PaymentIntent.Status, GatewayIntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_confirmation',
  requires_action: 'requires_action',
  processing: 'processing',
  // Intents are created with automatic capture, so this is a moment between authorisation and capture.
  requires_capture: 'processing',
  canceled: 'canceled',
  succeeded: 'succeeded',
};

export function toIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  if (!intent.client_secret) throw new Error(`Stripe returned intent ${intent.id} without a client secret`);
  const charge = intent.latest_charge;
  return {
    intentId: intent.id,
    clientSecret: intent.client_secret,
    status: INTENT_STATUS[intent.status] ?? 'processing',
    amount: intent.amount,
    amountReceived: intent.amount_received ?? 0,
    currency: 'gbp',
    metadata: { ...(intent.metadata ?? {}) },
    lastError: intent.last_payment_error?.message ?? null,
    chargeId: typeof charge === 'string' ? charge : (charge?.id ?? null),
  };
}

function toRefund(refund: Stripe.Refund): GatewayRefund {
  const status: GatewayRefund['status'] =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return { refundId: refund.id, status, amount: refund.amount };
}

function toTransfer(transfer: Stripe.Transfer): GatewayTransfer {
  // A Connect transfer moves balance between Stripe accounts at once; it can only be undone later
  // by a reversal (reported as the transfer.reversed webhook → 'transfer.failed').
  if (transfer.reversed)
    return { transferId: transfer.id, status: 'failed', failureReason: 'Transfer reversed' };
  return { transferId: transfer.id, status: 'paid', failureReason: null };
}

/** The bank details as Stripe takes them for a GB account (the sort code is the routing number). */
function bankAccountParams(bank: PayoutBankAccount) {
  return {
    object: 'bank_account' as const,
    country: 'GB',
    currency: STRIPE_CURRENCY,
    account_holder_name: bank.holderName,
    account_number: bank.accountNumber,
    routing_number: bank.sortCode.replace(/\D/g, ''),
  };
}

/** A connected account as the port sees it (exported for tests). */
export function toPayoutAccount(account: Stripe.Account): GatewayPayoutAccount {
  return {
    accountId: account.id,
    // Transfers, not `payouts_enabled`: a transfer is what the payout worker sends, and Stripe
    // refuses it until this capability is active.
    payoutsEnabled: account.capabilities?.transfers === 'active',
    requirementsDue: [...(account.requirements?.currently_due ?? [])],
  };
}

const EVENT_TYPES: Record<string, GatewayEvent['type']> = {
  'payment_intent.succeeded': 'payment_intent.succeeded',
  'payment_intent.payment_failed': 'payment_intent.payment_failed',
  'payment_intent.requires_action': 'payment_intent.requires_action',
  'payment_intent.canceled': 'payment_intent.canceled',
  'charge.refunded': 'charge.refunded',
  'transfer.created': 'transfer.created',
  // Stripe has no transfer.failed any more: a transfer that did not stick is reversed.
  'transfer.failed': 'transfer.failed',
  'transfer.reversed': 'transfer.failed',
  'account.updated': 'account.updated',
};

/** Maps a verified Stripe event to the port's GatewayEvent (exported for the webhook route's tests). */
export function toGatewayEvent(event: Stripe.Event): GatewayEvent {
  const object = (event.data?.object ?? {}) as { object?: string; id?: string; payment_intent?: unknown };
  const type = EVENT_TYPES[event.type] ?? 'other';
  const intentId =
    object.object === 'payment_intent'
      ? (object.id ?? null)
      : typeof object.payment_intent === 'string'
        ? object.payment_intent
        : object.payment_intent && typeof object.payment_intent === 'object'
          ? ((object.payment_intent as { id?: string }).id ?? null)
          : null;
  return {
    id: event.id,
    type,
    created: new Date(event.created * 1000),
    intentId,
    transferId: object.object === 'transfer' ? (object.id ?? null) : null,
    accountId: type === 'account.updated' && object.object === 'account' ? (object.id ?? null) : null,
    raw: event,
  };
}
