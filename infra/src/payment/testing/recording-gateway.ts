import type { Pence } from '@esm/core/money/pence';
import type {
  GatewayEvent,
  GatewayIntent,
  GatewayPayoutAccount,
  GatewayRefund,
  GatewayTransfer,
  PaymentGateway,
  PayoutBankAccount,
} from '@esm/core/payment/gateway';
import { noSuchDestination, TRANSFERS_NOT_ENABLED } from '../transfer-refusals';

export interface RecordedRefund {
  refundId: string;
  intentId: string;
  amount: Pence;
  idempotencyKey: string;
  reason: string;
}

export interface RecordedPayoutAccount extends GatewayPayoutAccount {
  providerId: string;
  /** The bank account payouts land in now (the latest given). */
  bank: PayoutBankAccount;
}

export interface RecordedTransfer {
  transferId: string;
  amount: Pence;
  destination: string;
  idempotencyKey: string;
  status: GatewayTransfer['status'];
  failureReason: string | null;
  metadata: Record<string, string>;
}

/**
 * An in-memory gateway for tests of the money that moves after payment: it records every refund
 * and transfer and every payout account it opens, honours idempotency keys the way Stripe does (the same key answers with the first
 * result and moves nothing twice), and can be told to fail the next transfers. Tests of boosts
 * and plans play the card form with succeed() and decline() and can decline renewals.
 */
export class RecordingGateway implements PaymentGateway {
  readonly name = 'simulated' as const;
  readonly publishableKey = null;
  readonly refunds: RecordedRefund[] = [];
  /** Every transfer call that reached the gateway, failed ones included. */
  readonly transfers: RecordedTransfer[] = [];
  /** Payout accounts by id; a transfer to any other destination fails, as at Stripe. */
  readonly payoutAccounts = new Map<string, RecordedPayoutAccount>();
  /** New payout accounts open with these requirements due and payouts disabled (Stripe onboarding). */
  accountRequirements: string[] = [];
  private readonly intents = new Map<string, GatewayIntent>();
  private readonly byKey = new Map<string, unknown>();
  private failuresToGive = 0;
  private failureReason = 'The receiving bank rejected the transfer.';
  private failOnly: ((metadata: Record<string, string>) => boolean) | null = null;
  private counter = 0;
  /** Renewals of boosts and plans (chargeSavedPaymentMethod) are declined while this is set. */
  declineRenewals = false;

  /** The next `times` transfers (with new idempotency keys; only those `only` picks) fail with `reason`. */
  failTransfers(
    times: number,
    options: { reason?: string; only?: (metadata: Record<string, string>) => boolean } = {},
  ): void {
    this.failuresToGive = times;
    this.failureReason = options.reason ?? this.failureReason;
    this.failOnly = options.only ?? null;
  }

  /** Transfers that paid, i.e. money that reached providers. */
  paidTransfers(bookingId?: string): RecordedTransfer[] {
    return this.transfers.filter(
      (t) => t.status === 'paid' && (bookingId === undefined || t.metadata.bookingId === bookingId),
    );
  }

