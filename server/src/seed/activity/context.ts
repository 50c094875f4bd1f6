import type { ApiContext } from '@esm/api/http/context';
import { CommandBus } from '@esm/core/eventstore/command-bus';
import { type BackOfficeRole, type CommandActor, systemActor } from '@esm/core/kernel/actor';
import { DAY, HOUR } from '@esm/core/kernel/clock';
import type { Decider, DomainEvent } from '@esm/core/kernel/decider';
import type { ProviderPlan } from '@esm/core/money/index';
import type { SeededProvider } from '../demo-marketplace';
import type { SeededRandom } from '../seeded-random';

export const correlationId = 'seed';
export const SYSTEM = systemActor('seed');
export const user = (userId: string, roles: BackOfficeRole[] = []): CommandActor => ({
  kind: 'user',
  userId,
  roles,
});

export interface ActivitySeed {
  rng: SeededRandom;
  accounts: ReadonlyMap<string, string>;
  southbank: SeededProvider;
  providers: SeededProvider[];
  passwordHash: string;
}

/**
 * What every lifecycle's seeding shares: one rng drawn in a fixed order (so the demo is the same on
 * every run), the plans bought so far (bookings are priced by them), the counts of the summary, and
 * `run`, which decides a command at a given time.
 */
export function activityContext(ctx: ApiContext, seed: ActivitySeed) {
  const now = ctx.clock.now();
  return {
    ...seed,
    ctx,
    now,
    clientId: seed.accounts.get('client')!,
    verifierId: seed.accounts.get('verifier')!,
    plans: new Map<string, ProviderPlan>(),
    counts: { bookings: 0, reviews: 0, quotes: 0, chats: 0, verified: 0, plans: 0, boosts: 0 },
    at: (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * HOUR),
    /**
     * Past activity is decided at past times by a command bus with its own clock (the deciders
     * take `now` as an argument), so completed bookings and their reviews are genuinely past.
     */
    run<C, S, E extends DomainEvent>(when: Date, stream: string, decider: Decider<C, S, E>, command: C) {
      const bus =
        when.getTime() === now.getTime() ? ctx.commands : new CommandBus(ctx.store, { now: () => when });
      // Calendar commands carry no actor: checkout and the payment worker send them.
      const actor = (command as { actor?: CommandActor }).actor ?? SYSTEM;
      return bus.run({ stream, decider, command, actor, correlationId, readYourWrites: false });
    },
  };
}

export type Activity = ReturnType<typeof activityContext>;
