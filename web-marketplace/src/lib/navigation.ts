/**
 * Full-page navigations: sign-in, sign-up, join-as-provider and logout go through the
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

/**
 * Where to go after sign-in: only a path of this site, never another origin ("//evil.example",
 * "/\t/evil.example"). Parsed as the browser will parse it, against the site's origin, and
 * handed back in its parsed form so `location.assign` cannot read it differently.
 */
export function safeReturnTo(value: string | null, siteOrigin = window.location.origin): string {
  if (!value?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, `${siteOrigin}/`);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(siteOrigin).origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
