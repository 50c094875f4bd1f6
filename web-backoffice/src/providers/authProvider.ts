import { backOfficeRolesOf, canAccessAdmin } from '@esm/contract/admin/access';
import type { User } from '@esm/contract/auth';
import { type AuthProvider, HttpError } from 'react-admin';
import { httpClient } from './http';

let current: Promise<User | null> | null = null;

/** The signed-in user from the marketplace's session (GET /api/auth/user), once per page load. */
function signedInUser(): Promise<User | null> {
  current ??= httpClient('/api/auth/user')
    .then(({ json }) => json as User)
    .catch((error: unknown) => {
      current = null;
      if (error instanceof HttpError && error.status === 401) return null;
      throw error;
    });
  return current;
}

/**
 * Sign-in with the marketplace's accounts and sessions. Only back-office roles get in: a client
 * or provider who signs in here is told so and signed out again. canAccess reads the same
 * access table the API enforces.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    current = null;
    const { json } = await httpClient('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: username, password }),
    });
    const user = json as User;
    if (backOfficeRolesOf(user.roles).length === 0) {
      await httpClient('/api/logout', { method: 'POST' }).catch(() => undefined);
      throw new Error('This account has no back-office role. Ask an admin to grant you one.');
    }
    current = Promise.resolve(user);
  },
  async logout() {
    current = null;
    await httpClient('/api/logout', { method: 'POST' }).catch(() => undefined);
  },
  async checkAuth() {
    const user = await signedInUser();
    if (!user || backOfficeRolesOf(user.roles).length === 0) throw new Error('Please sign in');
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      current = null;
      throw new Error('Your session has ended; please sign in again');
    }
    // 403 is a refused action, not a lost session: stay signed in and show the message.
  },
  async getIdentity() {
    const user = await signedInUser();
    if (!user) throw new Error('Please sign in');
    return {
      id: user.id,
      fullName: [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.email ?? ''),
      roles: backOfficeRolesOf(user.roles),
    };
  },
  async getPermissions() {
    const user = await signedInUser();
    return user ? backOfficeRolesOf(user.roles) : [];
  },
  async canAccess({ resource, action }) {
    const user = await signedInUser();
    return user ? canAccessAdmin(user.roles, resource, action) : false;
  },
};
