import type { User } from '@esm/contract/auth';
import type { Provider } from '@esm/contract/providers';
import { useUserQuery } from '../api/auth';
import { useMyProviderQuery } from '../api/providers';

export interface AuthState {
  /** True until the current-user call has answered (and the provider call, when signed in). */
  isLoading: boolean;
  user: User | null;
  /** The signed-in user's provider record: having one is what makes the user a provider. */
  provider: Provider | null;
  isSignedIn: boolean;
  isProvider: boolean;
  /** The current-user call failed for a reason other than 401 (server down, network). */
  error: Error | null;
}

/** Signed-in state comes from the current-user call; provider state from the provider call, only when signed in. */
export function useAuth(): AuthState {
  const userQuery = useUserQuery();
  const user = userQuery.data ?? null;
  const providerQuery = useMyProviderQuery(Boolean(user));
  const provider = user ? (providerQuery.data ?? null) : null;
  return {
    isLoading: userQuery.isPending || (Boolean(user) && providerQuery.isPending),
    user,
    provider,
    isSignedIn: Boolean(user),
    isProvider: Boolean(provider),
    error: userQuery.error,
  };
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  // An erased account keeps no e-mail address.
  return name || (user.email ?? '');
}
