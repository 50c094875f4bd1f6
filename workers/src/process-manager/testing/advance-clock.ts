import type { TestClock } from 'pg-boss';

/**
 * Moves pg-boss's TestClock (and so the domain clock built on it) forward by `ms` and lets the
 * workers poll once. `tick(ms)` fires every polling interval on the way, which for days of
 * simulated time is hundreds of thousands of polls; a jump followed by a short tick fires each
 * passed timer once, which is all the job workers need to pick up what became due.
 */
export async function advanceClock(clock: TestClock, ms: number): Promise<void> {
  await clock.setTime(clock.now() + ms);
  await clock.tick(2_000);
}
