import { expect } from 'vitest';
import { type Decider, type DomainEvent, fold } from './decider';
import { type DomainError, isDomainError } from './errors';

/**
 * Given/when/then for deciders: given past events, when a command at `now`,
 * then either the expected events or a refusal with the expected code.
 */
export function given<C, S, E extends DomainEvent>(decider: Decider<C, S, E>, history: E[] = []) {
  const state = fold(decider, history);
  return {
    state,
    when(command: C, now: Date = new Date('2026-06-01T12:00:00Z')) {
      const outcome = decider.decide(command, state, now);
      return {
        outcome,
        thenEvents(expected: E[]) {
          if (isDomainError(outcome))
            throw new Error(`expected events, got refusal ${outcome.code}: ${outcome.message}`);
          expect(outcome).toEqual(expected);
          return outcome;
        },
        thenRefused(code: string, message?: string): DomainError {
          if (!isDomainError(outcome))
            throw new Error(`expected refusal ${code}, got events ${JSON.stringify(outcome)}`);
          expect(outcome.code).toBe(code);
          if (message !== undefined) expect(outcome.message).toBe(message);
          return outcome;
        },
      };
    },
  };
}
