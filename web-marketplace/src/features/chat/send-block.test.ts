import { describe, expect, it } from 'vitest';
import { sendBlockText } from './send-block';

const status = (
  standing: 'good' | 'warned' | 'restricted' | 'suspended' | 'terminated',
  blockedUntil: string | null,
) => ({
  isBlocked: standing === 'suspended' || standing === 'terminated',
  violationCount: 2,
  blockReason: null,
  blockedUntil,
  standing,
});
const now = Date.parse('2026-06-01T12:00:00Z');

describe('sendBlockText', () => {
  it('explains an ongoing restriction with its end in UK time', () => {
    expect(sendBlockText(status('restricted', '2026-06-02T12:00:00Z'), now)).toMatch(
      /^You cannot send messages until .*13:00 \(UK time\)/,
    );
  });
  it('lets people write when the block has ended or there is none', () => {
    expect(sendBlockText(status('restricted', '2026-06-01T11:59:00Z'), now)).toBeNull();
    expect(sendBlockText(status('warned', null), now)).toBeNull();
    expect(sendBlockText(undefined, now)).toBeNull();
  });
  it('explains a suspension and a termination', () => {
    expect(sendBlockText(status('suspended', '2026-06-08T12:00:00Z'), now)).toMatch(/suspended until/);
    expect(sendBlockText(status('terminated', null), now)).toMatch(/terminated/);
  });
});
