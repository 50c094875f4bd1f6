import type autocannon from 'autocannon';
import type { SeededRandom } from '../../seed/seeded-random';
import type { Kind, Recorder } from './stats';

/**
 * The virtual users of a load run and what they do, request by request, in the shapes the web
 * marketplace sends (web-marketplace/src/api and the pages that call it).
 */

export interface ListedService {
  id: string;
  providerId: string;
  categorySlug: string | null;
}

export interface Catalogue {
  categorySlugs: string[];
  services: ListedService[];
}

export interface Account {
  email: string;
  /** The session cookie, `sid=…`. */
  cookie: string;
  /** X-Forwarded-For: each virtual user comes from its own address. */
  address: string;
  /** The chat room the account opened with a provider, polled as the Messages page does. */
  roomId: string | null;
}

/**
 * What a person does in one visit, and how often, out of 100 visits. Anonymous visitors only
 * browse; chat and checkout are for signed-in clients (the share of connections that are signed
 * in is a run option). A visit is the requests its page makes: the home page loads its HTML, the
 * categories and the featured services; a service page its detail and its reviews; a checkout the
 * day check, the payment set-up, the card and the confirmation.
 */
export const VISIT_MIX = {
  home: 15,
  category: 15,
  search: 25,
  service: 22,
  provider: 8,
  chat: 12,
  checkout: 3,
} as const;
export type Visit = keyof typeof VISIT_MIX;

/** A person pays at most one checkout every few seconds (the API allows ten set-ups a minute). */
export const CHECKOUT_EVERY_MS = 7_000;

/** One in ten payers first types a card that is declined, then pays with a good one. */
const DECLINED_FIRST = 0.1;
const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

const POSTCODES = ['SE1 9SG', 'M1 1AE', 'B1 1BB', 'LS1 4DY', 'BS1 4DJ', 'G1 1XQ', 'EH1 1YZ', 'CF10 1EP'];
const WORDS = ['stage', 'sound', 'lighting', 'marquee', 'catering', 'dj', 'photography', 'bar', 'chairs'];
const SORTS = ['relevance', 'relevance', 'price_asc', 'price_desc', 'newest'];

export interface CheckoutTally {
  /** Visits that asked for a day. */
  started: number;
  /** The day was not free (the check said so): the person picks another next time. */
  dayUnavailable: number;
  /** Payment set-ups answered 200: a day held and an intent made. */
  opened: number;
  /** Payment set-ups refused, by status (409 day taken meanwhile, 429 limits). */
  refused: Record<string, number>;
  /** Declined cards typed first (then the good one). */
  declinedFirst: number;
  /** Bookings confirmed as paid. */
  paid: number;
  /** A card or confirmation that did not end in a paid booking. */
  notPaid: number;
}

export const emptyTally = (): CheckoutTally => ({
  started: 0,
  dayUnavailable: 0,
  opened: 0,
  refused: {},
  declinedFirst: 0,
  paid: 0,
  notPaid: 0,
});

const DAY_MS = 24 * 3600 * 1000;

/**
 * Hands out (service, day) pairs so that concurrent checkouts mostly ask for different days:
 * every service once, then every service on the next day, and so on, from a day chosen per run
 * (so runs against the same product do not retry the days earlier runs booked). The days stay
 * within the booking horizon.
 */
export class DayAllocator {
  private count = 0;

  constructor(
    private readonly services: readonly ListedService[],
    private readonly firstDay: Date,
    private readonly offset: number,
    private readonly span = 700,
  ) {}

  next(): { service: ListedService; date: string } {
    const n = this.count++;
    const service = this.services[n % this.services.length]!;
    const day = (this.offset + Math.floor(n / this.services.length)) % this.span;
    const date = new Date(this.firstDay.getTime() + day * DAY_MS).toISOString().slice(0, 10);
    return { service, date };
  }
}

interface Step {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The answer's status and JSON body (undefined when not JSON). */
  onAnswer?: (status: number, body: unknown) => void;
}

type Later = () => Step;

