import type { DomainError } from './errors';

/** A domain event as a decider emits it: type and payload, no metadata (the command handler adds that). */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/**
 * A lifecycle as a pure decider: decide(command, state, now) returns the events
 * to append or a DomainError; evolve folds one event into the state. The clock is an argument.
 */
export interface Decider<C, S, E extends DomainEvent> {
  initialState: S;
  decide(command: C, state: S, now: Date): E[] | DomainError;
  evolve(state: S, event: E): S;
}

export function fold<S, E extends DomainEvent>(
  decider: Pick<Decider<never, S, E>, 'initialState' | 'evolve'>,
  events: readonly E[],
): S {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}
