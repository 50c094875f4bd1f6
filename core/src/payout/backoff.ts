import { HOUR, MINUTE } from '../kernel/clock';

/**
 * Waits before retrying a failed transfer: after the 1st failure 5 minutes, then 30 minutes,
 * 2 hours, 12 hours. A 5th failure in a row stops retrying and asks a person to look.
 */
export const PAYOUT_RETRY_DELAYS: readonly number[] = [5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR];

/** When to try again after `failuresInARow` failures, or null when it needs attention instead. */
export function nextPayoutAttemptAt(failuresInARow: number, failedAt: Date): Date | null {
  const delay = PAYOUT_RETRY_DELAYS[failuresInARow - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}
