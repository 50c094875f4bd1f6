import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { accountDecider } from './decider';
import type { AccountEvent } from './events';

const userId = 'u1';
const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { userId, email: 'amira.khan@example.co.uk', firstName: 'Amira', lastName: 'Khan' },
};
const requester = systemActor('password-reset');
const owner = { kind: 'user', userId, roles: [] } as const;
const at = (iso: string) => new Date(iso);

const requested = (requestId: string, tokenHash: string, requestedAt: string): AccountEvent => ({
  type: 'PasswordResetRequested',
  data: {
    userId,
    requestId,
    tokenHash,
    requestedAt,
    expiresAt: new Date(Date.parse(requestedAt) + 3600_000).toISOString(),
  },
});
const request = (requestId: string, tokenHash: string) =>
  ({ type: 'RequestPasswordReset', actor: requester, userId, requestId, tokenHash }) as const;
const reset = (tokenHash: string) => ({ type: 'ResetPassword', actor: owner, userId, tokenHash }) as const;

describe('account: password reset', () => {
  it('records a request with the token hash and a one-hour expiry', () => {
    given(accountDecider, [registered])
      .when(request('r1', 'hash-1'), at('2026-06-01T12:00:00Z'))
      .thenEvents([requested('r1', 'hash-1', '2026-06-01T12:00:00.000Z')]);
  });

  it('allows three requests an hour per account, then refuses until the oldest is an hour old', () => {
    const history = [
      registered,
      requested('r1', 'h1', '2026-06-01T12:00:00.000Z'),
      requested('r2', 'h2', '2026-06-01T12:10:00.000Z'),
      requested('r3', 'h3', '2026-06-01T12:20:00.000Z'),
    ];
    given(accountDecider, history)
      .when(request('r4', 'h4'), at('2026-06-01T12:59:00Z'))
      .thenRefused('PASSWORD_RESET_TOO_MANY');
    given(accountDecider, history)
      .when(request('r4', 'h4'), at('2026-06-01T13:00:01Z'))
      .thenEvents([requested('r4', 'h4', '2026-06-01T13:00:01.000Z')]);
  });

  it('resets with a pending, unexpired token', () => {
    given(accountDecider, [registered, requested('r1', 'h1', '2026-06-01T12:00:00.000Z')])
      .when(reset('h1'), at('2026-06-01T12:59:00Z'))
      .thenEvents([
        { type: 'PasswordReset', data: { userId, requestId: 'r1', resetAt: '2026-06-01T12:59:00.000Z' } },
      ]);
  });

  it("refuses a new password the API found to be the account's e-mail, only for a good link, consuming nothing", () => {
    const history = [registered, requested('r1', 'h1', '2026-06-01T12:00:00.000Z')];
    const newPasswordError = 'Your password must not be your e-mail address.';
    const refused = given(accountDecider, history)
      .when({ ...reset('h1'), newPasswordError }, at('2026-06-01T12:01:00Z'))
      .thenRefused('VALIDATION_FAILED');
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({ password: newPasswordError });
    // A bad or expired link reads as one, whatever the password: no hint of the account's address.
    given(accountDecider, history)
      .when({ ...reset('other'), newPasswordError }, at('2026-06-01T12:01:00Z'))
      .thenRefused('PASSWORD_RESET_INVALID');
    given(accountDecider, history)
      .when({ ...reset('h1'), newPasswordError }, at('2026-06-01T13:00:00Z'))
      .thenRefused('PASSWORD_RESET_EXPIRED');
    given(accountDecider, history)
      .when({ ...reset('h1'), newPasswordError: null }, at('2026-06-01T12:01:00Z'))
      .thenEvents([
        { type: 'PasswordReset', data: { userId, requestId: 'r1', resetAt: '2026-06-01T12:01:00.000Z' } },
      ]);
  });

  it('refuses an unknown token and an expired one', () => {
    const history = [registered, requested('r1', 'h1', '2026-06-01T12:00:00.000Z')];
    given(accountDecider, history)
      .when(reset('other'), at('2026-06-01T12:01:00Z'))
      .thenRefused('PASSWORD_RESET_INVALID');
    given(accountDecider, history)
      .when(reset('h1'), at('2026-06-01T13:00:00Z'))
      .thenRefused('PASSWORD_RESET_EXPIRED');
  });

  it('uses a link once, and a reset voids every other outstanding link', () => {
    const history = [
      registered,
      requested('r1', 'h1', '2026-06-01T12:00:00.000Z'),
      requested('r2', 'h2', '2026-06-01T12:05:00.000Z'),
      {
        type: 'PasswordReset',
        data: { userId, requestId: 'r2', resetAt: '2026-06-01T12:06:00.000Z' },
      } as const,
    ];
    given(accountDecider, history)
      .when(reset('h2'), at('2026-06-01T12:07:00Z'))
      .thenRefused('PASSWORD_RESET_INVALID');
    given(accountDecider, history)
      .when(reset('h1'), at('2026-06-01T12:07:00Z'))
      .thenRefused('PASSWORD_RESET_INVALID');
  });

  it('gives a closed account no link', () => {
    const closed: AccountEvent = {
      type: 'AccountClosed',
      data: {
        userId,
        closedBy: 'owner',
        closedAt: '2026-06-01T10:00:00.000Z',
        erasureDueAt: '2026-07-01T10:00:00.000Z',
      },
    };
    const outcome = given(accountDecider, [registered, closed])
      .when(request('r1', 'h1'))
      .thenRefused('ACCOUNT_CLOSED');
    expect(outcome.status).toBe(409);
  });
});
