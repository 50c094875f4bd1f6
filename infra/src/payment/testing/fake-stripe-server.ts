import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { noSuchDestination, TRANSFERS_NOT_ENABLED } from '../transfer-refusals';

/**
 * A local HTTP server that answers like api.stripe.com for the parts the platform uses:
 * PaymentIntents (create, retrieve, confirm, cancel), refunds, Connect transfers and the
 * connected accounts they are paid to (create, retrieve, add a bank account, onboarding links), with
 * Stripe's form-encoded requests, JSON objects, error bodies and Idempotency-Key semantics (same
 * key + same parameters replays the first answer; same key + other parameters is Stripe's 400
 * idempotency_error). The Stripe SDK talks to it through its host/port/protocol options.
 *
 * Test controls: failNext(n, status) answers the next n requests with 500/429 before they run
 * (so the SDK's network retries are exercised and counted), test payment methods (pm_card_visa,
 * pm_card_chargeDeclined, pm_card_insufficientFunds, pm_card_authenticationRequired) decide
 * confirmations, completeAuthentication() finishes a 3-D Secure step, accountsNeedOnboarding /
 * setAccountsNeedOnboarding() open accounts that cannot receive transfers until
 * completeOnboarding() (or a GET of their onboarding link), and every state change is recorded as
 * a Stripe event, optionally POSTed signed (Stripe-Signature) to a webhook URL.
 */

export type Params = { [key: string]: Param };
export type Param = string | Params | Param[];

type StripeObject = Record<string, unknown> & { id: string; object: string };

interface PaymentIntentObject extends StripeObject {
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  status: string;
  client_secret: string;
  currency: string;
  metadata: Record<string, string>;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  payment_method: string | null;
}

export interface BankAccountObject extends StripeObject {
  object: 'bank_account';
  account: string;
  account_holder_name: string | null;
  country: string;
  currency: string;
  default_for_currency: boolean;
  /** Like Stripe, only the last four digits of the account number are kept. */
  last4: string;
  routing_number: string;
}

export interface AccountObject extends StripeObject {
  object: 'account';
  /** Capability name → 'active' | 'inactive' | 'pending' (only the requested ones). */
  capabilities: Record<string, string>;
  details_submitted: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
    disabled_reason: string | null;
  };
  external_accounts: {
    object: 'list';
    data: BankAccountObject[];
    has_more: boolean;
    total_count: number;
    url: string;
  };
  tos_acceptance: { date: number | null; ip: string | null; service_agreement: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The form-decoded body (query for GET), as the handler saw it. */
  params: Params;
  status: number;
  /** True when the answer was replayed from the idempotency store. */
  replayed: boolean;
}

export interface StripeEventObject extends StripeObject {
  object: 'event';
  /** Set on Connect events: the connected account the event is about. */
  account?: string;
  type: string;
  created: number;
  data: { object: StripeObject };
}

export interface FakeStripeServerOptions {
  /** When set, every event is POSTed here, signed with webhookSecret like Stripe does. */
  webhookUrl?: string;
  webhookSecret?: string;
  /**
   * Where events about connected accounts (account.updated …) go, signed with
   * connectWebhookSecret: Stripe's Connect endpoint. Default: webhookUrl and webhookSecret, as with
   * `stripe listen --forward-connect-to` pointing at the same route.
   */
  connectWebhookUrl?: string;
  connectWebhookSecret?: string;
  /** Seconds since the epoch for `created` and webhook signatures (tests inject a clock). */
  now?: () => number;
  /**
   * New connected accounts open with the transfers capability inactive and ONBOARDING_REQUIREMENTS
   * due, as real Stripe accounts do. Default false: they open ready, so payout flows just work.
   */
  accountsNeedOnboarding?: boolean;
}

/** What a new account owes when accountsNeedOnboarding is on (a subset of a GB individual's list). */
export const ONBOARDING_REQUIREMENTS = [
  'business_type',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

interface ApiError {
  status: number;
  body: { error: Record<string, unknown> };
  /** Errors Stripe raises before executing (auth, injected outages) are not kept for replay. */
  store: boolean;
}

const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_visa_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_insufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: {
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
  },
};
const NEEDS_AUTHENTICATION = new Set(['pm_card_authenticationRequired', 'pm_card_threeDSecure2Required']);
const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);
const MINIMUM_GBP = 30;

