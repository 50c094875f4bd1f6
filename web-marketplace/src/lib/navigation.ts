/**
 * Full-page navigations (000 §2): sign-in, sign-up, join-as-provider and logout go through the
 * API, which answers with a redirect (to /login?returnTo=… or back to the site).
 */
export type LoginMode = 'signin' | 'signup' | 'provider';

export function loginUrl(options: { returnTo?: string; mode?: LoginMode } = {}): string {
  const params = new URLSearchParams();
  if (options.mode && options.mode !== 'signin') params.set('mode', options.mode);
  if (options.returnTo && options.returnTo !== '/') params.set('returnTo', options.returnTo);
  const query = params.toString();
  return query ? `/api/login?${query}` : '/api/login';
}

export const LOGOUT_URL = '/api/logout';

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function goToLogin(returnTo = currentPath()): void {
  window.location.assign(loginUrl({ returnTo }));
}

/** The spec's timed redirects: after 1 s (auth required), 0.5 s, 1.5 s (session expired), 2 s. */
export function goToLoginAfter(ms: number, returnTo = currentPath()): void {
  window.setTimeout(() => goToLogin(returnTo), ms);
}

/** Only same-site paths are followed after sign-in, never another origin ("//evil.example"). */
export function safeReturnTo(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
