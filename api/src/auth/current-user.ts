import { type AdminAction, type AdminResource, rolesFor } from '@esm/contract/admin/access';
import { BACK_OFFICE_ROLES, type BackOfficeRole } from '@esm/core/kernel/actor';
import { commonErrors } from '@esm/core/kernel/errors';
import { findUser, findUserWithProvider } from '@esm/projections/accounts/queries';
import type { UserRow } from '@esm/projections/accounts/rows';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

/** The signed-in user as every route's permission check sees it. */
export interface SignedInUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  isProfileComplete: boolean;
  roles: BackOfficeRole[];
  /** Set when the user has a provider profile (that is what makes them a provider). */
  providerId: string | null;
}

/** The user object of GET /api/auth/user (plus roles). */
export function userJson(row: UserRow) {
  return {
    id: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    phoneNumber: row.phone_number,
    address: row.address,
    postcode: row.postcode,
    isProfileComplete: row.is_profile_complete,
    roles: row.roles,
  };
}

const isBackOfficeRole = (r: string): r is BackOfficeRole =>
  (BACK_OFFICE_ROLES as readonly string[]).includes(r);

/**
 * Resolves the session to a user, once per request, from the users read model. A closed or
 * erased account is treated as signed out.
 */
export class Auth {
  private readonly cache = new WeakMap<FastifyRequest, Promise<SignedInUser | null>>();

  constructor(private readonly pool: pg.Pool) {}

  currentUser(request: FastifyRequest): Promise<SignedInUser | null> {
    let found = this.cache.get(request);
    if (!found) {
      found = this.load(request.session?.userId);
      this.cache.set(request, found);
    }
    return found;
  }

  forget(request: FastifyRequest): void {
    this.cache.delete(request);
  }

  async userRow(userId: string): Promise<UserRow | null> {
    return findUser(this.pool, userId);
  }

  async requireUser(request: FastifyRequest): Promise<SignedInUser> {
    const user = await this.currentUser(request);
    if (!user) throw commonErrors.error('UNAUTHENTICATED');
    return user;
  }

  /** Checkout and booking need a complete profile. */
  async requireCompleteProfile(request: FastifyRequest): Promise<SignedInUser> {
    const user = await this.requireUser(request);
    if (!user.isProfileComplete) throw commonErrors.error('PROFILE_INCOMPLETE');
    return user;
  }

  async requireProvider(request: FastifyRequest): Promise<SignedInUser & { providerId: string }> {
    const user = await this.requireUser(request);
    if (!user.providerId) throw commonErrors.error('PROVIDER_PROFILE_REQUIRED');
    return user as SignedInUser & { providerId: string };
  }

  /**
   * Route options that check the caller's back-office role before fastify reads the input, so a
   * stranger gets 401/403 rather than a 400 describing the route's schema. The handler still
   * calls requireRole for the user it acts as (cached per request).
   */
  roleFirst(...roles: BackOfficeRole[]) {
    return {
      onRequest: async (request: FastifyRequest) => {
        await this.requireRole(request, ...roles);
      },
    };
  }

  /**
   * Route options for a back-office route: the caller must be allowed `action` on `resource` by
   * the access table the back office's canAccess reads too, checked before the input is read.
   */
  access<R extends AdminResource>(resource: R, action: AdminAction<R>) {
    return {
      onRequest: async (request: FastifyRequest) => {
        await this.requireAccess(request, resource, action);
      },
    };
  }

  /** The signed-in user allowed `action` on `resource` (admin is allowed everything). */
  requireAccess<R extends AdminResource>(
    request: FastifyRequest,
    resource: R,
    action: AdminAction<R>,
  ): Promise<SignedInUser> {
    return this.requireRole(request, 'admin', ...rolesFor(resource, action));
  }

  /** A back-office role; admin holds every role. */
  async requireRole(request: FastifyRequest, ...roles: BackOfficeRole[]): Promise<SignedInUser> {
    const user = await this.requireUser(request);
    if (!hasAnyRole(user, roles)) throw commonErrors.error('FORBIDDEN');
    return user;
  }

  private async load(userId: string | undefined): Promise<SignedInUser | null> {
    if (!userId) return null;
    const row = await findUserWithProvider(this.pool, userId);
    if (row?.status !== 'active') return null;
    return {
      userId: row.user_id,
      email: row.email ?? '',
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      isProfileComplete: row.is_profile_complete,
      roles: row.roles.filter(isBackOfficeRole),
      providerId: row.provider_id,
    };
  }
}

export const hasAnyRole = (user: SignedInUser, roles: readonly BackOfficeRole[]): boolean =>
  user.roles.includes('admin') || roles.some((r) => user.roles.includes(r));

export { actorOf } from '@esm/core/kernel/actor';