export class FakeStripeServer {
  readonly intents = new Map<string, PaymentIntentObject>();
  readonly refunds = new Map<string, StripeObject & { amount: number; payment_intent: string }>();
  readonly transfers = new Map<string, StripeObject & { amount: number; destination: string }>();
  readonly accounts = new Map<string, AccountObject>();
  readonly events: StripeEventObject[] = [];
  readonly requests: RecordedRequest[] = [];
  /** Webhook deliveries that failed (the receiver answered non-2xx or was unreachable). */
  readonly webhookFailures: Array<{ eventId: string; error: string }> = [];

  private readonly server: Server;
  private readonly idempotency = new Map<
    string,
    { fingerprint: string; status: number; body: unknown; headers: Record<string, string> }
  >();
  private readonly pendingDeliveries = new Set<Promise<void>>();
  private failures: Array<{ status: number; afterExecution: boolean }> = [];
  private sequence = 0;
  private readonly now: () => number;

  constructor(private readonly options: FakeStripeServerOptions = {}) {
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000));
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  }

  /** Starts listening on 127.0.0.1 (a free port unless one is given). */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    return this;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The config fields that point the Stripe SDK (and createStripeGateway) at this server. */
  get sdkConfig(): { stripeApiHost: string; stripeApiPort: number; stripeApiProtocol: 'http' } {
    return { stripeApiHost: '127.0.0.1', stripeApiPort: this.port, stripeApiProtocol: 'http' };
  }

  async stop(): Promise<void> {
    await this.flushWebhooks();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /**
   * The next `count` requests are answered with this status. By default the request does not run
   * (an outage in front of Stripe); with afterExecution it runs and its answer is stored for the
   * idempotency key, but the client gets the error (the response was lost on the way back).
   */
  failNext(count: number, status: 500 | 503 | 429 = 500, options: { afterExecution?: boolean } = {}): void {
    for (let i = 0; i < count; i++)
      this.failures.push({ status, afterExecution: options.afterExecution ?? false });
  }

  /** Points webhook deliveries at `url` (a platform started after this server knows its port only then). */
  deliverWebhooksTo(url: string): void {
    this.options.webhookUrl = url;
  }

  /** From now on, new connected accounts open needing onboarding (or ready, with false). */
  setAccountsNeedOnboarding(needed = true): void {
    this.options.accountsNeedOnboarding = needed;
  }

  /**
   * Does what the provider does on Stripe's onboarding page: the requested capabilities become
   * active, nothing is due any more, and account.updated is sent.
   */
  completeOnboarding(accountId: string): AccountObject {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`No such account: ${accountId}`);
    for (const capability of Object.keys(account.capabilities)) account.capabilities[capability] = 'active';
    account.requirements = emptyRequirements();
    account.details_submitted = true;
    account.payouts_enabled = true;
    account.tos_acceptance.date ??= this.now();
    account.tos_acceptance.ip ??= '127.0.0.1';
    this.emit('account.updated', account, undefined, account.id);
    return account;
  }

  /** How many requests reached the server for this method and path prefix. */
  requestCount(method: string, pathPrefix: string): number {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)).length;
  }

  /** Finishes the 3-D Secure step of an intent in requires_action, as the customer's bank would. */
  completeAuthentication(intentId: string, outcome: 'succeed' | 'fail' = 'succeed'): PaymentIntentObject {
    const intent = this.intents.get(intentId);
    if (intent?.status !== 'requires_action')
      throw new Error(`${intentId} is not waiting for authentication`);
    if (outcome === 'succeed') this.succeed(intent);
    else {
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      this.emit('payment_intent.payment_failed', intent);
    }
    return intent;
  }

  /** Waits until every webhook POST started so far has been answered. */
  async flushWebhooks(): Promise<void> {
    while (this.pendingDeliveries.size > 0) await Promise.all([...this.pendingDeliveries]);
  }

  // -------------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
    const keyHeader = req.headers['idempotency-key'];
    const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : null;
    const record = (status: number, replayed: boolean) =>
      this.requests.push({ method, path: url.pathname, idempotencyKey, params, status, replayed });

    // The hosted onboarding page is opened by the provider's browser: no API key, no API outage.
    const onboarding = /^\/connect\/onboarding\/([^/]+)$/.exec(url.pathname);
    if (onboarding && method === 'GET') {
      const status = this.finishOnboardingPage(onboarding[1] as string, url.searchParams, res);
      record(status, false);
      return;
    }

    const injected = this.failures.shift();
    if (injected?.afterExecution) {
      this.failures.unshift(injected);
    } else if (injected) {
      const error =
        injected.status === 429
          ? apiError(429, 'rate_limit_error', 'Request rate limit exceeded.', { code: 'rate_limit' })
          : apiError(injected.status, 'api_error', 'An unknown error occurred (injected by the fake).');
      // Like Stripe for lock timeouts and outages: the request did not run; retrying is safe.
      record(error.status, false);
      return send(res, error.status, error.body, { 'Stripe-Should-Retry': 'true' });
    }

    const apiKey = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!apiKey || !/^(sk|rk|pk)_test_/.test(apiKey)) {
      const error = apiError(
        401,
        'invalid_request_error',
        apiKey ? `Invalid API Key provided: ${apiKey.slice(0, 8)}****` : 'You did not provide an API key.',
      );
      record(401, false);
      return send(res, 401, error.body);
    }

    if (method === 'POST' && idempotencyKey) {
      const fingerprint = `${method} ${url.pathname} ${canonical(params)}`;
      const stored = this.idempotency.get(idempotencyKey);
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          const error = apiError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
          record(400, false);
          return send(res, 400, error.body);
        }
        record(stored.status, true);
        return send(res, stored.status, stored.body, { ...stored.headers, 'Idempotent-Replayed': 'true' });
      }
      const answer = this.route(method, url.pathname, params, idempotencyKey);
      if (answer.store)
        this.idempotency.set(idempotencyKey, {
          fingerprint,
          status: answer.status,
          body: answer.body,
          headers: { 'Original-Request': answer.requestId },
        });
      return this.answer(res, answer, record, { 'Original-Request': answer.requestId });
    }

    const answer = this.route(method, url.pathname, params, idempotencyKey);
    return this.answer(res, answer, record);
  }

  /** Sends a routed answer, unless an injected after-execution failure swallows it. */
  private answer(
    res: ServerResponse,
    answer: { status: number; body: unknown },
    record: (status: number, replayed: boolean) => void,
    headers: Record<string, string> = {},
  ): void {
    const lost = this.failures[0]?.afterExecution ? this.failures.shift() : undefined;
    if (lost) {
      const error = apiError(lost.status, 'api_error', 'The response was lost (injected by the fake).');
      record(lost.status, false);
      send(res, lost.status, error.body, { 'Stripe-Should-Retry': 'true' });
      return;
    }
    record(answer.status, false);
    send(res, answer.status, answer.body, headers);
  }

  /** Completes onboarding and sends the browser back to the platform, like Stripe's hosted page. */
  private finishOnboardingPage(accountId: string, query: URLSearchParams, res: ServerResponse): number {
    if (!this.accounts.has(accountId)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`No such account: ${accountId}`);
      return 404;
    }
    this.completeOnboarding(accountId);
    const returnUrl = query.get('return_url');
    if (!returnUrl) {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('Onboarding complete.');
      return 200;
    }
    res.writeHead(302, { location: returnUrl }).end();
    return 302;
  }

  private route(
    method: string,
    path: string,
    params: Params,
    idempotencyKey: string | null,
  ): { status: number; body: unknown; store: boolean; requestId: string } {
    const requestId = this.id('req');
    const ok = (body: unknown) => ({ status: 200, body, store: true, requestId });
    const fail = (error: ApiError) => ({ ...error, requestId });
    const context = { requestId, idempotencyKey };
    let match: RegExpExecArray | null;

    if (method === 'POST' && path === '/v1/payment_intents') {
      const result = this.createIntent(params, context);
      return 'error' in result ? fail(result.error) : ok(result.intent);
    }
    match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const intent = this.intents.get(match[1] as string);
      return intent ? ok(intent) : fail(missing('payment_intent', match[1] as string, 'intent'));
    }
    match = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (match && method === 'POST') {
      const intent = this.intents.get(match[1] as string);
      if (!intent) return fail(missing('payment_intent', match[1] as string, 'intent'));
      const error = this.confirm(intent, str(params.payment_method) ?? intent.payment_method);
      return error ? fail(error) : ok(intent);
    }
    match = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (match && method === 'POST') {
      const intent = this.intents.get(match[1] as string);
      if (!intent) return fail(missing('payment_intent', match[1] as string, 'intent'));
      if (!CANCELABLE.has(intent.status)) {
        return fail(
          apiError(
            400,
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${[...CANCELABLE].join(', ')}.`,
            { code: 'payment_intent_unexpected_state', payment_intent: intent },
          ),
        );
      }
      intent.status = 'canceled';
      intent.canceled_at = this.now();
      intent.cancellation_reason = str(params.cancellation_reason) ?? null;
      intent.next_action = null;
      this.emit('payment_intent.canceled', intent, context);
      return ok(intent);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const result = this.createRefund(params, context);
      return 'error' in result ? fail(result.error) : ok(result.refund);
    }
    match = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const refund = this.refunds.get(match[1] as string);
      return refund ? ok(refund) : fail(missing('refund', match[1] as string, 'refund'));
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const result = this.createTransfer(params, context);
      return 'error' in result ? fail(result.error) : ok(result.transfer);
    }
    match = /^\/v1\/transfers\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const transfer = this.transfers.get(match[1] as string);
      return transfer ? ok(transfer) : fail(missing('transfer', match[1] as string, 'id'));
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const result = this.createAccount(params);
      return 'error' in result ? fail(result.error) : ok(result.account);
    }
    match = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const account = this.accounts.get(match[1] as string);
      return account ? ok(account) : fail(missing('account', match[1] as string, 'account'));
    }
    match = /^\/v1\/accounts\/([^/]+)\/external_accounts$/.exec(path);
    if (match && method === 'POST') {
      const account = this.accounts.get(match[1] as string);
      if (!account) return fail(missing('account', match[1] as string, 'account'));
      const result = this.addBankAccount(account, params.external_account, str(params.default_for_currency));
      if ('error' in result) return fail(result.error);
      this.emit('account.external_account.created', result.bank, context, account.id);
      return ok(result.bank);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const result = this.createAccountLink(params);
      return 'error' in result ? fail(result.error) : ok(result.link);
    }
    return fail(
      apiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`, {
        store: false,
      }),
    );
  }

  private createIntent(
    params: Params,
    context: EventContext,
  ): { intent: PaymentIntentObject } | { error: ApiError } {
    const amount = integer(params.amount);
    if (amount === null) return { error: invalid('amount', 'Missing required param: amount.') };
    const currency = str(params.currency);
    if (!currency) return { error: invalid('currency', 'Missing required param: currency.') };
    if (currency === 'gbp' && amount < MINIMUM_GBP) {
      return {
        error: apiError(400, 'invalid_request_error', 'Amount must be at least £0.30 gbp', {
          code: 'amount_too_small',
          param: 'amount',
        }),
      };
    }
    const id = this.id('pi');
    const types = params.allowed_payment_method_types ?? params.payment_method_types;
    const intent: PaymentIntentObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: this.now(),
      currency,
      description: str(params.description) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: stringRecord(params.metadata),
      next_action: null,
      payment_method: str(params.payment_method) ?? null,
      payment_method_types: Array.isArray(types) ? types.map(String) : ['card'],
      status: str(params.payment_method) ? 'requires_confirmation' : 'requires_payment_method',
    };
    this.intents.set(id, intent);
    this.emit('payment_intent.created', intent, context);
    if (str(params.confirm) === 'true') {
      const error = this.confirm(intent, intent.payment_method);
      if (error) return { error };
    }
    return { intent };
  }

  private confirm(intent: PaymentIntentObject, paymentMethod: string | null): ApiError | null {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
      return apiError(
        400,
        'invalid_request_error',
        `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    }
    if (!paymentMethod) {
      return apiError(
        400,
        'invalid_request_error',
        'You cannot confirm this PaymentIntent because it’s missing a payment method.',
        { code: 'payment_intent_unexpected_state', param: 'payment_method', payment_intent: intent },
      );
    }
    intent.payment_method = paymentMethod;
    const decline = DECLINES[paymentMethod];
    if (decline) {
      const chargeId = this.id('ch');
      intent.latest_charge = chargeId;
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        charge: chargeId,
        code: decline.code,
        decline_code: decline.decline_code,
        message: decline.message,
        payment_method: { id: paymentMethod, object: 'payment_method', type: 'card' },
      };
      this.emit('payment_intent.payment_failed', intent);
      return apiError(402, 'card_error', decline.message, {
        code: decline.code,
        decline_code: decline.decline_code,
        charge: chargeId,
        payment_intent: intent,
      });
    }
    if (NEEDS_AUTHENTICATION.has(paymentMethod) && intent.status !== 'requires_action') {
      intent.status = 'requires_action';
      intent.last_payment_error = null;
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: 'http://localhost/3ds' },
      };
      this.emit('payment_intent.requires_action', intent);
      return null;
    }
    this.succeed(intent);
    return null;
  }

  private succeed(intent: PaymentIntentObject): void {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = this.id('ch');
    intent.last_payment_error = null;
    intent.next_action = null;
    this.emit('payment_intent.succeeded', intent);
  }

  private createRefund(
    params: Params,
    context: EventContext,
  ): { refund: StripeObject & { amount: number; payment_intent: string } } | { error: ApiError } {
    const intentId = str(params.payment_intent);
    if (!intentId) return { error: invalid('payment_intent', 'Missing required param: payment_intent.') };
    const intent = this.intents.get(intentId);
    if (!intent) return { error: missing('payment_intent', intentId, 'payment_intent') };
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      return {
        error: apiError(
          400,
          'invalid_request_error',
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
          { code: 'charge_not_refundable', param: 'payment_intent' },
        ),
      };
    }
    const refunded = [...this.refunds.values()]
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + r.amount, 0);
    const remaining = intent.amount_received - refunded;
    const amount = params.amount === undefined ? remaining : integer(params.amount);
    if (amount === null || amount <= 0)
      return { error: invalid('amount', 'Invalid positive integer', 'parameter_invalid_integer') };
    if (remaining <= 0) {
      return {
        error: apiError(
          400,
          'invalid_request_error',
          `Charge ${intent.latest_charge} has already been refunded.`,
          {
            code: 'charge_already_refunded',
          },
        ),
      };
    }
    if (amount > remaining) {
      return {
        error: apiError(
          400,
          'invalid_request_error',
          `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(remaining / 100).toFixed(2)})`,
          { code: 'amount_too_large', param: 'amount' },
        ),
      };
    }
    const refund = {
      id: this.id('re'),
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      created: this.now(),
      currency: intent.currency,
      metadata: stringRecord(params.metadata),
      payment_intent: intentId,
      reason: str(params.reason) ?? null,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    this.emit('refund.created', refund, context);
    this.emit(
      'charge.refunded',
      {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: refunded + amount,
        currency: intent.currency,
        payment_intent: intentId,
        refunded: refunded + amount === intent.amount_received,
        status: 'succeeded',
      },
      context,
    );
    return { refund };
  }

  private createTransfer(
    params: Params,
    context: EventContext,
  ): { transfer: StripeObject & { amount: number; destination: string } } | { error: ApiError } {
    const amount = integer(params.amount);
    if (amount === null || amount <= 0)
      return { error: invalid('amount', 'Missing required param: amount.') };
    const currency = str(params.currency);
    if (!currency) return { error: invalid('currency', 'Missing required param: currency.') };
    const destination = str(params.destination);
    if (!destination) return { error: invalid('destination', 'Missing required param: destination.') };
    const account = this.accounts.get(destination);
    if (!account) {
      return {
        error: apiError(400, 'invalid_request_error', noSuchDestination(destination), {
          param: 'destination',
        }),
      };
    }
    if (account.capabilities.transfers !== 'active') {
      return {
        error: apiError(400, 'invalid_request_error', TRANSFERS_NOT_ENABLED, {
          code: 'insufficient_capabilities_for_transfer',
          param: 'destination',
        }),
      };
    }
    const id = this.id('tr');
    const transfer = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      created: this.now(),
      currency,
      description: str(params.description) ?? null,
      destination,
      destination_payment: this.id('py'),
      livemode: false,
      metadata: stringRecord(params.metadata),
      reversals: {
        object: 'list',
        data: [],
        has_more: false,
        total_count: 0,
        url: `/v1/transfers/${id}/reversals`,
      },
      reversed: false,
      source_transaction: str(params.source_transaction) ?? null,
      transfer_group: str(params.transfer_group) ?? null,
    };
    this.transfers.set(id, transfer);
    this.emit('transfer.created', transfer, context);
    return { transfer };
  }

  private createAccount(params: Params): { account: AccountObject } | { error: ApiError } {
    const id = this.id('acct');
    const needsOnboarding = this.options.accountsNeedOnboarding ?? false;
    const capabilities: Record<string, string> = {};
    for (const [name, value] of Object.entries(hash(params.capabilities))) {
      if (str(hash(value).requested) === 'true') capabilities[name] = needsOnboarding ? 'inactive' : 'active';
    }
    const account: AccountObject = {
      id,
      object: 'account',
      business_profile: { name: str(hash(params.business_profile).name) ?? null },
      capabilities,
      charges_enabled: false,
      country: str(params.country) ?? 'GB',
      created: this.now(),
      default_currency: 'gbp',
      details_submitted: !needsOnboarding,
      email: str(params.email) ?? null,
      external_accounts: {
        object: 'list',
        data: [],
        has_more: false,
        total_count: 0,
        url: `/v1/accounts/${id}/external_accounts`,
      },
      metadata: stringRecord(params.metadata),
      payouts_enabled: !needsOnboarding,
      requirements: needsOnboarding
        ? {
            ...emptyRequirements(),
            currently_due: [...ONBOARDING_REQUIREMENTS],
            disabled_reason: 'requirements.past_due',
          }
        : emptyRequirements(),
      tos_acceptance: {
        date: needsOnboarding ? null : this.now(),
        ip: null,
        service_agreement: str(hash(params.tos_acceptance).service_agreement) ?? 'full',
      },
      type: str(params.type) ?? null,
    };
    if (params.external_account !== undefined) {
      const result = this.addBankAccount(account, params.external_account, 'true');
      if ('error' in result) return result;
    }
    this.accounts.set(id, account);
    return { account };
  }

  /** Adds a GB bank account; the default for its currency is where Stripe pays out. */
  private addBankAccount(
    account: AccountObject,
    externalAccount: Param | undefined,
    defaultForCurrency: string | undefined,
  ): { bank: BankAccountObject } | { error: ApiError } {
    const param = hash(externalAccount);
    // Tokens (btok_…) and cards are not supported here: the platform sends bank details.
    if (str(param.object) !== 'bank_account')
      return { error: invalid('external_account', 'Missing required param: external_account.') };
    const accountNumber = str(param.account_number) ?? '';
    const sortCode = str(param.routing_number) ?? '';
    if (!/^\d{6}$/.test(sortCode)) {
      return {
        error: invalid(
          'external_account[routing_number]',
          'Invalid sort code: must be 6 digits.',
          'routing_number_invalid',
        ),
      };
    }
    if (!/^\d{8}$/.test(accountNumber)) {
      return {
        error: invalid(
          'external_account[account_number]',
          'Invalid account number: must be 8 digits.',
          'account_number_invalid',
        ),
      };
    }
    const currency = str(param.currency) ?? 'gbp';
    const sameCurrency = account.external_accounts.data.filter((bank) => bank.currency === currency);
    const makeDefault = defaultForCurrency === 'true' || sameCurrency.length === 0;
    if (makeDefault) for (const bank of sameCurrency) bank.default_for_currency = false;
    const bank: BankAccountObject = {
      id: this.id('ba'),
      object: 'bank_account',
      account: account.id,
      account_holder_name: str(param.account_holder_name) ?? null,
      account_holder_type: null,
      bank_name: 'STRIPE TEST BANK',
      country: str(param.country) ?? 'GB',
      currency,
      default_for_currency: makeDefault,
      fingerprint: randomBytes(8).toString('hex'),
      last4: accountNumber.slice(-4),
      metadata: {},
      routing_number: `${sortCode.slice(0, 2)}-${sortCode.slice(2, 4)}-${sortCode.slice(4)}`,
      status: 'new',
    };
    account.external_accounts.data.push(bank);
    account.external_accounts.total_count += 1;
    return { bank };
  }

  private createAccountLink(params: Params): { link: Record<string, unknown> } | { error: ApiError } {
    const accountId = str(params.account);
    if (!accountId) return { error: invalid('account', 'Missing required param: account.') };
    if (!this.accounts.has(accountId)) return { error: missing('account', accountId, 'account') };
    if (!str(params.type)) return { error: invalid('type', 'Missing required param: type.') };
    const query = new URLSearchParams();
    for (const name of ['return_url', 'refresh_url']) {
      const value = str(params[name]);
      if (value) query.set(name, value);
    }
    const created = this.now();
    return {
      link: {
        object: 'account_link',
        created,
        // Stripe's links are short-lived; nothing here enforces it.
        expires_at: created + 300,
        url: `http://127.0.0.1:${this.port}/connect/onboarding/${accountId}?${query}`,
      },
    };
  }

  /** `connectedAccount`: the event is about that connected account (a Connect event). */
  private emit(type: string, object: StripeObject, context?: EventContext, connectedAccount?: string): void {
    const endpoint = connectedAccount
      ? {
          url: this.options.connectWebhookUrl ?? this.options.webhookUrl,
          secret: this.options.connectWebhookSecret ?? this.options.webhookSecret,
        }
      : { url: this.options.webhookUrl, secret: this.options.webhookSecret };
    const event: StripeEventObject = {
      id: this.id('evt'),
      object: 'event',
      ...(connectedAccount ? { account: connectedAccount } : {}),
      api_version: '2026-10-28.endive',
      created: this.now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: endpoint.url ? 1 : 0,
      request: { id: context?.requestId ?? null, idempotency_key: context?.idempotencyKey ?? null },
      type,
    };
    this.events.push(event);
    if (endpoint.url) this.deliver(event, endpoint.url, endpoint.secret ?? '');
  }

  /** POSTs one event as Stripe would (the header is t=<seconds>,v1=<HMAC-SHA256 of "t.body">). */
  private deliver(event: StripeEventObject, url: string, secret: string): void {
    const payload = JSON.stringify(event, null, 2);
    const delivery = fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(payload, secret, this.now()),
      },
      body: payload,
    })
      .then(async (response) => {
        if (!response.ok)
          this.webhookFailures.push({
            eventId: event.id,
            error: `${response.status} ${await response.text()}`,
          });
      })
      .catch((error: unknown) => {
        this.webhookFailures.push({ eventId: event.id, error: String(error) });
      })
      .finally(() => this.pendingDeliveries.delete(delivery));
    this.pendingDeliveries.add(delivery);
  }

  private id(prefix: string): string {
    this.sequence += 1;
    return `${prefix}_fake${String(this.sequence).padStart(6, '0')}${randomBytes(4).toString('hex')}`;
  }
}

