import type { AccountEvent } from '@esm/core/account/events';
import { ERASED } from '@esm/core/kernel/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { usersProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(usersProjector);
});
afterAll(() => spec.close());

const ada = id(1);
const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { userId: ada, email: 'ada@example.co.uk', firstName: 'Ada', lastName: 'Lovelace' },
};
const completed: AccountEvent = {
  type: 'AccountProfileCompleted',
  data: {
    userId: ada,
    firstName: 'Ada',
    lastName: 'King',
    phoneNumber: '07700 900123',
    address: '12 Analytical Row, London',
    postcode: 'SW1A 1AA',
  },
};

describe('users projector: given account events, then users rows', () => {
  it('registers an active user and completes the profile', async () => {
    const rm = await spec.given<AccountEvent>([
      registered,
      { event: completed, at: '2026-06-02T09:00:00.000Z' },
    ]);
    await rm.thenRows('users', [
      {
        user_id: ada,
        email: 'ada@example.co.uk',
        first_name: 'Ada',
        last_name: 'King',
        phone_number: '07700 900123',
        postcode: 'SW1A 1AA',
        is_profile_complete: true,
        roles: [],
        status: 'active',
        created_at: '2026-06-01T12:00:00.000Z',
        updated_at: '2026-06-02T09:00:00.000Z',
      },
    ]);
  });

  it('keeps roles distinct and sorted, and removes a revoked one', async () => {
    const rm = await spec.given<AccountEvent>([
      registered,
      { type: 'AccountRoleGranted', data: { userId: ada, role: 'verifier', grantedBy: id(9) } },
      { type: 'AccountRoleGranted', data: { userId: ada, role: 'admin', grantedBy: id(9) } },
      { type: 'AccountRoleGranted', data: { userId: ada, role: 'verifier', grantedBy: id(9) } },
      { type: 'AccountRoleRevoked', data: { userId: ada, role: 'verifier', revokedBy: id(9) } },
    ]);
    await rm.thenRows('users', [{ user_id: ada, roles: ['admin'] }]);
  });

  it('closes, then erases: personal fields and roles are blanked', async () => {
    const rm = await spec.given<AccountEvent>([
      registered,
      completed,
      { type: 'AccountRoleGranted', data: { userId: ada, role: 'admin', grantedBy: id(9) } },
      {
        type: 'AccountClosed',
        data: {
          userId: ada,
          closedBy: 'owner',
          closedAt: '2026-06-03T10:00:00.000Z',
          erasureDueAt: '2026-07-03T10:00:00.000Z',
        },
      },
      { type: 'AccountErased', data: { userId: ada, erasedAt: '2026-07-03T10:00:05.000Z' } },
    ]);
    await rm.thenRows('users', [
      {
        user_id: ada,
        email: null,
        first_name: null,
        phone_number: null,
        address: null,
        postcode: null,
        roles: [],
        status: 'erased',
        closed_at: '2026-06-03T10:00:00.000Z',
        erasure_due_at: '2026-07-03T10:00:00.000Z',
        erased_at: '2026-07-03T10:00:05.000Z',
      },
    ]);
  });

  it('replays an already-erased registration with its fields blank, not as the erased marker', async () => {
    const rm = await spec.given<AccountEvent>([
      {
        type: 'AccountRegistered',
        data: { userId: ada, email: ERASED, firstName: ERASED, lastName: ERASED },
      },
    ]);
    await rm.thenRows('users', [{ user_id: ada, email: null, first_name: null, last_name: null }]);
  });
});
