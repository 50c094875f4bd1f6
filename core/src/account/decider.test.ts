import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { DAY } from '../kernel/clock';
import { given } from '../kernel/given-when-then';
import { accountDecider } from './decider';
import type { AccountEvent } from './events';

const userId = 'u1';
const owner = { kind: 'user', userId, roles: [] } as const;
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const verifier = { kind: 'user', userId: 'u-verifier', roles: ['verifier'] } as const;
const stranger = { kind: 'user', userId: 'u2', roles: [] } as const;
const eraser = systemActor('account-erasure');

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { userId, email: 'amira.khan@example.co.uk', firstName: 'Amira', lastName: 'Khan' },
};
const profile = {
  firstName: 'Amira',
  lastName: 'Khan',
  phoneNumber: '07700 900123',
  address: '12 Deansgate, Manchester',
  postcode: 'M1 1AE',
};
const profileCompleted: AccountEvent = { type: 'AccountProfileCompleted', data: { userId, ...profile } };
const closedAt = new Date('2026-06-01T12:00:00Z');
const closed: AccountEvent = {
  type: 'AccountClosed',
  data: {
    userId,
    closedBy: 'owner',
    closedAt: closedAt.toISOString(),
    erasureDueAt: '2026-07-01T12:00:00.000Z',
  },
};
const erased: AccountEvent = {
  type: 'AccountErased',
  data: { userId, erasedAt: '2026-07-01T12:00:00.000Z' },
};
const grantedVerifier: AccountEvent = {
  type: 'AccountRoleGranted',
  data: { userId, role: 'verifier', grantedBy: 'u-admin' },
};

const register = {
  type: 'RegisterAccount',
  actor: owner,
  userId,
  email: 'amira.khan@example.co.uk',
  firstName: 'Amira',
  lastName: 'Khan',
  emailInUse: false,
} as const;
const complete = { type: 'CompleteProfile', actor: owner, userId, ...profile } as const;
const update = { type: 'UpdateProfile', actor: owner, userId, ...profile } as const;