  /** Refunds made against one payment intent. */
  refundsOf(intentId: string): RecordedRefund[] {
    return this.refunds.filter((r) => r.intentId === intentId);
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_rec_${this.counter}`;
  }

  private once<T>(key: string, make: () => T): T {
    if (this.byKey.has(key)) return this.byKey.get(key) as T;
    const result = make();
    this.byKey.set(key, result);
    return result;
  }

  async createPaymentIntent(input: {
    amount: Pence;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<GatewayIntent> {
    return this.once(`intent:${input.idempotencyKey}`, () => {
      const intentId = this.id('pi');
      const intent: GatewayIntent = {
        intentId,
        clientSecret: `${intentId}_secret`,
        status: 'requires_payment_method',
        amount: input.amount,
        amountReceived: 0,
        currency: 'gbp',
        metadata: input.metadata,
        lastError: null,
        chargeId: null,
      };
      this.intents.set(intentId, intent);
      return intent;
    });
  }

  /** A renewal: succeeds when the original intent did (its card is the saved one). */
  async chargeSavedPaymentMethod(input: {
    originalIntentId: string;
    amount: Pence;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<GatewayIntent> {
    const original = this.intents.get(input.originalIntentId);
    const intent = await this.createPaymentIntent(input);
    if (intent.status === 'requires_payment_method' && !intent.lastError) {
      if (original?.status === 'succeeded' && !this.declineRenewals) this.succeed(intent.intentId);
      else this.decline(intent.intentId);
    }
    return intent;
  }

  /** What the card form does with 4242 4242 4242 4242. */
  succeed(intentId: string): GatewayIntent {
    const intent = this.mustGet(intentId);
    intent.status = 'succeeded';
    intent.amountReceived = intent.amount;
    intent.chargeId = this.id('ch');
    intent.lastError = null;
    return intent;
  }

  /** What the card form does with 4000 0000 0000 0002. */
  decline(intentId: string): GatewayIntent {
    const intent = this.mustGet(intentId);
    intent.status = 'requires_payment_method';
    intent.lastError = 'Your card was declined.';
    return intent;
  }

  private mustGet(intentId: string): GatewayIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`No such payment intent: ${intentId}`);
    return intent;
  }

  async retrievePaymentIntent(intentId: string): Promise<GatewayIntent> {
    return this.mustGet(intentId);
  }

  async cancelPaymentIntent(intentId: string): Promise<GatewayIntent> {
    const intent = await this.retrievePaymentIntent(intentId);
    intent.status = 'canceled';
    return intent;
  }

  async refund(input: {
    intentId: string;
    amount: Pence;
    idempotencyKey: string;
    reason: string;
  }): Promise<GatewayRefund> {
    return this.once(`refund:${input.idempotencyKey}`, () => {
      const refundId = this.id('re');
      this.refunds.push({
        refundId,
        intentId: input.intentId,
        amount: input.amount,
        idempotencyKey: input.idempotencyKey,
        reason: input.reason,
      });
      return { refundId, status: 'succeeded' as const, amount: input.amount };
    });
  }

  async openPayoutAccount(input: {
    providerId: string;
    email: string;
    businessName: string;
    bank: PayoutBankAccount;
    idempotencyKey: string;
  }): Promise<GatewayPayoutAccount> {
    return this.once(`account:${input.idempotencyKey}`, () => {
      const account: RecordedPayoutAccount = {
        accountId: this.id('acct'),
        payoutsEnabled: this.accountRequirements.length === 0,
        requirementsDue: [...this.accountRequirements],
        providerId: input.providerId,
        bank: input.bank,
      };
      this.payoutAccounts.set(account.accountId, account);
      return this.statusOf(account);
    });
  }

  async replacePayoutBankAccount(input: {
    accountId: string;
    bank: PayoutBankAccount;
    idempotencyKey: string;
  }): Promise<GatewayPayoutAccount> {
    const account = this.mustGetAccount(input.accountId);
    account.bank = input.bank;
    return this.statusOf(account);
  }

  async retrievePayoutAccount(accountId: string): Promise<GatewayPayoutAccount> {
    return this.statusOf(this.mustGetAccount(accountId));
  }

  async createPayoutOnboardingLink(input: { accountId: string; returnUrl: string }): Promise<string | null> {
    const account = this.mustGetAccount(input.accountId);
    return account.payoutsEnabled ? null : `https://connect.recording.test/onboarding/${account.accountId}`;
  }

  /** What the provider does on the gateway's onboarding page. */
  completeOnboarding(accountId: string): void {
    const account = this.mustGetAccount(accountId);
    account.payoutsEnabled = true;
    account.requirementsDue = [];
  }

  private mustGetAccount(accountId: string): RecordedPayoutAccount {
    const account = this.payoutAccounts.get(accountId);
    if (!account) throw new Error(`No such account: '${accountId}'`);
    return account;
  }

  private statusOf(account: RecordedPayoutAccount): GatewayPayoutAccount {
    const { accountId, payoutsEnabled, requirementsDue } = account;
    return { accountId, payoutsEnabled, requirementsDue: [...requirementsDue] };
  }

  async transfer(input: {
    amount: Pence;
    destination: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<GatewayTransfer> {
    return this.once(`transfer:${input.idempotencyKey}`, () => {
      const account = this.payoutAccounts.get(input.destination);
      const failing = this.failuresToGive > 0 && (this.failOnly?.(input.metadata) ?? true);
      if (failing) this.failuresToGive -= 1;
      const transferId = this.id('tr');
      const refusal = !account
        ? noSuchDestination(input.destination)
        : !account.payoutsEnabled
          ? TRANSFERS_NOT_ENABLED
          : failing
            ? this.failureReason
            : null;
      const status = refusal ? ('failed' as const) : ('paid' as const);
      const failureReason = refusal;
      this.transfers.push({
        transferId,
        amount: input.amount,
        destination: input.destination,
        idempotencyKey: input.idempotencyKey,
        status,
        failureReason,
        metadata: input.metadata,
      });
      return { transferId, status, failureReason };
    });
  }

  verifyWebhook(): GatewayEvent {
    throw new Error('The recording gateway sends no webhooks');
  }
}
