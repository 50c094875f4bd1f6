import type { Actor, EventMetadata, NewEvent } from './port';

/** Helpers for the event-store tests: event builders, a latch, and waiting with a deadline. */

export const testActor: Actor = { kind: 'user', userId: 'user-1', role: 'client' };

export const testMetadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  actor: testActor,
  correlationId: 'corr-1',
  ...overrides,
});

export const testEvent = (type: string, data: unknown, overrides: Partial<NewEvent> = {}): NewEvent => ({
  type,
  data,
  metadata: testMetadata(),
  ...overrides,
});

/** A promise the test resolves by hand, to hold something open at a chosen moment. */
export class Latch {
  readonly promise: Promise<void>;
  open!: () => void;
  constructor() {
    this.promise = new Promise((resolve) => {
      this.open = resolve;
    });
  }
}

/** Polls `condition` until it holds; fails with `what` after the deadline. */
export async function eventually(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
