import type { TestPlatform } from '@esm/server/testing/test-platform';
import { jumpClock } from '../../testing/jump-clock';

const DAY = 86_400_000;

/** Moves the platform's clock (domain and pg-boss) forward by whole days, firing nothing yet. */
export async function jumpDays(t: TestPlatform, days: number): Promise<void> {
  await jumpClock(t, days * DAY);
}

/**
 * Lets the workers run: ticks pg-boss's clock a second at a time (each tick polls the queues)
 * until `condition` holds, failing with `what` after `attempts` ticks.
 */
export async function untilWorkers(
  t: TestPlatform,
  what: string,
  condition: () => Promise<boolean>,
  attempts = 200,
): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    if (await condition()) return;
    await t.clock.tick(1000);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Workers never got to: ${what}`);
}