describe('account: registration', () => {
  it('registers a new account with the e-mail trimmed and lower-cased and names trimmed', () => {
    given(accountDecider)
      .when({ ...register, email: '  Amira.Khan@Example.CO.UK ', firstName: ' Amira ', lastName: 'Khan ' })
      .thenEvents([registered]);
  });
  it('refuses to register the same account twice', () => {
    given(accountDecider, [registered]).when(register).thenRefused('ACCOUNT_ALREADY_REGISTERED');
  });
  it('refuses an e-mail address that is already in use', () => {
    given(accountDecider)
      .when({ ...register, emailInUse: true })
      .thenRefused(
        'ACCOUNT_EMAIL_TAKEN',
        'An account with this email address already exists. Please sign in instead.',
      );
  });
  it('refuses an invalid e-mail and missing names, with every field text', () => {
    const refusal = given(accountDecider)
      .when({ ...register, email: 'amira@', firstName: ' ', lastName: '' })
      .thenRefused('ACCOUNT_SIGN_UP_INVALID', 'Please enter a valid email address');
    expect(refusal.status).toBe(400);
    expect(refusal.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });
  it('refuses any other command for an account that does not exist', () => {
    given(accountDecider).when(complete).thenRefused('ACCOUNT_NOT_FOUND');
  });
});

describe('account: profile completion (customer profile rules)', () => {
  it('completes the profile, upper-casing and normalising the postcode', () => {
    given(accountDecider, [registered])
      .when({ ...complete, postcode: 'm11ae', address: ' 12 Deansgate, Manchester ' })
      .thenEvents([profileCompleted]);
  });
  it('marks the profile complete in the state', () => {
    const state = given(accountDecider, [registered, profileCompleted]).state;
    expect(state.status === 'active' && state.profile).toEqual(profile);
  });
  it('lets an admin complete the profile for a user', () => {
    given(accountDecider, [registered])
      .when({ ...complete, actor: admin })
      .thenEvents([profileCompleted]);
  });
  it('refuses another user completing the profile', () => {
    given(accountDecider, [registered])
      .when({ ...complete, actor: stranger })
      .thenRefused('FORBIDDEN');
  });
  it('refuses completing a profile that is already complete', () => {
    given(accountDecider, [registered, profileCompleted])
      .when(complete)
      .thenRefused('ACCOUNT_PROFILE_ALREADY_COMPLETE');
  });
  it.each([
    ['firstName', '  ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['phoneNumber', '0770090', 'Valid phone number is required'],
    ['phoneNumber', 'call me maybe', 'Valid phone number is required'],
    ['address', '12 A', 'Address is required'],
    ['postcode', 'M1 1', 'Valid postcode is required'],
    ['postcode', 'ABCDE', 'Please enter a valid UK postcode'],
    ['postcode', '12345 678', 'Please enter a valid UK postcode'],
  ])('refuses %s %j with the spec text %j', (field, value, text) => {
    const refusal = given(accountDecider, [registered])
      .when({ ...complete, [field]: value })
      .thenRefused('ACCOUNT_PROFILE_INVALID', text);
    expect(refusal.fieldErrors).toEqual({ [field]: text });
  });
  it('reports every invalid field at once', () => {
    const refusal = given(accountDecider, [registered])
      .when({ ...complete, firstName: '', lastName: '', phoneNumber: '', address: '', postcode: '' })
      .thenRefused('ACCOUNT_PROFILE_INVALID');
    expect(Object.keys(refusal.fieldErrors ?? {})).toEqual([
      'firstName',
      'lastName',
      'phoneNumber',
      'address',
      'postcode',
    ]);
  });
  it('accepts a ten-character phone number and an international one', () => {
    given(accountDecider, [registered])
      .when({ ...complete, phoneNumber: '0770090012' })
      .thenEvents([
        { type: 'AccountProfileCompleted', data: { userId, ...profile, phoneNumber: '0770090012' } },
      ]);
    given(accountDecider, [registered])
      .when({ ...complete, phoneNumber: '+44 161 496 0000' })
      .thenEvents([
        { type: 'AccountProfileCompleted', data: { userId, ...profile, phoneNumber: '+44 161 496 0000' } },
      ]);
  });
  it('refuses a name longer than 50 characters', () => {
    given(accountDecider, [registered])
      .when({ ...complete, lastName: 'x'.repeat(51) })
      .thenRefused('ACCOUNT_PROFILE_INVALID', 'Last name must be at most 50 characters');
  });
  it('refuses profile completion on a closed account', () => {
    given(accountDecider, [registered, closed]).when(complete).thenRefused('ACCOUNT_CLOSED');
  });
});

describe('account: profile update (same rules as completion)', () => {
  it('updates a completed profile', () => {
    given(accountDecider, [registered, profileCompleted])
      .when({ ...update, address: '1 Piccadilly, Manchester', postcode: 'm4 5jd' })
      .thenEvents([
        {
          type: 'AccountProfileUpdated',
          data: { userId, ...profile, address: '1 Piccadilly, Manchester', postcode: 'M4 5JD' },
        },
      ]);
  });
  it('records nothing when nothing changed', () => {
    given(accountDecider, [registered, profileCompleted])
      .when({ ...update, postcode: 'm1 1ae' })
      .thenEvents([]);
  });
  it('applies the same postcode rule on update', () => {
    given(accountDecider, [registered, profileCompleted])
      .when({ ...update, postcode: 'NOT A PC' })
      .thenRefused('ACCOUNT_PROFILE_INVALID', 'Please enter a valid UK postcode');
  });
  it('refuses an update before the profile was completed', () => {
    given(accountDecider, [registered]).when(update).thenRefused('ACCOUNT_PROFILE_INCOMPLETE');
  });
  it('refuses another user updating the profile', () => {
    given(accountDecider, [registered, profileCompleted])
      .when({ ...update, actor: stranger })
      .thenRefused('FORBIDDEN');
  });
  it('takes the updated names as the account names', () => {
    const state = given(accountDecider, [
      registered,
      profileCompleted,
      { type: 'AccountProfileUpdated', data: { userId, ...profile, firstName: 'Amy' } },
    ]).state;
    expect(state.status === 'active' && state.firstName).toBe('Amy');
  });
});

describe('account: back-office roles', () => {
  it('lets an admin grant a role', () => {
    given(accountDecider, [registered])
      .when({ type: 'GrantRole', actor: admin, userId, role: 'verifier' })
      .thenEvents([grantedVerifier]);
  });
  it('lets the platform grant a role (seeding the first admin)', () => {
    given(accountDecider, [registered])
      .when({ type: 'GrantRole', actor: systemActor('seed'), userId, role: 'admin' })
      .thenEvents([
        { type: 'AccountRoleGranted', data: { userId, role: 'admin', grantedBy: 'system:seed' } },
      ]);
  });
  it('records nothing when the role is already held', () => {
    given(accountDecider, [registered, grantedVerifier])
      .when({ type: 'GrantRole', actor: admin, userId, role: 'verifier' })
      .thenEvents([]);
  });
  it('refuses a role grant by someone who is not an admin, even a verifier', () => {
    given(accountDecider, [registered])
      .when({ type: 'GrantRole', actor: verifier, userId, role: 'verifier' })
      .thenRefused('FORBIDDEN');
    given(accountDecider, [registered])
      .when({ type: 'GrantRole', actor: owner, userId, role: 'admin' })
      .thenRefused('FORBIDDEN');
  });
  it('refuses an unknown role', () => {
    given(accountDecider, [registered])
      .when({ type: 'GrantRole', actor: admin, userId, role: 'superuser' })
      .thenRefused('ACCOUNT_ROLE_UNKNOWN');
  });
  it('refuses granting a role on a closed account', () => {
    given(accountDecider, [registered, closed])
      .when({ type: 'GrantRole', actor: admin, userId, role: 'auditor' })
      .thenRefused('ACCOUNT_CLOSED');
  });
  it('lets an admin revoke a role', () => {
    given(accountDecider, [registered, grantedVerifier])
      .when({ type: 'RevokeRole', actor: admin, userId, role: 'verifier' })
      .thenEvents([{ type: 'AccountRoleRevoked', data: { userId, role: 'verifier', revokedBy: 'u-admin' } }]);
  });
  it('records nothing when revoking a role that is not held', () => {
    given(accountDecider, [registered])
      .when({ type: 'RevokeRole', actor: admin, userId, role: 'auditor' })
      .thenEvents([]);
  });
  it('refuses a revocation by someone who is not an admin', () => {
    given(accountDecider, [registered, grantedVerifier])
      .when({ type: 'RevokeRole', actor: verifier, userId, role: 'verifier' })
      .thenRefused('FORBIDDEN');
  });
  it('refuses an admin removing their own admin role', () => {
    const self = { kind: 'user', userId, roles: ['admin'] } as const;
    given(accountDecider, [
      registered,
      { type: 'AccountRoleGranted', data: { userId, role: 'admin', grantedBy: 'system:seed' } },
    ])
      .when({ type: 'RevokeRole', actor: self, userId, role: 'admin' })
      .thenRefused('ACCOUNT_OWN_ADMIN_ROLE');
  });
  it('keeps the granted roles in the state', () => {
    const state = given(accountDecider, [
      registered,
      grantedVerifier,
      { type: 'AccountRoleGranted', data: { userId, role: 'auditor', grantedBy: 'u-admin' } },
      { type: 'AccountRoleRevoked', data: { userId, role: 'verifier', revokedBy: 'u-admin' } },
    ]).state;
    expect(state.status === 'active' && state.roles).toEqual(['auditor']);
  });
});

describe('account: closure', () => {
  it('lets the user close their account and schedules erasure 30 days later', () => {
    given(accountDecider, [registered])
      .when({ type: 'CloseAccount', actor: owner, userId, hasOpenBookings: false }, closedAt)
      .thenEvents([closed]);
  });
  it('lets an admin close an account, even with open bookings', () => {
    given(accountDecider, [registered])
      .when({ type: 'CloseAccount', actor: admin, userId, hasOpenBookings: true }, closedAt)
      .thenEvents([{ ...closed, data: { ...closed.data, closedBy: 'admin' } } as AccountEvent]);
  });
  it('refuses the user closing an account with open bookings', () => {
    given(accountDecider, [registered])
      .when({ type: 'CloseAccount', actor: owner, userId, hasOpenBookings: true })
      .thenRefused('ACCOUNT_HAS_OPEN_BOOKINGS');
  });
  it('refuses another user closing the account', () => {
    given(accountDecider, [registered])
      .when({ type: 'CloseAccount', actor: stranger, userId, hasOpenBookings: false })
      .thenRefused('FORBIDDEN');
  });
  it('refuses closing an account twice', () => {
    given(accountDecider, [registered, closed])
      .when({ type: 'CloseAccount', actor: owner, userId, hasOpenBookings: false })
      .thenRefused('ACCOUNT_CLOSED');
  });
  it('refuses profile updates and role revocations on a closed account', () => {
    given(accountDecider, [registered, profileCompleted, closed]).when(update).thenRefused('ACCOUNT_CLOSED');
    given(accountDecider, [registered, grantedVerifier, closed])
      .when({ type: 'RevokeRole', actor: admin, userId, role: 'verifier' })
      .thenRefused('ACCOUNT_CLOSED');
  });
});

describe('account: erasure 30 days after closure', () => {
  const erase = { type: 'EraseAccount', actor: eraser, userId } as const;
  it('erases the account when the timer fires 30 days after closure', () => {
    given(accountDecider, [registered, closed])
      .when(erase, new Date(closedAt.getTime() + 30 * DAY))
      .thenEvents([erased]);
  });
  it('refuses erasure a minute before the 30 days are up', () => {
    given(accountDecider, [registered, closed])
      .when(erase, new Date(closedAt.getTime() + 30 * DAY - 60_000))
      .thenRefused('ACCOUNT_ERASURE_NOT_DUE');
  });
  it('refuses erasing an account that is not closed', () => {
    given(accountDecider, [registered]).when(erase).thenRefused('ACCOUNT_NOT_CLOSED');
  });
  it('refuses erasure requested by a person instead of the erasure timer', () => {
    given(accountDecider, [registered, closed])
      .when({ ...erase, actor: admin }, new Date(closedAt.getTime() + 31 * DAY))
      .thenRefused('FORBIDDEN');
  });
  it('records nothing when the timer fires again after erasure', () => {
    given(accountDecider, [registered, closed, erased]).when(erase).thenEvents([]);
  });
  it.each([
    ['profile completion', complete],
    ['role grant', { type: 'GrantRole', actor: admin, userId, role: 'auditor' } as const],
    ['closure', { type: 'CloseAccount', actor: owner, userId, hasOpenBookings: false } as const],
    ['erasure by an admin', { type: 'EraseAccount', actor: admin, userId } as const],
  ])('accepts nothing after erasure: %s is refused', (_name, command) => {
    given(accountDecider, [registered, closed, erased]).when(command).thenRefused('ACCOUNT_ERASED');
  });
  it('registering again on an erased account is refused as already registered', () => {
    given(accountDecider, [registered, closed, erased])
      .when(register)
      .thenRefused('ACCOUNT_ALREADY_REGISTERED');
  });
});
