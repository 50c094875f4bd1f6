import { loadState } from '@esm/core/eventstore/load-state';
import type { EventStore } from '@esm/core/eventstore/port';
import type { ProviderPlan } from '@esm/core/money/index';
import { planDecider } from '@esm/core/plan/decider';
import { planStream } from '@esm/core/plan/events';
import { planAt } from '@esm/core/plan/plan-at';

/**
 * The provider's plan in force at `now`, from their plan stream (not a read model that may lag):
 * what checkout passes as `plan` when it prices a booking, so an upgrade or the end of a plan
 * changes commission and payout timing from the very next booking on.
 */
export async function providerPlanAt(
  store: EventStore,
  providerId: string,
  now: Date,
): Promise<ProviderPlan> {
  return planAt(await loadState(store, planStream(providerId), planDecider), now);
}
