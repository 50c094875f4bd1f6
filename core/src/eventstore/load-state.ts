import { type DomainEvent, type Folding, fold } from '../kernel/decider';
import type { EventStore } from './port';

/**
 * The current state of one stream, folded from its events: what a command that depends on another
 * lifecycle (a listing needs its provider's standing) reads, rather than a read model that may lag.
 */
export async function loadState<S, E extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Folding<S, E>,
): Promise<S> {
  const events = await store.readStream(stream);
  return fold(
    decider,
    events.map((e) => ({ type: e.type, data: e.data }) as E),
  );
}
