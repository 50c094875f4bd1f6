import {
  BACK_OFFICE_ROLES,
  type BackOfficeRole,
  type CommandActor,
  hasRole,
  isSystem,
} from '../kernel/actor';
import { DAY } from '../kernel/clock';
import type { Decider } from '../kernel/decider';
import { commonErrors, type DomainError, validationError } from '../kernel/errors';
import { type CustomerProfile, checkCustomerProfile } from './customer-profile';
import { normaliseEmail } from './email';
import { accountErrors } from './errors';
import type { AccountEvent } from './events';
import {
  decidePasswordReset,
  evolvePasswordReset,
  noPasswordResets,
  type PasswordResetCommand,
  type PasswordResetState,
} from './password-reset';
import { accountDetailsFieldErrors } from './sign-up';

/** Account data is deleted 30 days after closure. */
export const ERASURE_DELAY_MS = 30 * DAY;

export type AccountCommand =
  | {
      type: 'RegisterAccount';
      actor: CommandActor;
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      /** From the e-mail uniqueness table the API checked (its unique key still guards races). */
      emailInUse: boolean;
    }
  | ({ type: 'CompleteProfile'; actor: CommandActor; userId: string } & CustomerProfile)
  | ({ type: 'UpdateProfile'; actor: CommandActor; userId: string } & CustomerProfile)
  | { type: 'GrantRole'; actor: CommandActor; userId: string; role: string }
  | { type: 'RevokeRole'; actor: CommandActor; userId: string; role: string }
  | {
      type: 'CloseAccount';
      actor: CommandActor;
      userId: string;
      /** Whether the user has bookings that are not yet completed, declined or cancelled (booking read model). */
      hasOpenBookings: boolean;
    }
  /** Sent by the erasure timer 30 days after closure. */
  | { type: 'EraseAccount'; actor: CommandActor; userId: string }
  | PasswordResetCommand;

export interface AccountDetails extends PasswordResetState {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Null until the customer profile is completed (isProfileComplete = profile !== null). */
  profile: CustomerProfile | null;
  roles: BackOfficeRole[];
  closedAt: string | null;
  erasureDueAt: string | null;
}

export type AccountState =
  | { status: 'unregistered' }
  | ({ status: 'active' | 'closed' | 'erased' } & AccountDetails);

export const isProfileComplete = (state: AccountState): boolean =>
  state.status !== 'unregistered' && state.profile !== null;

const isBackOfficeRole = (role: string): role is BackOfficeRole =>
  (BACK_OFFICE_ROLES as readonly string[]).includes(role);

const isOwner = (actor: CommandActor, userId: string) => actor.kind === 'user' && actor.userId === userId;

/** Who did it, as the events record it: a user id, or `system:<name>` for the platform. */
const actorLabel = (actor: CommandActor) => (actor.kind === 'user' ? actor.userId : `system:${actor.name}`);

const sameProfile = (a: CustomerProfile, b: CustomerProfile) =>
  a.firstName === b.firstName &&
  a.lastName === b.lastName &&
  a.phoneNumber === b.phoneNumber &&
  a.address === b.address &&
  a.postcode === b.postcode;

type Registered = Extract<AccountState, { status: 'active' | 'closed' | 'erased' }>;

function decideRegistration(
  command: Extract<AccountCommand, { type: 'RegisterAccount' }>,
  state: AccountState,
) {
  if (state.status !== 'unregistered') return accountErrors.error('ACCOUNT_ALREADY_REGISTERED');
  const fieldErrors = accountDetailsFieldErrors(command);
  if (Object.keys(fieldErrors).length > 0) return validationError(fieldErrors, 'ACCOUNT_SIGN_UP_INVALID');
  if (command.emailInUse) return accountErrors.error('ACCOUNT_EMAIL_TAKEN');
  return [
    {
      type: 'AccountRegistered' as const,
      data: {
        userId: command.userId,
        email: normaliseEmail(command.email),
        firstName: command.firstName.trim(),
        lastName: command.lastName.trim(),
      },
    },
  ];
}

function decideProfile(
  command: Extract<AccountCommand, { type: 'CompleteProfile' | 'UpdateProfile' }>,
  state: Registered,
): AccountEvent[] | DomainError {
  if (!isOwner(command.actor, state.userId) && !hasRole(command.actor, 'admin'))
    return commonErrors.error('FORBIDDEN');
  if (state.status === 'closed') return accountErrors.error('ACCOUNT_CLOSED');
  if (command.type === 'CompleteProfile' && state.profile !== null)
    return accountErrors.error('ACCOUNT_PROFILE_ALREADY_COMPLETE');
  if (command.type === 'UpdateProfile' && state.profile === null)
    return accountErrors.error('ACCOUNT_PROFILE_INCOMPLETE');
  const checked = checkCustomerProfile(command);
  if (!checked.ok) return validationError(checked.fieldErrors, 'ACCOUNT_PROFILE_INVALID');
  if (state.profile !== null && sameProfile(state.profile, checked.profile)) return [];
  const data = { userId: state.userId, ...checked.profile };
  return [
    { type: command.type === 'CompleteProfile' ? 'AccountProfileCompleted' : 'AccountProfileUpdated', data },
  ];
}

