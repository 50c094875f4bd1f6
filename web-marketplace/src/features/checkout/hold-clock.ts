/**
 * What the checkout's hold countdown shows with `left` milliseconds of the 15-minute hold to go:
 * the time left as a duration ("14 min 58 s", "45 s": never a clock face that reads like a time
 * of day), whether it is in its last two minutes, and what screen readers hear (on each
 * whole minute and at the very end only, never every second).
 */
export function holdClock(left: number): { clock: string; urgent: boolean; announcement: string } {
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  return {
    clock: minutes > 0 ? `${minutes} min ${seconds} s` : `${seconds} s`,
    urgent: left < 120_000,
    announcement: seconds === 0 || left < 1000 ? `${minutes} minutes left to complete payment` : '',
  };
}
