import { card } from '@esm/api/checkout/testing/checkout-fixtures';
import type { TestResponse } from '@esm/api/testing/test-client';
import { checkoutOfPayment } from '@esm/app/checkout/checkout-of-payment';
import { calendarStream } from '@esm/core/calendar/dates';
import { calendarDecider } from '@esm/core/calendar/decider';
import type { CommandBus } from '@esm/core/eventstore/command-bus';
import { loadState } from '@esm/core/eventstore/load-state';
import { SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
import { signWebhook } from '@esm/infra/payment/simulated/webhook-signature';
import { CHECKOUT_HOLD_QUEUE } from '@esm/workers/bookings/checkout-hold';
import { CHECKOUT_SETTLEMENT_QUEUE, sweepUnsettledPayments } from '@esm/workers/bookings/settlement-check';
import { allJobs } from '@esm/workers/start-workers';
import { SeededRandom } from '../../seed/seeded-random';
import type { TestPlatform } from '../../testing/test-platform';
import {
  capturesNeverReverted,
  type FoldedBooking,
  foldBookings,
  gatewayEqualsLedger,
  LIVE_PAID,
  ledgerBalances,
  onePaidBookingPerDay,
  readModelsEqualRebuild,
  type Violation,
} from './invariants';
import { Actor, type Cast, type CastProvider, SIMULATION_START, startSimulationPlatform } from './platform';
import { type Card, eventDayOf, type Step } from './steps';
import { letRefusedBookDayThrough, RacingConfirmationsGateway, type Variant } from './variants';

export interface RunOptions {
  variant?: Variant;
  /** Read models against a fresh rebuild every this many steps (and always at the end). */
  driftEvery?: number;
}

export interface RunResult {
  /** The first violations seen, and after which step (its index; steps.length for the end). */
  failure: { step: number; violations: Violation[] } | null;
  stepsRun: number;
  /** What the run did, so a passing run can be told from one where nothing happened. */
  stats: RunStats;
}

export interface RunStats {
  checkouts: number;
  bookings: number;
  /** Bookings paid at the end (or at the failure), whatever happened to them since. */
  paid: number;
  crashes: number;
  webhooks: number;
  jobs: number;
}

/** The process died here: thrown by a command in a step that injects a crash. */
class SimulatedCrash extends Error {
  constructor() {
    super('simulated crash');
  }
}

const CARDS: Record<Card, string> = {
  good: '4242424242424242',
  declined: '4000000000000002',
  '3ds-approve': '4000002500003155',
  '3ds-deny': '4000002500003155',
};

/** Gateway calls that move or commit money: a crash may come right after one. */
const GATEWAY_WRITES = ['createPaymentIntent', 'cancelPaymentIntent', 'refund', 'transfer'] as const;

interface OpenCheckout {
  client: number;
  clientSecret: string;
  paymentIntentId: string;
  serviceId: string;
}

interface KnownBooking {
  bookingId: string;
  client: number;
  provider: number;
}

interface CapturedWebhook {
  body: string;
}

/**
 * One run: a fresh platform, the fixed cast (clients, providers with a service each), then the
 * steps one by one, the invariants after each, and at the end the platform let go quiet (webhooks
 * in, holds and settlement checks past, every due timer run) and checked in full.
 */
export async function runSimulation(steps: readonly Step[], options: RunOptions = {}): Promise<RunResult> {
  const variant = options.variant ?? 'fixed';
  const driftEvery = options.driftEvery ?? 25;
  const { t, cast } = await startSimulationPlatform(
    variant === 'racing-confirmations'
      ? (pool, clock, config) => new RacingConfirmationsGateway(pool, clock, config.paymentWebhookSecret)
      : undefined,
  );
  try {
    const sim = await Simulation.create(t, cast, variant);
    for (let i = 0; i < steps.length; i++) {
      await sim.run(steps[i]!);
      const violations = await sim.check(i % driftEvery === driftEvery - 1);
      if (violations.length > 0)
        return { failure: { step: i, violations }, stepsRun: i + 1, stats: await sim.stats() };
    }
    await sim.quietDown();
    const violations = await sim.check(true, true);
    return {
      failure: violations.length > 0 ? { step: steps.length, violations } : null,
      stepsRun: steps.length,
      stats: await sim.stats(),
    };
  } finally {
    await t.stop();
  }
}

class Simulation {
  private readonly checkouts: OpenCheckout[] = [];
  private readonly bookings: KnownBooking[] = [];
  private readonly knownBookingIds = new Set<string>();
  private webhooks: CapturedWebhook[] = [];
  private readonly serverErrors: string[] = [];
  private readonly counts = { crashes: 0, webhooks: 0, jobs: 0 };
  private readonly jobs;
  private readonly commands: CommandBus;

  private constructor(
    private readonly t: TestPlatform,
    private readonly variant: Variant,
    private readonly clients: Actor[],
    private readonly providers: Array<CastProvider & { client: Actor }>,
  ) {
    this.jobs = new Map(allJobs(t.platform.workers.deps).map((job) => [job.queue, job]));
    this.commands = t.platform.context.commands;
  }

  static async create(t: TestPlatform, cast: Cast, variant: Variant): Promise<Simulation> {
    const gateway = t.platform.context.gateway;
    if (!(gateway instanceof SimulatedGateway)) throw new Error('the simulation needs the simulated gateway');
    if (variant === 'day-paid-twice') letRefusedBookDayThrough(t.platform.context.commands);
    const http = t.client();
    const clients = cast.clients.map((c) => new Actor(http, c.session));
    const providers = cast.providers.map((p) => ({ ...p, client: new Actor(http, p.session) }));
    const sim = new Simulation(t, variant, clients, providers);
    // The gateway's webhooks wait here until a step delivers them (or a crash loses them).
    gateway.onWebhook(async (body) => {
      sim.webhooks.push({ body });
    });
    await sim.quiesce();
    return sim;
  }

  private get gateway(): SimulatedGateway {
    return this.t.platform.context.gateway as SimulatedGateway;
  }

  /** Every HTTP answer: a 5xx outside an injected crash breaks "bad input is a 4xx, never a 500". */
  private seen<T>(what: string, res: TestResponse<T>, crashing = false): TestResponse<T> {
    if (res.status >= 500 && !crashing)
      this.serverErrors.push(`${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return res;
  }

  async run(step: Step): Promise<void> {
    switch (step.kind) {
      case 'open':
        return this.open(step);
      case 'pay':
        return this.pay(step.checkout, step.card);
      case 'race':
        return this.race(step.checkout);
      case 'confirm':
        return this.confirm(step.checkout, step.crashAfter);
      case 'webhooks':
        return this.deliverWebhooks(step.order, step.shuffle);
      case 'advance':
        await this.t.clock.setTime(this.t.clock.now() + step.minutes * 60_000);
        return;
      case 'workers':
        return this.runDueTimers(step.crashAfter);
      case 'respond':
        return this.respond(step.booking, step.answer);
      case 'cancel':
        return this.cancel(step.booking);
      case 'dispute':
        return this.dispute(step.booking);
      case 'chat':
        return this.chat(step.booking, step.sharesContact);
    }
  }

  private async open(step: Extract<Step, { kind: 'open' }>): Promise<void> {
    const client = this.clients[step.client % this.clients.length]!;
    const provider = this.providers[step.service % this.providers.length]!;
    const eventDate = eventDayOf(step.day, new Date(SIMULATION_START), this.t.domainClock.now());
    const body = { serviceId: provider.serviceId, eventDate };
    const answers = await Promise.all(
      Array.from({ length: step.clicks }, () =>
        client.post<{ clientSecret: string; paymentIntentId: string }>('/api/create-payment-intent', body),
      ),
    );
    for (const res of answers) {
      this.seen('create-payment-intent', res);
      if (res.status !== 200) continue;
      if (this.checkouts.some((c) => c.paymentIntentId === res.body.paymentIntentId)) continue;
      this.checkouts.push({
        client: step.client % this.clients.length,
        clientSecret: res.body.clientSecret,
        paymentIntentId: res.body.paymentIntentId,
        serviceId: provider.serviceId,
      });
      const intent = await this.gateway.retrievePaymentIntent(res.body.paymentIntentId);
      const checkout = await checkoutOfPayment(this.t.platform.store, intent.metadata.paymentId ?? '');
      for (const { booking } of checkout?.bookings ?? []) {
        if (this.knownBookingIds.has(booking.bookingId)) continue;
        this.knownBookingIds.add(booking.bookingId);
        this.bookings.push({
          bookingId: booking.bookingId,
          client: step.client % this.clients.length,
          provider: step.service % this.providers.length,
        });
      }
    }
  }

  private checkout(n: number): OpenCheckout | null {
    const count = this.checkouts.length;
    return count === 0 ? null : this.checkouts[count - 1 - (n % count)]!;
  }

  private booking(n: number): KnownBooking | null {
    const count = this.bookings.length;
    return count === 0 ? null : this.bookings[count - 1 - (n % count)]!;
  }

  private async pay(n: number, kind: Card): Promise<void> {
    const checkout = this.checkout(n);
    if (!checkout) return;
    const client = this.clients[checkout.client]!;
    const res = this.seen(
      'simulated-gateway/confirm',
      await client.post<{ status: string }>('/api/simulated-gateway/confirm', {
        clientSecret: checkout.clientSecret,
        ...card(CARDS[kind]),
      }),
    );
    if (res.body?.status === 'requires_action')
      this.seen(
        'simulated-gateway/authenticate',
        await client.post('/api/simulated-gateway/authenticate', {
          clientSecret: checkout.clientSecret,
          approve: kind === '3ds-approve',
        }),
      );
  }

  private async race(n: number): Promise<void> {
    const checkout = this.checkout(n);
    if (!checkout) return;
    const client = this.clients[checkout.client]!;
    const answers = await Promise.all(
      [CARDS.good, CARDS.declined].map((number) =>
        client.post('/api/simulated-gateway/confirm', {
          clientSecret: checkout.clientSecret,
          ...card(number),
        }),
      ),
    );
    for (const res of answers) this.seen('simulated-gateway/confirm (racing)', res);
  }

  private async confirm(n: number, crashAfter: number | undefined): Promise<void> {
    const checkout = this.checkout(n);
    if (!checkout) return;
    const client = this.clients[checkout.client]!;
    const call = () =>
      client.post('/api/bookings/confirm', {
        paymentIntentId: checkout.paymentIntentId,
        serviceId: checkout.serviceId,
      });
    if (crashAfter === undefined) {
      this.seen('bookings/confirm', await call());
      return;
    }
    await this.crashing(crashAfter, async () => {
      this.seen('bookings/confirm', await call(), true);
    });
  }

  /**
   * Runs `work` in a process that dies at its `after`-th call to the outside: a command (it is
   * not appended) or a gateway call that changes money (it happened at the gateway, and the
   * process died before it heard the answer). Then "restarts": what was in memory is gone
   * (webhooks the simulated gateway had not delivered yet), and the workers start again with
   * their sweep of half-settled payments.
   */
  private async crashing(after: number, work: () => Promise<void>): Promise<void> {
    const commands = this.commands;
    const gateway = this.gateway as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const ownRun = Object.hasOwn(commands, 'run');
    const original = commands.run;
    let calls = 0;
    let crashed = false;
    commands.run = ((request: Parameters<CommandBus['run']>[0]) => {
      if (crashed || calls++ >= after) {
        crashed = true;
        return Promise.reject(new SimulatedCrash());
      }
      return original.call(commands, request);
    }) as CommandBus['run'];
    for (const method of GATEWAY_WRITES) {
      const call = gateway[method]!.bind(gateway);
      gateway[method] = async (...args: unknown[]) => {
        if (crashed) throw new SimulatedCrash();
        const answer = await call(...args);
        if (calls++ >= after) {
          crashed = true;
          throw new SimulatedCrash();
        }
        return answer;
      };
    }
    try {
      await work();
    } catch (error) {
      if (!(error instanceof SimulatedCrash)) throw error;
    } finally {
      if (ownRun) commands.run = original;
      else Reflect.deleteProperty(commands, 'run');
      for (const method of GATEWAY_WRITES) Reflect.deleteProperty(gateway, method);
    }
    if (!crashed) return;
    this.counts.crashes++;
    await this.gateway.drainWebhooks();
    this.webhooks = [];
    await this.restartWorkers();
  }

  private async restartWorkers(): Promise<void> {
    await this.quiesce();
    // The settlement-stranded variant is the product before the start-up sweep existed.
    // Like the workers' start, a sweep that fails is left to the settlement timers.
    if (this.variant !== 'settlement-stranded')
      await sweepUnsettledPayments(this.t.platform.workers.deps).catch(() => []);
    await this.t.platform.workers.processManagers.reconcile();
  }

  private async deliverWebhooks(order: 'as-sent' | 'shuffled-twice', shuffle: number): Promise<void> {
    await this.gateway.drainWebhooks();
    const pending = this.webhooks;
    this.webhooks = [];
    let deliveries = pending;
    if (order === 'shuffled-twice') {
      const random = new SeededRandom(shuffle);
      deliveries = pending.flatMap((w) => [w, w]);
      for (let i = deliveries.length - 1; i > 0; i--) {
        const j = random.int(0, i);
        [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
      }
    }
    for (const webhook of deliveries) {
      // Each delivery is signed afresh, as the gateway signs every attempt.
      const signature = signWebhook(
        webhook.body,
        this.t.config.paymentWebhookSecret,
        this.t.domainClock.now(),
      );
      this.counts.webhooks++;
      const res = await this.t.platform.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: webhook.body,
      });
      if (res.statusCode >= 500) this.serverErrors.push(`webhook answered ${res.statusCode}: ${res.body}`);
    }
  }

  /**
   * The workers' turn: every pending timer that is due runs its job, in due order, until none is
   * left (jobs' events may start more). A job that fails stays pending for the next turn, as
   * pg-boss would retry it.
   */
  private async runDueTimers(crashAfter?: number): Promise<void> {
    const failed = new Set<string>();
    let crashPending = crashAfter;
    for (let round = 0; round < 20; round++) {
      await this.quiesce();
      const { rows } = await this.t.pool.query<{
        key: string;
        queue: string;
        data: Record<string, unknown>;
        job_id: string;
      }>(
        `SELECT key, queue, data, job_id FROM wk.timers
          WHERE state = 'pending' AND run_at <= $1 ORDER BY run_at, key`,
        [this.t.domainClock.now()],
      );
      const due = rows.filter((r) => !failed.has(`${r.key}#${r.job_id}`) && !r.queue.startsWith('email.'));
      if (due.length === 0) return;
      for (const timer of due) {
        if (await this.legacyCancels(timer)) {
          await this.t.pool.query("UPDATE wk.timers SET state = 'cancelled' WHERE key = $1 AND job_id = $2", [
            timer.key,
            timer.job_id,
          ]);
          continue;
        }
        const job = this.jobs.get(timer.queue);
        if (!job) continue;
        const handle = () =>
          job.handle(timer.data, { now: this.t.domainClock.now(), jobId: timer.job_id, attempt: 0 });
        let ok = false;
        if (crashPending !== undefined) {
          const after = crashPending;
          crashPending = undefined;
          await this.crashing(after, async () => {
            await handle();
            ok = true;
          });
        } else {
          ok = await handle().then(
            () => true,
            () => false,
          );
        }
        this.counts.jobs++;
        if (ok)
          await this.t.pool.query("UPDATE wk.timers SET state = 'done' WHERE key = $1 AND job_id = $2", [
            timer.key,
            timer.job_id,
          ]);
        else failed.add(`${timer.key}#${timer.job_id}`);
      }
    }
  }

  /**
   * The settlement-stranded variant is the product before settlement survived a crash: no
   * settlement check, and booking the day, or any release of the hold, cancelled the hold's timer.
   */
  private async legacyCancels(timer: { queue: string; data: Record<string, unknown> }): Promise<boolean> {
    if (this.variant !== 'settlement-stranded') return false;
    if (timer.queue === CHECKOUT_SETTLEMENT_QUEUE) return true;
    if (timer.queue !== CHECKOUT_HOLD_QUEUE) return false;
    const serviceId = String(timer.data.serviceId);
    const date = String(timer.data.date);
    const day = await loadState(this.t.platform.store, calendarStream(serviceId, date), calendarDecider);
    return Boolean(day.booking) || day.hold?.holdId !== String(timer.data.holdId);
  }

  private async respond(n: number, answer: 'accept' | 'decline'): Promise<void> {
    const booking = this.booking(n);
    if (!booking) return;
    const provider = this.providers[booking.provider]!;
    this.seen(
      `bookings/${answer}`,
      await provider.client.post(`/api/bookings/${booking.bookingId}/${answer}`, {}),
    );
  }

  private async cancel(n: number): Promise<void> {
    const booking = this.booking(n);
    if (!booking) return;
    const client = this.clients[booking.client]!;
    this.seen('bookings/cancel', await client.post(`/api/bookings/${booking.bookingId}/cancel`, {}));
  }

  private async dispute(n: number): Promise<void> {
    const booking = this.booking(n);
    if (!booking) return;
    const client = this.clients[booking.client]!;
    this.seen(
      'bookings/dispute',
      await client.post(`/api/bookings/${booking.bookingId}/dispute`, {
        reason: 'The stage arrived two hours late and without its steps.',
      }),
    );
  }

  private async chat(n: number, sharesContact: boolean): Promise<void> {
    const booking = this.booking(n);
    if (!booking) return;
    const client = this.clients[booking.client]!;
    const provider = this.providers[booking.provider]!;
    const room = this.seen(
      'chat/rooms',
      await client.post<{ id: string }>('/api/chat/rooms', {
        providerId: provider.providerId,
        serviceId: provider.serviceId,
      }),
    );
    if (room.status !== 200 && room.status !== 201) return;
    const message = sharesContact
      ? 'Easier by phone: call me on 07700 900123 about the stage.'
      : 'Could the stage be set up by 10am on the day?';
    this.seen('chat/messages', await client.post(`/api/chat/rooms/${room.body.id}/messages`, { message }));
  }

  async stats(): Promise<RunStats> {
    const bookings = await foldBookings(this.t.platform.store, []);
    return {
      checkouts: this.checkouts.length,
      bookings: bookings.length,
      paid: bookings.filter((b) => b.paid).length,
      ...this.counts,
    };
  }

  /** Waits until the read models and the process managers have seen every event appended so far. */
  async quiesce(): Promise<void> {
    await this.gateway.drainWebhooks();
    const { context } = this.t.platform;
    const head = await this.t.lastCommittedPosition();
    for (let i = 0; i < 600; i++) {
      const projected = await context.commands.waitForReadModels(head);
      const { rows } = await this.t.pool.query<{ min: string | null }>(
        'SELECT min(position) AS min FROM wk.pm_checkpoints',
      );
      if (projected && Number(rows[0]?.min ?? 0) >= head) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the platform did not catch up with position ${head}`);
  }

  /** The end of a run: every webhook in, holds and settlement checks past, every due timer run. */
  async quietDown(): Promise<void> {
    for (let i = 0; i < 3; i++) {
      await this.deliverWebhooks('as-sent', 0);
      await this.t.clock.setTime(this.t.clock.now() + 20 * 60_000);
      await this.runDueTimers();
    }
  }

  async check(drift: boolean, quiet = false): Promise<Violation[]> {
    await this.quiesce();
    const { pool, platform } = this.t;
    const violations: Violation[] = this.serverErrors
      .splice(0)
      .map((detail) => ({ invariant: 'no-server-error', detail }));
    const bookings = await foldBookings(platform.store, violations);
    onePaidBookingPerDay(bookings, violations);
    await capturesNeverReverted(pool, violations);
    await ledgerBalances(pool, platform.store, violations);
    await this.contactOnlyForPayingClients(bookings, violations);
    if (quiet) await gatewayEqualsLedger(pool, violations);
    if (drift) await readModelsEqualRebuild(pool, platform.store, violations);
    return violations;
  }

  /** Each client sees a provider's contact details exactly when a paid booking with them is on. */
  private async contactOnlyForPayingClients(bookings: FoldedBooking[], violations: Violation[]) {
    for (let c = 0; c < this.clients.length; c++) {
      const client = this.clients[c]!;
      const me = this.bookings.find((b) => b.client === c);
      if (!me) continue;
      const customerId = bookings.find((b) => b.bookingId === me.bookingId)?.customerId;
      for (const provider of this.providers) {
        const entitled = bookings.some(
          (b) =>
            b.customerId === customerId &&
            b.providerUserId === provider.userId &&
            b.paid &&
            LIVE_PAID.includes(b.status),
        );
        const res = await client.get(`/api/providers/${provider.providerId}/contact`);
        if (res.status >= 500)
          violations.push({ invariant: 'no-server-error', detail: `contact: ${res.status}` });
        else if ((res.status === 200) !== entitled)
          violations.push({
            invariant: 'contact-only-for-paying-clients',
            detail: `client ${c} ${entitled ? 'is refused' : 'sees'} the contact of provider ${provider.providerId} (${res.status})`,
          });
      }
    }
  }
}