function decideRole(
  command: Extract<AccountCommand, { type: 'GrantRole' | 'RevokeRole' }>,
  state: Registered,
) {
  if (!isSystem(command.actor) && !hasRole(command.actor, 'admin')) return commonErrors.error('FORBIDDEN');
  const role = command.role;
  if (!isBackOfficeRole(role)) return accountErrors.error('ACCOUNT_ROLE_UNKNOWN');
  if (state.status === 'closed') return accountErrors.error('ACCOUNT_CLOSED');
  const holds = state.roles.includes(role);
  if (command.type === 'GrantRole') {
    if (holds) return [];
    return [
      {
        type: 'AccountRoleGranted' as const,
        data: { userId: state.userId, role, grantedBy: actorLabel(command.actor) },
      },
    ];
  }
  // The last admin must not lock everyone out of the back office by accident.
  if (role === 'admin' && isOwner(command.actor, state.userId))
    return accountErrors.error('ACCOUNT_OWN_ADMIN_ROLE');
  if (!holds) return [];
  return [
    {
      type: 'AccountRoleRevoked' as const,
      data: { userId: state.userId, role, revokedBy: actorLabel(command.actor) },
    },
  ];
}

function decideClosure(
  command: Extract<AccountCommand, { type: 'CloseAccount' }>,
  state: Registered,
  now: Date,
) {
  const byAdmin = hasRole(command.actor, 'admin') && !isOwner(command.actor, state.userId);
  if (!isOwner(command.actor, state.userId) && !byAdmin) return commonErrors.error('FORBIDDEN');
  if (state.status === 'closed') return accountErrors.error('ACCOUNT_CLOSED');
  // An admin closing an account (fraud, abuse) settles its bookings in the back office instead.
  if (command.hasOpenBookings && !byAdmin) return accountErrors.error('ACCOUNT_HAS_OPEN_BOOKINGS');
  return [
    {
      type: 'AccountClosed' as const,
      data: {
        userId: state.userId,
        closedBy: byAdmin ? ('admin' as const) : ('owner' as const),
        closedAt: now.toISOString(),
        erasureDueAt: new Date(now.getTime() + ERASURE_DELAY_MS).toISOString(),
      },
    },
  ];
}

function decideErasure(
  command: Extract<AccountCommand, { type: 'EraseAccount' }>,
  state: Registered,
  now: Date,
) {
  if (!isSystem(command.actor)) return commonErrors.error('FORBIDDEN');
  if (state.status !== 'closed' || state.erasureDueAt === null)
    return accountErrors.error('ACCOUNT_NOT_CLOSED');
  if (now.getTime() < Date.parse(state.erasureDueAt)) return accountErrors.error('ACCOUNT_ERASURE_NOT_DUE');
  return [{ type: 'AccountErased' as const, data: { userId: state.userId, erasedAt: now.toISOString() } }];
}

/**
 * A user's account (stream `account-<userId>`): registration, the customer profile,
 * back-office roles, closure, and erasure 30 days later.
 */
export const accountDecider: Decider<AccountCommand, AccountState, AccountEvent> = {
  initialState: { status: 'unregistered' },

  decide(command, state, now) {
    if (command.type === 'RegisterAccount') return decideRegistration(command, state);
    if (state.status === 'unregistered') return accountErrors.error('ACCOUNT_NOT_FOUND');
    if (state.status === 'erased') {
      // The erasure timer may fire twice; the second time there is nothing left to do.
      return command.type === 'EraseAccount' && isSystem(command.actor)
        ? []
        : accountErrors.error('ACCOUNT_ERASED');
    }
    switch (command.type) {
      case 'CompleteProfile':
      case 'UpdateProfile':
        return decideProfile(command, state);
      case 'GrantRole':
      case 'RevokeRole':
        return decideRole(command, state);
      case 'CloseAccount':
        return decideClosure(command, state, now);
      case 'EraseAccount':
        return decideErasure(command, state, now);
      case 'RequestPasswordReset':
      case 'ResetPassword':
        return decidePasswordReset(command, state, now);
    }
  },

  evolve(state, event) {
    if (event.type === 'AccountRegistered') {
      return {
        status: 'active',
        ...event.data,
        profile: null,
        roles: [],
        closedAt: null,
        erasureDueAt: null,
        ...noPasswordResets,
      };
    }
    if (state.status === 'unregistered') return state;
    switch (event.type) {
      case 'AccountProfileCompleted':
      case 'AccountProfileUpdated': {
        const { userId: _userId, ...profile } = event.data;
        return { ...state, firstName: profile.firstName, lastName: profile.lastName, profile };
      }
      case 'AccountRoleGranted':
        return { ...state, roles: [...state.roles, event.data.role] };
      case 'AccountRoleRevoked':
        return { ...state, roles: state.roles.filter((role) => role !== event.data.role) };
      case 'AccountClosed':
        return {
          ...state,
          status: 'closed',
          closedAt: event.data.closedAt,
          erasureDueAt: event.data.erasureDueAt,
        };
      case 'AccountErased':
        return { ...state, status: 'erased', roles: [], ...noPasswordResets };
      case 'PasswordResetRequested':
      case 'PasswordReset':
        return { ...state, ...evolvePasswordReset(state, event) };
    }
  },
};
