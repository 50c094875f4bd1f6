import { describe, expect, it } from 'vitest';
import { SESSION_REFRESH_AFTER_MS, sessionNeedsRefresh } from './session-store';

const now = Date.parse('2026-11-28T12:00:00Z');

describe('when a signed-in session is refreshed', () => {
  it('not when it was refreshed less than an hour ago', () => {
    expect(sessionNeedsRefresh(now, now)).toBe(false);
    expect(sessionNeedsRefresh(now - SESSION_REFRESH_AFTER_MS + 1, now)).toBe(false);
  });

  it('once an hour or more has passed since it was', () => {
    expect(sessionNeedsRefresh(now - SESSION_REFRESH_AFTER_MS, now)).toBe(true);
    expect(sessionNeedsRefresh(now - 3 * 24 * SESSION_REFRESH_AFTER_MS, now)).toBe(true);
  });

  it('at once when it never was (signed in just now, or stored before refreshes were recorded)', () => {
    expect(sessionNeedsRefresh(undefined, now)).toBe(true);
  });
});
