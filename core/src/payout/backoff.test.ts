import { describe, expect, it } from 'vitest';
import { nextPayoutAttemptAt } from './backoff';

describe('payout retry backoff', () => {
  const failedAt = new Date('2026-06-15T15:00:00Z');
  it.each([
    [1, '2026-06-15T15:05:00.000Z'],
    [2, '2026-06-15T15:30:00.000Z'],
    [3, '2026-06-15T17:00:00.000Z'],
    [4, '2026-06-16T03:00:00.000Z'],
  ])('after %i failures in a row, tries again at %s', (failures, expected) => {
    expect(nextPayoutAttemptAt(failures, failedAt)?.toISOString()).toBe(expected);
  });
  it('after 5 failures in a row, stops and needs attention', () => {
    expect(nextPayoutAttemptAt(5, failedAt)).toBeNull();
  });
});
