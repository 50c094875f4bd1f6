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
  /**
   * Optional: the state after `events` from initialState, in one pass. For lifecycles whose
   * streams grow long (a chat): evolve copies the state's collections to stay pure, so folding
   * n events through it copies them n times, O(n²). Must equal reducing the events with evolve.
   */
  foldEvents?(events: readonly E[]): S;
  /**
   * Optional: true when neither the state nor any decision reads an event's personal fields (a
   * chat message's text): the command handler then folds the stream as stored, without
   * decrypting them, which was most of a send's own CPU in a long chat. The decider's tests must
   * show its fold is the same whatever those fields hold.
   */
  ignoresPersonalData?: boolean;
}

/** What folding a stream needs of its decider. */
export type Folding<S, E extends DomainEvent> = Pick<
  Decider<never, S, E>,
  'initialState' | 'evolve' | 'foldEvents'
>;

/** The state after `events`: the decider's own one-pass fold when it has one, else evolve on each. */
export function fold<S, E extends DomainEvent>(decider: Folding<S, E>, events: readonly E[]): S {
  if (decider.foldEvents) return decider.foldEvents(events);
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}
