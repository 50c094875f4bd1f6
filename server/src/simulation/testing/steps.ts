import { SeededRandom } from '../../seed/seeded-random';

/**
 * One thing that happens to the platform. Steps name clients, services and days by small numbers,
 * and checkouts and bookings by how recent they are (0 = the latest opened; counted modulo the
 * ones that exist when the step runs), so a step list stays meaningful when the shrinker removes
 * steps from it, and steps mostly act on what just happened.
 */
export type Step =
  /** A client starts a direct checkout of a service day; `clicks: 2` is a double click. */
  | { kind: 'open'; client: number; service: number; day: number; clicks: 1 | 2 }
  /** The card form: a good card, a declined one, or 3-D Secure approved or denied. */
  | { kind: 'pay'; checkout: number; card: Card }
  /** A good and a declined card confirmed on one intent at the same moment. */
  | { kind: 'race'; checkout: number }
  /** The booking-success page confirms; with `crashAfter`, the process dies after that many commands. */
  | { kind: 'confirm'; checkout: number; crashAfter?: number }
  /** The gateway's pending webhooks arrive, as sent or shuffled with every one twice. */
  | { kind: 'webhooks'; order: 'as-sent' | 'shuffled-twice'; shuffle: number }
  /** Time jumps; timers that fall due wait for the workers. */
  | { kind: 'advance'; minutes: number }
  /** The workers run every due timer; with `crashAfter`, the process dies in the first job. */
  | { kind: 'workers'; crashAfter?: number }
  | { kind: 'respond'; booking: number; answer: 'accept' | 'decline' }
  | { kind: 'cancel'; booking: number }
  | { kind: 'dispute'; booking: number }
  /** A client writes to a booking's provider; some messages carry a phone number. */
  | { kind: 'chat'; booking: number; sharesContact: boolean };

export type Card = 'good' | 'declined' | '3ds-approve' | '3ds-deny';

export const CLIENTS = 4;
export const SERVICES = 2;
/**
 * Few days, so checkouts collide on them: the event days of the first 45 days of a run. A jump of
 * 45 days (past every event, into completions and payouts) moves them 45 days on, so checkouts
 * after it are for days still ahead.
 */
export const DAYS = ['2026-07-10', '2026-07-11'] as const;
export const DAYS_MOVE_EVERY_DAYS = 45;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day a step's `day` names at `now`, for a run that started at `start`. */
export function eventDayOf(day: number, start: Date, now: Date): string {
  const periods = Math.floor((now.getTime() - start.getTime()) / (DAYS_MOVE_EVERY_DAYS * DAY_MS));
  const first = new Date(`${DAYS[day % DAYS.length]}T12:00:00.000Z`);
  return new Date(first.getTime() + periods * DAYS_MOVE_EVERY_DAYS * DAY_MS).toISOString().slice(0, 10);
}

const ADVANCES = [5, 16, 16, 16, 61, 25 * 60, 45 * 24 * 60];

const weighted: Array<[number, (r: SeededRandom) => Step]> = [
  [
    18,
    (r) => ({
      kind: 'open',
      client: r.int(0, CLIENTS - 1),
      service: r.int(0, SERVICES - 1),
      day: r.int(0, DAYS.length - 1),
      clicks: r.chance(0.3) ? 2 : 1,
    }),
  ],
  [
    16,
    (r) => ({
      kind: 'pay',
      checkout: r.int(0, 3),
      card: r.pick(['good', 'good', 'good', 'declined', '3ds-approve', '3ds-deny'] as const),
    }),
  ],
  [4, (r) => ({ kind: 'race', checkout: r.int(0, 3) })],
  [12, (r) => ({ kind: 'confirm', checkout: r.int(0, 3) })],
  [4, (r) => ({ kind: 'confirm', checkout: r.int(0, 3), crashAfter: r.int(0, 4) })],
  [
    10,
    (r) => ({
      kind: 'webhooks',
      order: r.chance(0.5) ? 'as-sent' : 'shuffled-twice',
      shuffle: r.int(1, 1e6),
    }),
  ],
  [10, (r) => ({ kind: 'advance', minutes: r.pick(ADVANCES) })],
  [6, () => ({ kind: 'workers' })],
  [2, (r) => ({ kind: 'workers', crashAfter: r.int(0, 3) })],
  [6, (r) => ({ kind: 'respond', booking: r.int(0, 5), answer: r.chance(0.7) ? 'accept' : 'decline' })],
  [3, (r) => ({ kind: 'cancel', booking: r.int(0, 5) })],
  [2, (r) => ({ kind: 'dispute', booking: r.int(0, 5) })],
  [3, (r) => ({ kind: 'chat', booking: r.int(0, 5), sharesContact: r.chance(0.4) })],
];
const totalWeight = weighted.reduce((sum, [w]) => sum + w, 0);

/** The step list of a seed: the same seed always gives the same steps. */
export function stepsOf(seed: number, count: number): Step[] {
  const random = new SeededRandom(seed);
  const steps: Step[] = [];
  for (let i = 0; i < count; i++) {
    let roll = random.next() * totalWeight;
    for (const [weight, make] of weighted) {
      roll -= weight;
      if (roll < 0) {
        steps.push(make(random));
        break;
      }
    }
  }
  return steps;
}

export function describeStep(step: Step): string {
  const { kind, ...rest } = step;
  const args = Object.entries(rest)
    .filter(([key]) => !(kind === 'webhooks' && key === 'shuffle' && step.order === 'as-sent'))
    .map(([key, value]) => `${key}=${value}`);
  return [kind, ...args].join(' ');
}
