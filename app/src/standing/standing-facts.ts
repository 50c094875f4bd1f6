import { loadState } from '@esm/core/eventstore/load-state';
import type { EventStore } from '@esm/core/eventstore/port';
import { standingDecider } from '@esm/core/standing/decider';
import { standingStream } from '@esm/core/standing/events';
import { type StandingView, standingOf } from '@esm/core/standing/standing-of';

/** A user's contact-sharing standing now, from their standing stream. */
export async function standingOfUser(store: EventStore, userId: string, now: Date): Promise<StandingView> {
  return standingOf(await loadState(store, standingStream(userId), standingDecider), now);
}