interface EventContext {
  requestId: string;
  idempotencyKey: string | null;
}

/** Stripe's webhook signature header for a payload (what stripe.webhooks.constructEvent checks). */
export function signPayload(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

export async function startFakeStripeServer(options?: FakeStripeServerOptions): Promise<FakeStripeServer> {
  return new FakeStripeServer(options).start();
}

// ---------------------------------------------------------------------------------------------

function apiError(
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> & { store?: boolean } = {},
): ApiError {
  const { store = true, ...fields } = extra;
  return {
    status,
    body: { error: { type, message, doc_url: null, request_log_url: null, ...fields } },
    store: store && status < 500 && status !== 429 && status !== 401,
  };
}

function emptyRequirements(): AccountObject['requirements'] {
  return {
    currently_due: [],
    eventually_due: [],
    past_due: [],
    pending_verification: [],
    disabled_reason: null,
  };
}

function invalid(param: string, message: string, code = 'parameter_missing'): ApiError {
  return apiError(400, 'invalid_request_error', message, { code, param });
}

function missing(resource: string, id: string, param: string): ApiError {
  return apiError(404, 'invalid_request_error', `No such ${resource}: '${id}'`, {
    code: 'resource_missing',
    param,
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
    'stripe-version': '2026-10-28.endive',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Decodes Stripe's form encoding: `metadata[bookingId]=b1&allowed_payment_method_types[0]=card`. */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== '');
    let node: Params = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Params;
    });
  }
  return arraysFromIndices(root) as Params;
}

/** `{0: 'card', 1: 'link'}` → `['card', 'link']`, recursively. */
function arraysFromIndices(value: Param): Param {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: Params = {};
  for (const key of keys) converted[key] = arraysFromIndices(value[key] as Param);
  if (keys.length > 0 && keys.every((key, index) => key === String(index)))
    return keys.map((key) => converted[key] as Param);
  return converted;
}

/** A stable rendering of parameters, so the same request in another key order counts as the same. */
function canonical(value: Param | undefined): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
    .join(',')}}`;
}

function str(value: Param | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function integer(value: Param | undefined): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/** A nested parameter as an object ({} when absent or not a hash). */
function hash(value: Param | undefined): Params {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function stringRecord(value: Param | undefined): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const record: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') record[key] = entry;
  return record;
}
