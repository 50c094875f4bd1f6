import { backOfficeRolesOf } from '@esm/contract/admin/access';
import { adminIdParam } from '@esm/contract/admin/list';
import { type AdminUser, adminUserResponse, adminUsersQuery, userRoleBody } from '@esm/contract/admin/users';
import { accountDecider } from '@esm/core/account/decider';
import { accountErrors } from '@esm/core/account/errors';
import { accountStream } from '@esm/core/account/events';
import { type AdminUserRow, adminUser, adminUsers } from '@esm/projections/accounts/queries';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import type { ApiContext } from '../http/context';
import { errors } from '../http/schemas';
import type { App } from '../http/server';
import { actorOf } from './current-user';

const STATUSES = ['active', 'closed', 'erased'] as const;
const statusOf = (status: string): AdminUser['status'] =>
  (STATUSES as readonly string[]).includes(status) ? (status as AdminUser['status']) : 'active';

export const adminUserJson = (r: AdminUserRow): AdminUser => ({
  id: r.user_id,
  firstName: r.first_name,
  lastName: r.last_name,
  name: [r.first_name, r.last_name].filter(Boolean).join(' ') || '(erased)',
  email: r.email,
  kind: r.provider_id ? 'provider' : 'client',
  businessName: r.business_name,
  roles: backOfficeRolesOf(r.roles),
  status: statusOf(r.status),
  isProfileComplete: r.is_profile_complete,
  joinedAt: r.created_at.toISOString(),
});

/**
 * The back office's users (admins): every account, searchable, and granting or revoking a
 * back-office role. A grant takes effect on the person's next request, since the session's
 * roles are read from the users read model once per request.
 */
export function registerUserAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth, commands } = ctx;

  app.get(
    '/api/admin/users',
    {
      ...auth.access('users', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Users: search by name, e-mail or business; filter by role, kind and status (admins)',
        querystring: adminUsersQuery,
        response: { 200: z.array(adminUserResponse), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'users', 'list');
      const { sort, range, filter } = request.query;
      const page = await adminUsers(pool, filter, { sort, range });
      return sendPage(reply, 'users', { sort, range }, page, adminUserJson);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      ...auth.access('users', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One user with their back-office roles (admins)',
        params: adminIdParam,
        response: { 200: adminUserResponse, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'users', 'show');
      const row = await adminUser(pool, request.params.id);
      if (!row) throw accountErrors.error('ACCOUNT_NOT_FOUND');
      return adminUserJson(row);
    },
  );

  for (const action of ['grant-role', 'revoke-role'] as const) {
    app.post(
      `/api/admin/users/:id/${action}`,
      {
        ...auth.access('users', 'roles'),
        schema: {
          tags: ['admin'],
          summary:
            action === 'grant-role'
              ? 'Grant a back-office role; it applies from the person’s next request (admins)'
              : 'Revoke a back-office role; an admin cannot revoke their own admin role (admins)',
          params: adminIdParam,
          body: userRoleBody,
          response: { 200: adminUserResponse, ...errors(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const user = await auth.requireAccess(request, 'users', 'roles');
        const userId = request.params.id;
        if (!(await adminUser(pool, userId))) throw accountErrors.error('ACCOUNT_NOT_FOUND');
        await commands.run({
          stream: accountStream(userId),
          decider: accountDecider,
          command: {
            type: action === 'grant-role' ? 'GrantRole' : 'RevokeRole',
            actor: actorOf(user),
            userId,
            role: request.body.role,
          },
          actor: actorOf(user),
          correlationId: request.id,
        });
        const row = await adminUser(pool, userId);
        if (!row) throw accountErrors.error('ACCOUNT_NOT_FOUND');
        return adminUserJson(row);
      },
    );
  }
}
