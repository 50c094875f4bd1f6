import { randomUUID } from 'node:crypto';
import type { Pence } from '../../money/pence';
import type { GatewayEvent, GatewayIntent, GatewayRefund, GatewayTransfer, PaymentGateway } from '../gateway';

/**
 * An in-memory payment gateway for tests and for wiring until the simulated gateway is merged.
 * Intents start as requires_payment_method; a test settles them with `succeed`/`decline` (what a
 * card form would do). Off-session renewals succeed unless `declineRenewals` is set. Idempotency
 * keys return the first answer again, like Stripe.
 */
export class FakePaymentGateway implements PaymentGateway {
  readonly name = 'simulated' as const;
  readonly publishableKey = null;
  readonly intents = new Map<string, GatewayIntent>();
  private readonly byKey = new Map<string, string>();
  /** When true, every off-session charge is declined (a card that expired since the first month). */
  declineRenewals = false;

  async createPaymentIntent(input: {
    amount: Pence;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<GatewayIntent> {
    const existing = this.byKey.get(input.idempotencyKey);
    if (existing) return { ...this.intents.get(existing)! };
    const intentId = `pi_fake_${randomUUID().replaceAll('-', '')}`;
    const intent: GatewayIntent = {
      intentId,
      clientSecret: `${intentId}_secret_${randomUUID().slice(0, 8)}`,
      status: 'requires_payment_method',
      amount: input.amount,
      amountReceived: 0,
      currency: 'gbp',
      metadata: { ...input.metadata },
      lastError: null,
      chargeId: null,
    };
    this.intents.set(intentId, intent);
    this.byKey.set(input.idempotencyKey, intentId);
    return { ...intent };
  }

  async chargeSavedPaymentMethod(input: {
    originalIntentId: string;
    amount: Pence;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<GatewayIntent> {
    const existing = this.byKey.get(input.idempotencyKey);
    if (existing) return { ...this.intents.get(existing)! };
    const original = this.intents.get(input.originalIntentId);
    const intent = await this.createPaymentIntent(input);
    if (original?.status === 'succeeded' && !this.declineRenewals) this.succeed(intent.intentId);
    else this.decline(intent.intentId);
    return { ...this.intents.get(intent.intentId)! };
  }

  /** The card form's success (4242 4242 4242 4242). */
  succeed(intentId: string): GatewayIntent {
    const intent = this.mustGet(intentId);
    intent.status = 'succeeded';
    intent.amountReceived = intent.amount;
    intent.chargeId = `ch_fake_${intentId.slice(8)}`;
    intent.lastError = null;
    return { ...intent };
  }

  /** The card form's decline (4000 0000 0000 0002). */
  decline(intentId: string): GatewayIntent {
    const intent = this.mustGet(intentId);
    intent.status = 'requires_payment_method';
    intent.lastError = 'Your card was declined.';
    return { ...intent };
  }

  intentOfSecret(clientSecret: string): GatewayIntent | undefined {
    return [...this.intents.values()].find((i) => i.clientSecret === clientSecret);
  }

  async retrievePaymentIntent(intentId: string): Promise<GatewayIntent> {
    return { ...this.mustGet(intentId) };
  }

  async cancelPaymentIntent(intentId: string): Promise<GatewayIntent> {
    const intent = this.mustGet(intentId);
    if (intent.status !== 'succeeded') intent.status = 'canceled';
    return { ...intent };
  }

  async refund(input: { intentId: string; amount: Pence; idempotencyKey: string }): Promise<GatewayRefund> {
    return { refundId: `re_fake_${input.idempotencyKey}`, status: 'succeeded', amount: input.amount };
  }

  async transfer(input: { idempotencyKey: string }): Promise<GatewayTransfer> {
    return { transferId: `tr_fake_${input.idempotencyKey}`, status: 'paid', failureReason: null };
  }

  verifyWebhook(): GatewayEvent {
    throw new Error('The fake gateway sends no webhooks');
  }

  private mustGet(intentId: string): GatewayIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`No such payment intent: ${intentId}`);
    return intent;
  }
}
