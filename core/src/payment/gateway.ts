import type { Pence } from '../money/pence';

/**
 * The payment-gateway port. Adapters: Stripe (the `stripe` SDK, when STRIPE_SECRET_KEY
 * is set) and the built-in simulated gateway (the default) that behaves like Stripe's test mode.
 * Amounts are pence; every call that moves money carries an idempotency key, so a retry never
 * charges, refunds or pays out twice.
 */
export type GatewayIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface GatewayIntent {
  intentId: string;
  clientSecret: string;
  status: GatewayIntentStatus;
  amount: Pence;
  amountReceived: Pence;
  currency: 'gbp';
  metadata: Record<string, string>;
  /** The card network's message when the last attempt failed (e.g. "Your card was declined."). */
  lastError: string | null;
  chargeId: string | null;
}

export interface GatewayRefund {
  refundId: string;
  status: 'succeeded' | 'pending' | 'failed';
  amount: Pence;
}

export interface GatewayTransfer {
  transferId: string;
  status: 'paid' | 'pending' | 'failed';
  failureReason: string | null;
}

/**
 * A provider's account at the gateway, which payouts are transferred to: a Stripe Connect
 * connected account (acct_…), or the simulated gateway's own record of the bank account.
 */
export interface GatewayPayoutAccount {
  accountId: string;
  /** It can receive transfers now (Stripe: the account's `transfers` capability is active). */
  payoutsEnabled: boolean;
  /** What the gateway still needs from the provider first (Stripe: requirements.currently_due). */
  requirementsDue: string[];
}

/** The UK bank account payouts land in (rules already checked). */
export interface PayoutBankAccount {
  holderName: string;
  accountNumber: string;
  sortCode: string;
}

/** A verified webhook: the gateway's own event id (the dedupe key) and what it is about. */
export interface GatewayEvent {
  id: string;
  type:
    | 'payment_intent.succeeded'
    | 'payment_intent.payment_failed'
    | 'payment_intent.requires_action'
    | 'payment_intent.canceled'
    | 'charge.refunded'
    | 'transfer.created'
    | 'transfer.failed'
    | 'account.updated'
    | 'other';
  created: Date;
  intentId: string | null;
  transferId: string | null;
  /** The payout account an `account.updated` is about. */
  accountId: string | null;
  /** The object as the gateway sent it, for the audit trail. */
  raw: unknown;
}

export interface PaymentGateway {
  readonly name: 'simulated' | 'stripe';
  /** What the browser needs to show the card form (Stripe's publishable key; null when simulated). */
  readonly publishableKey: string | null;
  createPaymentIntent(input: {
    amount: Pence;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<GatewayIntent>;
  /**
   * Charges the card saved with an earlier, succeeded intent again, off session: the monthly
   * renewal of a boost or a plan ("monthly auto-billing"). The answer is final (succeeded
   * or not); the same idempotency key never charges twice.
   */
  chargeSavedPaymentMethod(input: {
    originalIntentId: string;
    amount: Pence;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<GatewayIntent>;
  /** Re-reads the intent: webhooks say something happened, this says what is true now. */
  retrievePaymentIntent(intentId: string): Promise<GatewayIntent>;
  cancelPaymentIntent(intentId: string, idempotencyKey: string): Promise<GatewayIntent>;
  refund(input: {
    intentId: string;
    amount: Pence;
    idempotencyKey: string;
    reason: string;
  }): Promise<GatewayRefund>;
  /** Pays a provider (Stripe Connect transfer, or the simulated bank rail). */
  transfer(input: {
    amount: Pence;
    destination: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<GatewayTransfer>;
  /**
   * Opens the provider's payout account with their bank account as its destination. The same
   * idempotency key opens it once (a retried job gets the same account back).
   */
  openPayoutAccount(input: {
    providerId: string;
    email: string;
    businessName: string;
    bank: PayoutBankAccount;
    idempotencyKey: string;
  }): Promise<GatewayPayoutAccount>;
  /** Makes new bank details the account's destination for payouts (the old one is no longer paid). */
  replacePayoutBankAccount(input: {
    accountId: string;
    bank: PayoutBankAccount;
    idempotencyKey: string;
  }): Promise<GatewayPayoutAccount>;
  retrievePayoutAccount(accountId: string): Promise<GatewayPayoutAccount>;
  /**
   * A one-time link to the gateway's hosted page where the provider gives what requirementsDue
   * lists (identity, terms of service); null when the gateway needs nothing more (simulated).
   */
  createPayoutOnboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<string | null>;
  /** Checks the signature and parses the body; throws on a bad or stale signature. */
  verifyWebhook(rawBody: string, signatureHeader: string): GatewayEvent;
}
