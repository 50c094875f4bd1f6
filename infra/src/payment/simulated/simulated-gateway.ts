import { randomBytes } from 'node:crypto';
import type { Clock } from '@esm/core/kernel/clock';
import type { Pence } from '@esm/core/money/pence';
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
import type pg from 'pg';
import type { Migration } from '../../postgres/migrate';
import { noSuchDestination } from '../transfer-refusals';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  type CardInput,
  checkCard,
  DECLINED_MESSAGE,
  NOT_A_TEST_CARD_MESSAGE,
  outcomeOf,
} from './simulated-cards';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

/** The gateway's own state, in its own schema, so `npm start` restarts keep every intent. */
export const simulatedGatewayMigrations: Migration[] = [
  {
    id: '0600_simulated_gateway',
    sql: `CREATE SCHEMA IF NOT EXISTS gw;
      CREATE TABLE gw.intents (
        id text PRIMARY KEY,
        client_secret text NOT NULL UNIQUE,
        idempotency_key text NOT NULL UNIQUE,
        status text NOT NULL,
        amount bigint NOT NULL,
        amount_received bigint NOT NULL DEFAULT 0,
        description text NOT NULL,
        metadata jsonb NOT NULL,
        last_error text,
        charge_id text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE TABLE gw.refunds (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        intent_id text NOT NULL REFERENCES gw.intents (id),
        amount bigint NOT NULL,
        reason text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE TABLE gw.transfers (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        amount bigint NOT NULL,
        destination text NOT NULL,
        metadata jsonb NOT NULL,
        created_at timestamptz NOT NULL
      );`,
  },
  {
    id: '0601_simulated_gateway_payout_accounts',
    // Only what a bank statement would show of the account: the numbers stay in the event store.
    sql: `CREATE TABLE gw.payout_accounts (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        provider_id text NOT NULL,
        holder_name text NOT NULL,
        account_last4 text NOT NULL,
        sort_code text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );`,
  },
];

/**
 * The sort code as a statement prints it, last two digits only: with the account's last four it
 * identifies the account to its owner, and the full numbers stay encrypted in the event store.
 */
const maskedSortCode = (sortCode: string) => `**-**-${sortCode.slice(-2)}`;

/** The browser's answer from the card form (SimulatedGatewayResult of the web contract). */
export interface SimulatedCardResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  message?: string;
}

export class SimulatedGatewayError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message);
    this.name = 'SimulatedGatewayError';
  }
}

/** Delivers a signed webhook to the platform's webhook route (in-process, the same handler). */
export type WebhookDelivery = (rawBody: string, signatureHeader: string) => Promise<void>;

/** Sees every webhook the gateway sends, as sent (tests capture and replay them). */
export type WebhookObserver = (webhook: { type: string; body: string; signature: string }) => void;

interface IntentRow {
  id: string;
  client_secret: string;
  status: GatewayIntentStatus;
  amount: string | number;
  amount_received: string | number;
  metadata: Record<string, string>;
  last_error: string | null;
  charge_id: string | null;
}

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const toIntent = (row: IntentRow): GatewayIntent => ({
  intentId: row.id,
  clientSecret: row.client_secret,
  status: row.status,
  amount: Number(row.amount),
  amountReceived: Number(row.amount_received),
  currency: 'gbp',
  metadata: row.metadata,
  lastError: row.last_error,
  chargeId: row.charge_id,
});

const GATEWAY_EVENT_TYPES = new Set<GatewayEvent['type']>([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'payment_intent.canceled',
  'charge.refunded',
  'transfer.created',
  'transfer.failed',
  'account.updated',
]);

/** A simulated account needs nothing from its provider: the bank details are all it takes. */
const readyAccount = (accountId: string): GatewayPayoutAccount => ({
  accountId,
  payoutsEnabled: true,
  requirementsDue: [],
});

