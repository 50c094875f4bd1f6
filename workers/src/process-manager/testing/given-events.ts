import type { Actor, RecordedEvent } from '@esm/core/eventstore/port';
import type { DomainEvent } from '@esm/core/kernel/decider';
import { expect } from 'vitest';
import type { ProcessManager, TimerIntent } from '../process-manager';

/**
 * Given/then for process managers, in the spirit of the deciders' given/when/then: given recorded
 * events, then the timer intents the manager returns, in order. Events the manager does not
 * handle are skipped as the runner skips them, so a spec can also show what a manager ignores.
 */

/** An event with what the store would add to it; `at` is when it was recorded. */
export interface Given<E extends DomainEvent = DomainEvent> {
  event: E;
  at?: string;
  position?: number;
  eventId?: string;
}

/** When events are recorded unless a spec says otherwise. */
export const recordedAt = '2026-06-01T12:00:00.000Z';

const specSystem: Actor = { kind: 'system', name: 'process-manager-spec' };

export function given<E extends DomainEvent>(manager: ProcessManager, events: ReadonlyArray<E | Given<E>>) {
  const intents: TimerIntent[] = [];
  events.forEach((entry, i) => {
    const g: Given<E> = 'event' in entry ? entry : { event: entry };
    const position = g.position ?? i + 1;
    const recorded: RecordedEvent = {
      eventId: g.eventId ?? `event-${position}`,
      stream: 'spec',
      version: i,
      globalPosition: position,
      type: g.event.type,
      schemaVersion: 1,
      occurredAt: new Date(g.at ?? recordedAt),
      data: g.event.data,
      metadata: { actor: specSystem, correlationId: `spec-${position}` },
    };
    if (manager.handles.includes(recorded.type)) intents.push(...manager.react(recorded));
  });
  return {
    intents,
    thenTimers(expected: TimerIntent[]) {
      expect(intents).toEqual(expected);
    },
  };
}
