import { createHash } from 'node:crypto';

/**
 * A deterministic job id for a timer at a given time: re-sending the same timer (a replay, a
 * reconcile after a crash) inserts nothing new, while moving a timer to a new time yields a new job.
 */
export function jobIdFor(key: string, runAt: Date): string {
  const h = createHash('sha256').update(`${key}@${runAt.toISOString()}`).digest('hex');
  // Shaped as a version-5-style UUID so pg-boss's uuid column accepts it.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
