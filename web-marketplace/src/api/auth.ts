import type {
  CloseAccountRequest,
  ClosedAccount,
  CompleteProfileRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  User,
} from '@esm/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, getJson, postJson, putJson } from './http';
import { ACCOUNT_STALE_TIME, getQueryFn } from './query-client';

export const userKey = ['/api/auth/user'] as const;

/** The signed-in user, or null when signed out (401). */
export function useUserQuery() {
  return useQuery<User | null>({
    queryKey: userKey,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    staleTime: ACCOUNT_STALE_TIME,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** A fresh session check, past the cache: throws the 401 when the session has expired. */
export const checkSession = () => getJson<User>('/api/auth/user');

export const signIn = (body: SignInRequest) => postJson<User>('/api/auth/login', body);
export const signUp = (body: SignUpRequest) => postJson<User>('/api/auth/signup', body);
export const completeProfile = (body: CompleteProfileRequest) =>
  putJson<User>('/api/auth/complete-profile', body);

export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  postJson<{ message: string }>('/api/auth/forgot-password', body);
export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest('POST', '/api/auth/reset-password', body).then(() => undefined);

export const closeAccount = (body: CloseAccountRequest) =>
  postJson<ClosedAccount>('/api/account/close', body);
