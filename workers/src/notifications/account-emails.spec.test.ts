import type { AccountEvent } from '@esm/core/account/events';
import { describe, it } from 'vitest';
import { given } from '../process-manager/testing/given-events';
import { passwordResetEmail } from './account-emails';
import { emailQueue, notificationProcess } from './notification';

describe('password reset e-mail: one per request, carrying no token', () => {
  it('prepares the mail at once with the request id only; a reset sends nothing', () => {
    given<AccountEvent>(notificationProcess(passwordResetEmail), [
      {
        event: {
          type: 'PasswordResetRequested',
          data: {
            userId: 'u1',
            requestId: 'r1',
            tokenHash: 'a'.repeat(64),
            requestedAt: '2026-06-01T12:00:00.000Z',
            expiresAt: '2026-06-01T13:00:00.000Z',
          },
        },
        at: '2026-06-01T12:00:00.000Z',
      },
      { type: 'PasswordReset', data: { userId: 'u1', requestId: 'r1', resetAt: '2026-06-01T12:05:00.000Z' } },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'password-reset:r1',
        queue: emailQueue('password-reset'),
        runAt: new Date('2026-06-01T12:00:00.000Z'),
        data: {
          userId: 'u1',
          requestId: 'r1',
          expiresAt: '2026-06-01T13:00:00.000Z',
          dedupeKey: 'password-reset:r1',
        },
      },
    ]);
  });
});
