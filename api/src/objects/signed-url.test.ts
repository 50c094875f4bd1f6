import { describe, expect, it } from 'vitest';
import { signUpload, verifyUpload } from './signed-url';

const secret = 'test-secret';
const grant = { path: '/objects/uploads/abc', userId: 'user-1', expiresAt: 1_000_000 };
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('pre-signed upload URLs', () => {
  it('verifies its own signature before expiry', () => {
    const url = signUpload(secret, grant);
    expect(url.startsWith('/objects/uploads/abc?')).toBe(true);
    expect(verifyUpload(secret, grant.path, queryOf(url), 999_999)).toEqual({ ok: true, grant });
  });
  it('refuses it after expiry', () => {
    expect(verifyUpload(secret, grant.path, queryOf(signUpload(secret, grant)), 1_000_001)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
  it('refuses it for another path or a tampered user', () => {
    const q = queryOf(signUpload(secret, grant));
    expect(verifyUpload(secret, '/objects/uploads/other', q, 0)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyUpload(secret, grant.path, { ...q, u: 'user-2' }, 0)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
