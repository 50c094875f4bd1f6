/**
 * What the checkout's hold countdown shows with `left` milliseconds of the 15-minute hold to go:
 * the m:ss clock, whether it is in its last two minutes, and what screen readers hear (on each
 * whole minute and at the very end only, never every second).
 */
export function holdClock(left: number): { clock: string; urgent: boolean; announcement: string } {
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  return {
    clock: `${minutes}:${String(seconds).padStart(2, '0')}`,
    urgent: left < 120_000,
    announcement: seconds === 0 || left < 1000 ? `${minutes} minutes left to complete payment` : '',
  };
}