const query = (path: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

const enc = encodeURIComponent;

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

export interface UserDeps {
  catalogue: Catalogue;
  account: Account | null;
  address: string;
  random: SeededRandom;
  recorder: Recorder;
  days: DayAllocator;
  tally: CheckoutTally;
  /** VISIT_MIX unless a run gives its own. */
  mix?: Readonly<Record<Visit, number>>;
  now?: () => number;
}

/**
 * One connection of the run: a person going from visit to visit without pausing (the run is a
 * closed loop: each connection sends its next request as soon as the last one is answered).
 */
export class VirtualUser {
  private readonly queue: Later[] = [];
  private inFlight: Step | null = null;
  private answerBody = '';
  private lastCheckoutAt = Number.NEGATIVE_INFINITY;
  private lastMessageId: string | undefined;
  private readonly now: () => number;

  constructor(private readonly deps: UserDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** autocannon's setupRequest: the next request of this connection. */
  next(): autocannon.Request {
    if (this.inFlight) {
      // The last request got no answer (timeout, broken connection): the visit is abandoned.
      this.deps.recorder.unanswered(this.inFlight.kind);
      this.queue.length = 0;
    }
    if (this.queue.length === 0) this.plan(this.chooseVisit());
    const step = this.queue.shift()!();
    this.inFlight = step;
    this.answerBody = '';
    const headers: Record<string, string> = {
      'x-forwarded-for': this.deps.address,
      accept: step.kind === 'home' ? 'text/html' : 'application/json',
    };
    if (this.deps.account) headers.cookie = this.deps.account.cookie;
    if (step.body === undefined) return { method: step.method, path: step.path, headers };
    headers['content-type'] = 'application/json';
    return { method: step.method, path: step.path, headers, body: JSON.stringify(step.body) };
  }

  /** autocannon's onResponse: comes just before the client's `response` event for the same answer. */
  body(body: string): void {
    this.answerBody = body;
  }

  /** The client's `response` event: status and latency of the request in flight. */
  answered(status: number, latencyMs: number): void {
    const step = this.inFlight;
    if (!step) return;
    this.inFlight = null;
    this.deps.recorder.answered(step.kind, status, latencyMs);
    step.onAnswer?.(status, parse(this.answerBody));
  }

  chooseVisit(): Visit {
    const signedIn = this.deps.account !== null;
    const canCheckOut = signedIn && this.now() - this.lastCheckoutAt >= CHECKOUT_EVERY_MS;
    const mix = this.deps.mix ?? VISIT_MIX;
    const allowed = (Object.keys(mix) as Visit[]).filter(
      (visit) => mix[visit] > 0 && (visit !== 'chat' || signedIn) && (visit !== 'checkout' || canCheckOut),
    );
    const total = allowed.reduce((sum, visit) => sum + mix[visit], 0);
    let roll = this.deps.random.next() * total;
    for (const visit of allowed) {
      roll -= mix[visit];
      if (roll < 0) return visit;
    }
    return allowed[allowed.length - 1]!;
  }

  private plan(visit: Visit): void {
    const { random, catalogue } = this.deps;
    const service = random.pick(catalogue.services);
    const category = random.pick(catalogue.categorySlugs);
    const steps: Later[] = [];
    switch (visit) {
      case 'home':
        steps.push(
          () => ({ kind: 'home', method: 'GET', path: '/' }),
          () => ({ kind: 'categories', method: 'GET', path: '/api/categories' }),
          () => ({ kind: 'search', method: 'GET', path: query('/api/services', { page: 1, pageSize: 6 }) }),
        );
        break;
      case 'category':
        steps.push(
          () => ({ kind: 'categories', method: 'GET', path: '/api/categories' }),
          () => ({
            kind: 'search',
            method: 'GET',
            path: query('/api/services', { category, sort: 'relevance', page: 1, pageSize: 12 }),
          }),
        );
        break;
      case 'search':
        steps.push(() => ({ kind: 'search', method: 'GET', path: this.searchPath(category) }));
        break;
      case 'service':
        steps.push(
          () => ({ kind: 'service', method: 'GET', path: `/api/services/${enc(service.id)}` }),
          () => ({ kind: 'reviews', method: 'GET', path: `/api/services/${enc(service.id)}/reviews` }),
        );
        break;
      case 'provider':
        steps.push(
          () => ({ kind: 'provider', method: 'GET', path: `/api/providers/${enc(service.providerId)}` }),
          () => ({
            kind: 'provider-services',
            method: 'GET',
            path: query('/api/services', { providerId: service.providerId, page: 1, pageSize: 12 }),
          }),
        );
        break;
      case 'chat':
        steps.push(...this.chatSteps());
        break;
      case 'checkout':
        steps.push(...this.checkoutSteps());
        break;
    }
    this.queue.push(...steps);
  }

  /** The listing page (filters, sort, pages), a postcode search, a date search, the picker's text search. */
  private searchPath(category: string): string {
    const { random } = this.deps;
    const shape = random.int(0, 3);
    if (shape === 0)
      return query('/api/services', {
        category,
        sort: random.pick(SORTS),
        page: random.chance(0.25) ? 2 : 1,
        pageSize: 12,
      });
    if (shape === 1)
      return query('/api/services', {
        category: random.chance(0.5) ? category : undefined,
        postcode: random.pick(POSTCODES),
        sort: 'distance',
        page: 1,
        pageSize: 12,
      });
    if (shape === 2) {
      const date = new Date(this.now() + random.int(7, 180) * DAY_MS).toISOString().slice(0, 10);
      return query('/api/services', { date, sort: 'relevance', page: 1, pageSize: 12 });
    }
    return query('/api/services', {
      q: random.pick(WORDS),
      category: random.chance(0.3) ? category : undefined,
      pageSize: 8,
    });
  }

  /** The Messages page: the room list, then the open thread's new messages (?after=). */
  private chatSteps(): Later[] {
    const roomId = this.deps.account?.roomId;
    const steps: Later[] = [() => ({ kind: 'chat-rooms', method: 'GET', path: '/api/chat/rooms' })];
    if (roomId)
      steps.push(() => ({
        kind: 'chat-messages',
        method: 'GET',
        path: query(`/api/chat/rooms/${enc(roomId)}/messages`, { after: this.lastMessageId }),
        onAnswer: (status, body) => {
          if (status === 200 && Array.isArray(body) && body.length > 0)
            this.lastMessageId = (body[body.length - 1] as { id?: string }).id ?? this.lastMessageId;
        },
      }));
    return steps;
  }

  /** A direct checkout as docs/checkout.md describes it, with the simulated gateway's card form. */
  private checkoutSteps(): Later[] {
    const { days, tally, random } = this.deps;
    this.lastCheckoutAt = this.now();
    const flow = { serviceId: '', date: '', clientSecret: '', paymentIntentId: '' };
    const abandon = () => {
      this.queue.length = 0;
    };
    const card = (cardNumber: string, onAnswer: Step['onAnswer']): Later => {
      return () => ({
        kind: 'checkout-card',
        method: 'POST',
        path: '/api/simulated-gateway/confirm',
        body: {
          clientSecret: flow.clientSecret,
          cardNumber,
          expiry: '12/30',
          cvc: '123',
          name: 'Load Tester',
        },
        onAnswer,
      });
    };
    const steps: Later[] = [
      () => {
        const { service, date } = days.next();
        flow.serviceId = service.id;
        flow.date = date;
        tally.started += 1;
        return {
          kind: 'checkout-day',
          method: 'GET',
          path: `/api/services/${enc(service.id)}/days/${date}`,
          onAnswer: (status, body) => {
            if (status !== 200 || (body as { available?: boolean } | undefined)?.available !== true) {
              tally.dayUnavailable += 1;
              abandon();
            }
          },
        };
      },
      () => ({
        kind: 'checkout-intent',
        method: 'POST',
        path: '/api/create-payment-intent',
        body: { serviceId: flow.serviceId, eventDate: flow.date },
        onAnswer: (status, body) => {
          const setup = body as { clientSecret?: string; paymentIntentId?: string } | undefined;
          if (status === 200 && setup?.clientSecret && setup.paymentIntentId) {
            tally.opened += 1;
            flow.clientSecret = setup.clientSecret;
            flow.paymentIntentId = setup.paymentIntentId;
          } else {
            tally.refused[String(status)] = (tally.refused[String(status)] ?? 0) + 1;
            abandon();
          }
        },
      }),
    ];
    if (random.chance(DECLINED_FIRST))
      steps.push(
        card(DECLINED_CARD, () => {
          tally.declinedFirst += 1;
        }),
      );
    steps.push(
      card(GOOD_CARD, (status, body) => {
        if (status !== 200 || (body as { status?: string } | undefined)?.status !== 'succeeded') {
          tally.notPaid += 1;
          abandon();
        }
      }),
      () => ({
        kind: 'checkout-confirm',
        method: 'POST',
        path: '/api/bookings/confirm',
        body: { paymentIntentId: flow.paymentIntentId, serviceId: flow.serviceId },
        onAnswer: (status) => {
          if (status === 200) tally.paid += 1;
          else tally.notPaid += 1;
        },
      }),
    );
    return steps;
  }
}

/** Connection i's address: signed-in users and visitors in separate ranges, one address each. */
export const addressOf = (i: number, signedIn: boolean) =>
  `10.${signedIn ? 77 : 78}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
