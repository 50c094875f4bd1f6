import type { TestPlatform } from '@esm/server/testing/test-platform';

/**
 * Moves the platform's clock (domain and pg-boss) forward by `ms`, firing nothing yet. For a test
 * where only time must pass: a tick would run every poll of every queue on the way.
 */
export async function jumpClock(t: TestPlatform, ms: number): Promise<void> {
  await t.clock.setTime(t.clock.now() + ms);
}
