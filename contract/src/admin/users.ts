import { z } from 'zod';
import { BACK_OFFICE_ROLES } from './access';
import { raListQuery } from './list';

/** What makes someone a provider (a provider profile) or a client (everyone else). */
export const userKind = z.enum(['client', 'provider']);
export const userStatus = z.enum(['active', 'closed', 'erased']);
export const backOfficeRole = z.enum(BACK_OFFICE_ROLES);

/** A user as the back office lists and shows them. Erased accounts have no name or e-mail left. */
export const adminUserResponse = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** "First Last", or "(erased)" once the account's personal data is gone. */
  name: z.string(),
  email: z.string().nullable(),
  kind: userKind,
  /** The provider profile's business, for providers. */
  businessName: z.string().nullable(),
  /** Back-office roles only, alphabetical. */
  roles: z.array(backOfficeRole),
  status: userStatus,
  isProfileComplete: z.boolean(),
  joinedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserResponse>;

export const ADMIN_USER_SORTS = ['joinedAt', 'name', 'email', 'status'] as const;

/**
 * `q` searches name, e-mail and business name (case-insensitive, anywhere in the text);
 * `role` keeps holders of a back-office role (`staff` keeps anyone holding one).
 */
export const adminUsersQuery = raListQuery(ADMIN_USER_SORTS, ['joinedAt', 'DESC'], {
  q: z.string().max(100).optional(),
  role: z.enum([...BACK_OFFICE_ROLES, 'staff']).optional(),
  kind: userKind.optional(),
  status: userStatus.optional(),
});

/** POST /api/admin/users/:id/grant-role and /revoke-role. */
export const userRoleBody = z.object({ role: backOfficeRole });
export type UserRoleBody = z.infer<typeof userRoleBody>;
