import type { AccountEvent } from '@esm/core/account/events';
import { describe, it } from 'vitest';
import { given } from '../process-manager/testing/given-events';
import { ACCOUNT_ERASURE_QUEUE, accountErasureProcess } from './account-erasure';

describe('account erasure: a closed account is erased when its grace period ends', () => {
  it('schedules the erasure at the due date given on closure', () => {
    given<AccountEvent>(accountErasureProcess, [
      {
        type: 'AccountRegistered',
        data: { userId: 'u1', email: 'a@example.co.uk', firstName: 'A', lastName: 'B' },
      },
      {
        type: 'AccountClosed',
        data: {
          userId: 'u1',
          closedBy: 'owner',
          closedAt: '2026-06-01T12:00:00.000Z',
          erasureDueAt: '2026-07-01T12:00:00.000Z',
        },
      },
    ]).thenTimers([
      {
        kind: 'schedule',
        key: 'account-erasure:u1',
        queue: ACCOUNT_ERASURE_QUEUE,
        runAt: new Date('2026-07-01T12:00:00.000Z'),
        data: { userId: 'u1' },
      },
    ]);
  });

  it('drops the timer once the account is erased', () => {
    given<AccountEvent>(accountErasureProcess, [
      { type: 'AccountErased', data: { userId: 'u1', erasedAt: '2026-07-01T12:00:00.000Z' } },
    ]).thenTimers([{ kind: 'cancel', key: 'account-erasure:u1' }]);
  });
});