/**
 * The built-in gateway (the default): behaves like Stripe's test mode. 4242 4242 4242 4242
 * succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for 3-D Secure first.
 * Outcomes are reported as Stripe-shaped, Stripe-signed webhooks to POST /api/stripe/webhook.
 * Refunds always succeed; transfers succeed to a payout account opened here (like Stripe, an
 * unknown destination is refused). Everything is recorded, keyed by its idempotency key.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly name = 'simulated' as const;
  readonly publishableKey = null;
  private delivery: WebhookDelivery | null = null;
  private readonly observers = new Set<WebhookObserver>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly webhookSecret: string,
    private readonly log: (message: string, error?: unknown) => void = () => {},
  ) {}

  /** Where webhooks go; set once the HTTP app exists. Without it outcomes are only re-read. */
  onWebhook(delivery: WebhookDelivery): void {
    this.delivery = delivery;
  }

  /** Calls `observer` with every webhook sent from now on (delivered or not); returns the way to stop. */
  observeWebhooks(observer: WebhookObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Resolves when every webhook sent so far has been delivered (tests, shutdown). */
  async drainWebhooks(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async createPaymentIntent(input: {
    amount: Pence;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<GatewayIntent> {
    const id = token('pi');
    const now = this.clock.now();
    await this.pool.query(
      `INSERT INTO gw.intents (id, client_secret, idempotency_key, status, amount, description, metadata, created_at, updated_at)
       VALUES ($1, $2, $3, 'requires_payment_method', $4, $5, $6, $7, $7)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        id,
        `${id}_secret_${randomBytes(12).toString('hex')}`,
        input.idempotencyKey,
        input.amount,
        input.description,
        input.metadata,
        now,
      ],
    );
    const { rows } = await this.pool.query<IntentRow>('SELECT * FROM gw.intents WHERE idempotency_key = $1', [
      input.idempotencyKey,
    ]);
    return toIntent(rows[0]!);
  }

  /**
   * A renewal off session: the card saved with the original intent is charged again. The card
   * form only ever lets a succeeded card through, so the saved card succeeds; an original that
   * never succeeded has no card to charge and the renewal is declined.
   */
  async chargeSavedPaymentMethod(input: {
    originalIntentId: string;
    amount: Pence;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<GatewayIntent> {
    const original = await this.retrievePaymentIntent(input.originalIntentId);
    const intent = await this.createPaymentIntent(input);
    // The same idempotency key again: the first attempt's answer stands.
    if (intent.status !== 'requires_payment_method' || intent.lastError) return intent;
    if (original.status === 'succeeded') await this.succeed(intent.intentId);
    else await this.fail(intent.intentId, DECLINED_MESSAGE);
    return this.retrievePaymentIntent(intent.intentId);
  }

  async retrievePaymentIntent(intentId: string): Promise<GatewayIntent> {
    const { rows } = await this.pool.query<IntentRow>('SELECT * FROM gw.intents WHERE id = $1', [intentId]);
    if (!rows[0]) throw new SimulatedGatewayError(`No such payment_intent: '${intentId}'`, 404);
    return toIntent(rows[0]);
  }

  async cancelPaymentIntent(intentId: string, _idempotencyKey: string): Promise<GatewayIntent> {
    const { rows } = await this.pool.query<IntentRow>(
      `UPDATE gw.intents SET status = 'canceled', updated_at = $2
       WHERE id = $1 AND status IN ('requires_payment_method', 'requires_confirmation', 'requires_action')
       RETURNING *`,
      [intentId, this.clock.now()],
    );
    if (rows[0]) {
      this.send('payment_intent.canceled', rows[0]);
      return toIntent(rows[0]);
    }
    // Already canceled (a repeat) or succeeded (too late to cancel): say what is true now.
    return this.retrievePaymentIntent(intentId);
  }

  async intentForClientSecret(clientSecret: string): Promise<GatewayIntent> {
    return toIntent(await this.byClientSecret(clientSecret));
  }

  /** The card form's "Pay" (POST /api/simulated-gateway/confirm). */
  async confirmCard(clientSecret: string, card: CardInput): Promise<SimulatedCardResult> {
    const row = await this.byClientSecret(clientSecret);
    const settled = this.settledResult(row);
    if (settled) return settled;
    if (row.status === 'requires_action') return { status: 'requires_action' };
    const invalid = checkCard(card, this.clock.now());
    if (invalid) return { status: 'failed', message: invalid };
    switch (outcomeOf(card.cardNumber)) {
      case 'succeeds':
        return this.succeed(row.id);
      case 'requires_authentication': {
        const updated = await this.update(row.id, "status = 'requires_action', last_error = NULL");
        if (!updated) return this.answerSettled(row.id);
        this.send('payment_intent.requires_action', updated);
        return { status: 'requires_action' };
      }
      case 'declined':
        return this.fail(row.id, DECLINED_MESSAGE);
      case 'not_a_test_card':
        return this.fail(row.id, NOT_A_TEST_CARD_MESSAGE);
    }
  }

  /** The 3-D Secure step (POST /api/simulated-gateway/authenticate): approve or deny. */
  async authenticate(clientSecret: string, approve: boolean): Promise<SimulatedCardResult> {
    const row = await this.byClientSecret(clientSecret);
    const settled = this.settledResult(row);
    if (settled) return settled;
    if (row.status !== 'requires_action') {
      return { status: 'failed', message: 'This payment does not need authentication.' };
    }
    return approve ? this.succeed(row.id) : this.fail(row.id, AUTHENTICATION_FAILED_MESSAGE);
  }

  async refund(input: {
    intentId: string;
    amount: Pence;
    idempotencyKey: string;
    reason: string;
  }): Promise<GatewayRefund> {
    const intent = await this.retrievePaymentIntent(input.intentId);
    if (intent.status !== 'succeeded') {
      throw new SimulatedGatewayError(`PaymentIntent ${input.intentId} has not been captured`, 409);
    }
    // The intent's row is locked while the refunds are summed, so racing refunds queue up and
    // together never exceed what was captured.
    const client = await this.pool.connect();
    let refunded = 0;
    let inserted = false;
    try {
      await client.query('BEGIN');
      await client.query('SELECT 1 FROM gw.intents WHERE id = $1 FOR UPDATE', [input.intentId]);
      const { rows: existing } = await client.query<{ id: string; amount: string }>(
        'SELECT id, amount FROM gw.refunds WHERE idempotency_key = $1',
        [input.idempotencyKey],
      );
      if (!existing[0]) {
        const { rows: sums } = await client.query<{ refunded: string }>(
          'SELECT coalesce(sum(amount), 0) AS refunded FROM gw.refunds WHERE intent_id = $1',
          [input.intentId],
        );
        refunded = Number(sums[0]?.refunded ?? 0) + input.amount;
        if (refunded > intent.amountReceived) {
          throw new SimulatedGatewayError('Refund amount is greater than the unrefunded amount', 400);
        }
        await client.query(
          `INSERT INTO gw.refunds (id, idempotency_key, intent_id, amount, reason, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [token('re'), input.idempotencyKey, input.intentId, input.amount, input.reason, this.clock.now()],
        );
        inserted = true;
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    if (inserted) {
      // Like Stripe: charge.refunded carries the charge, with its intent and the total refunded.
      this.sendObject('charge.refunded', {
        id: intent.chargeId ?? `ch_${intent.intentId}`,
        object: 'charge',
        amount: intent.amountReceived,
        amount_refunded: refunded,
        currency: intent.currency,
        payment_intent: intent.intentId,
        refunded: refunded >= intent.amountReceived,
        metadata: intent.metadata,
      });
    }
    const { rows } = await this.pool.query<{ id: string; amount: string }>(
      'SELECT id, amount FROM gw.refunds WHERE idempotency_key = $1',
      [input.idempotencyKey],
    );
    return { refundId: rows[0]!.id, status: 'succeeded', amount: Number(rows[0]!.amount) };
  }

  async transfer(input: {
    amount: Pence;
    destination: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<GatewayTransfer> {
    const account = await this.pool.query('SELECT 1 FROM gw.payout_accounts WHERE id = $1', [
      input.destination,
    ]);
    if (!account.rowCount)
      return { transferId: '', status: 'failed', failureReason: noSuchDestination(input.destination) };
    const inserted = await this.pool.query(
      `INSERT INTO gw.transfers (id, idempotency_key, amount, destination, metadata, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING`,
      [token('tr'), input.idempotencyKey, input.amount, input.destination, input.metadata, this.clock.now()],
    );
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id FROM gw.transfers WHERE idempotency_key = $1',
      [input.idempotencyKey],
    );
    if (inserted.rowCount) {
      this.sendObject('transfer.created', {
        id: rows[0]!.id,
        object: 'transfer',
        amount: input.amount,
        currency: 'gbp',
        destination: input.destination,
        metadata: input.metadata,
        reversed: false,
      });
    }
    return { transferId: rows[0]!.id, status: 'paid', failureReason: null };
  }

  async openPayoutAccount(input: {
    providerId: string;
    bank: PayoutBankAccount;
    idempotencyKey: string;
  }): Promise<GatewayPayoutAccount> {
    const now = this.clock.now();
    await this.pool.query(
      `INSERT INTO gw.payout_accounts
         (id, idempotency_key, provider_id, holder_name, account_last4, sort_code, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        token('acct_sim'),
        input.idempotencyKey,
        input.providerId,
        input.bank.holderName,
        input.bank.accountNumber.slice(-4),
        maskedSortCode(input.bank.sortCode),
        now,
      ],
    );
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id FROM gw.payout_accounts WHERE idempotency_key = $1',
      [input.idempotencyKey],
    );
    return readyAccount(rows[0]!.id);
  }

  async replacePayoutBankAccount(input: {
    accountId: string;
    bank: PayoutBankAccount;
  }): Promise<GatewayPayoutAccount> {
    const updated = await this.pool.query(
      `UPDATE gw.payout_accounts SET holder_name = $2, account_last4 = $3, sort_code = $4, updated_at = $5
       WHERE id = $1`,
      [
        input.accountId,
        input.bank.holderName,
        input.bank.accountNumber.slice(-4),
        maskedSortCode(input.bank.sortCode),
        this.clock.now(),
      ],
    );
    if (!updated.rowCount) throw new Error(`No such account: '${input.accountId}'`);
    return readyAccount(input.accountId);
  }

  async retrievePayoutAccount(accountId: string): Promise<GatewayPayoutAccount> {
    const found = await this.pool.query('SELECT 1 FROM gw.payout_accounts WHERE id = $1', [accountId]);
    if (!found.rowCount) throw new Error(`No such account: '${accountId}'`);
    return readyAccount(accountId);
  }

  async createPayoutOnboardingLink(): Promise<string | null> {
    return null;
  }

  verifyWebhook(rawBody: string, signatureHeader: string): GatewayEvent {
    verifyWebhookSignature(rawBody, signatureHeader, this.webhookSecret, this.clock.now());
    const event = JSON.parse(rawBody) as {
      id: string;
      type: string;
      created: number;
      data: { object: { id?: string; object?: string; payment_intent?: string | null } };
    };
    const object = event.data?.object ?? {};
    const type = GATEWAY_EVENT_TYPES.has(event.type as GatewayEvent['type'])
      ? (event.type as GatewayEvent['type'])
      : 'other';
    return {
      id: event.id,
      type,
      created: new Date(event.created * 1000),
      // A charge's events (charge.refunded) name their intent, as Stripe's do.
      intentId: object.object === 'payment_intent' ? (object.id ?? null) : (object.payment_intent ?? null),
      transferId: object.object === 'transfer' ? (object.id ?? null) : null,
      accountId: object.object === 'account' ? (object.id ?? null) : null,
      raw: event,
    };
  }

  /** A Stripe-shaped event body for an intent, signed with the webhook secret (also for tests). */
  signedEvent(
    type: string,
    intent: GatewayIntent,
    eventId = token('evt'),
  ): { body: string; signature: string } {
    return this.signedObjectEvent(
      type,
      {
        id: intent.intentId,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: intent.amountReceived,
        currency: intent.currency,
        status: intent.status,
        metadata: intent.metadata,
        latest_charge: intent.chargeId,
        last_payment_error: intent.lastError ? { message: intent.lastError, type: 'card_error' } : null,
      },
      eventId,
    );
  }

  /** A Stripe-shaped event body about any object (charge, transfer), signed with the webhook secret. */
  signedObjectEvent(
    type: string,
    object: { id: string; object: string } & Record<string, unknown>,
    eventId = token('evt'),
  ): { body: string; signature: string } {
    const now = this.clock.now();
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-27',
      type,
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
      data: { object },
    });
    return { body, signature: signWebhook(body, this.webhookSecret, now) };
  }

  private async byClientSecret(clientSecret: string): Promise<IntentRow> {
    const { rows } = await this.pool.query<IntentRow>('SELECT * FROM gw.intents WHERE client_secret = $1', [
      clientSecret,
    ]);
    if (!rows[0])
      throw new SimulatedGatewayError('This payment could not be found. Please start again.', 404);
    return rows[0];
  }

  private settledResult(row: IntentRow): SimulatedCardResult | null {
    if (row.status === 'succeeded') return { status: 'succeeded' };
    if (row.status === 'canceled') {
      return {
        status: 'failed',
        message: 'This payment has expired because the 15-minute hold ended. Please start checkout again.',
      };
    }
    return null;
  }

  private async succeed(intentId: string): Promise<SimulatedCardResult> {
    const updated = await this.update(
      intentId,
      "status = 'succeeded', amount_received = amount, last_error = NULL, charge_id = $3",
      [token('ch')],
    );
    if (!updated) return this.answerSettled(intentId);
    this.send('payment_intent.succeeded', updated);
    return { status: 'succeeded' };
  }

  /** Like Stripe, a declined attempt leaves the intent open for another card. */
  private async fail(intentId: string, message: string): Promise<SimulatedCardResult> {
    const updated = await this.update(intentId, "status = 'requires_payment_method', last_error = $3", [
      message,
    ]);
    if (!updated) return this.answerSettled(intentId);
    this.send('payment_intent.payment_failed', updated);
    return { status: 'failed', message };
  }

  /**
   * Changes an intent only while it is still open: the row is re-checked inside the UPDATE, so of
   * two confirmations racing on one intent a decline can never overwrite a payment that succeeded
   * in between (nor reopen a cancelled one). Null when the intent was settled meanwhile.
   */
  private async update(intentId: string, set: string, values: unknown[] = []): Promise<IntentRow | null> {
    const { rows } = await this.pool.query<IntentRow>(
      `UPDATE gw.intents SET ${set}, updated_at = $2
       WHERE id = $1 AND status IN ('requires_payment_method', 'requires_confirmation', 'requires_action')
       RETURNING *`,
      [intentId, this.clock.now(), ...values],
    );
    return rows[0] ?? null;
  }

  /** What a confirmation that lost the race is told: the outcome that won. */
  private async answerSettled(intentId: string): Promise<SimulatedCardResult> {
    const { rows } = await this.pool.query<IntentRow>('SELECT * FROM gw.intents WHERE id = $1', [intentId]);
    return this.settledResult(rows[0]!) ?? { status: 'failed', message: DECLINED_MESSAGE };
  }

  /** Webhooks are sent after the answer, as Stripe does: the platform must not depend on their timing. */
  private send(type: string, row: IntentRow): void {
    this.deliver(type, this.signedEvent(type, toIntent(row)));
  }

  private sendObject(type: string, object: { id: string; object: string } & Record<string, unknown>): void {
    this.deliver(type, this.signedObjectEvent(type, object));
  }

  private deliver(type: string, { body, signature }: { body: string; signature: string }): void {
    for (const observe of this.observers) observe({ type, body, signature });
    const delivery = this.delivery;
    if (!delivery) return;
    const sending: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => delivery(body, signature))
      .catch((error: unknown) => this.log(`simulated gateway: webhook ${type} not delivered`, error))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }
}
